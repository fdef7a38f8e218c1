import type { TDocumentArea } from '@hse/contracts/documents';

type TTemplate = { ru: string; kk: string; en: string; body: readonly string[] };

/**
 * The demo documents of each area: their titles in three languages and a few sentences inside
 * their files (in Russian, Kazakh and English), which the search finds.
 */
export const DEMO_DOCUMENTS: Record<TDocumentArea, readonly TTemplate[]> = {
  common_files: [
    {
      ru: 'Политика в области охраны труда, промышленной безопасности и окружающей среды',
      kk: 'Еңбекті қорғау, өнеркәсіптік қауіпсіздік және қоршаған орта саласындағы саясат',
      en: 'Health, safety and environment policy',
      body: [
        'Руководство обязуется обеспечивать безопасные условия труда и предотвращать происшествия.',
        'Басшылық қауіпсіз еңбек жағдайларын қамтамасыз етуге міндеттенеді.',
        'Leadership commits to zero harm and continual improvement of safety performance.',
      ],
    },
    {
      ru: 'Положение о системе управления ОТ, ПБ и ООС',
      kk: 'ЕҚ, ӨҚ және ҚОҚ басқару жүйесі туралы ереже',
      en: 'HSE management system regulation',
      body: [
        'Положение определяет распределение ответственности и порядок внутренних аудитов.',
        'Ереже жауапкершілікті бөлуді және ішкі аудиттер тәртібін белгілейді.',
        'The regulation sets out responsibilities and the internal audit procedure.',
      ],
    },
    {
      ru: 'Золотые правила безопасности',
      kk: 'Қауіпсіздіктің алтын ережелері',
      en: 'Golden safety rules',
      body: [
        'Каждый работник вправе остановить работу при угрозе жизни и здоровью.',
        'Әр қызметкер өмірге қауіп төнгенде жұмысты тоқтатуға құқылы.',
        'Every worker has the authority to stop work when life or health is at risk.',
      ],
    },
  ],
  occ_safety: [
    {
      ru: 'Инструкция по охране труда для оператора технологических установок',
      kk: 'Технологиялық қондырғылар операторына арналған еңбекті қорғау жөніндегі нұсқаулық',
      en: 'Occupational safety instruction for process unit operators',
      body: [
        'Перед началом смены оператор проверяет исправность средств индивидуальной защиты.',
        'Ауысым басталар алдында оператор жеке қорғану құралдарының жарамдылығын тексереді.',
        'Before the shift the operator checks personal protective equipment.',
      ],
    },
    {
      ru: 'Порядок выдачи нарядов-допусков на работы повышенной опасности',
      kk: 'Қауіптілігі жоғары жұмыстарға рұқсат-наряд беру тәртібі',
      en: 'Permit-to-work procedure for high-risk work',
      body: [
        'Наряд-допуск оформляется на огневые работы и работы в замкнутых пространствах.',
        'Рұқсат-наряд отпен жұмыстарға және тұйық кеңістіктердегі жұмыстарға ресімделеді.',
        'A permit is issued for hot work and confined space entry.',
      ],
    },
    {
      ru: 'Программа вводного инструктажа по охране труда',
      kk: 'Еңбекті қорғау жөніндегі кіріспе нұсқамалық бағдарламасы',
      en: 'Induction safety briefing programme',
      body: [
        'Вводный инструктаж проходят все принимаемые на работу и командированные.',
        'Кіріспе нұсқаманы жұмысқа қабылданатындардың барлығы өтеді.',
        'All new hires and visitors attend the induction briefing.',
      ],
    },
  ],
  industrial_safety: [
    {
      ru: 'Регламент технического освидетельствования сосудов под давлением',
      kk: 'Қысыммен жұмыс істейтін ыдыстарды техникалық куәландыру регламенті',
      en: 'Pressure vessel inspection regulation',
      body: [
        'Сосуды под давлением проходят гидравлические испытания не реже одного раза в восемь лет.',
        'Қысыммен жұмыс істейтін ыдыстар гидравликалық сынақтан өтеді.',
        'Pressure vessels undergo hydraulic testing at least every eight years.',
      ],
    },
    {
      ru: 'План ликвидации аварий на установке подготовки нефти',
      kk: 'Мұнай дайындау қондырғысындағы апаттарды жою жоспары',
      en: 'Emergency response plan for the oil treatment unit',
      body: [
        'План ликвидации аварий описывает действия персонала при разгерметизации оборудования.',
        'Апаттарды жою жоспары жабдық герметикасы бұзылғандағы іс-әрекеттерді сипаттайды.',
        'The plan describes staff actions on loss of containment.',
      ],
    },
    {
      ru: 'Положение о производственном контроле',
      kk: 'Өндірістік бақылау туралы ереже',
      en: 'Industrial control regulation',
      body: [
        'Производственный контроль включает проверки опасных производственных объектов.',
        'Өндірістік бақылау қауіпті өндірістік объектілерді тексеруді қамтиды.',
        'Industrial control covers inspections of hazardous facilities.',
      ],
    },
  ],
  transport_security: [
    {
      ru: 'Правила безопасного вождения служебного транспорта',
      kk: 'Қызметтік көлікті қауіпсіз жүргізу қағидалары',
      en: 'Safe driving rules for company vehicles',
      body: [
        'Водитель обязан пристегнуть ремень безопасности и соблюдать скоростной режим.',
        'Жүргізуші қауіпсіздік белдігін тағып, жылдамдық режимін сақтауға міндетті.',
        'Drivers must wear seat belts and keep to the speed limits.',
      ],
    },
    {
      ru: 'Порядок предрейсовых медицинских осмотров водителей',
      kk: 'Жүргізушілерді рейс алдындағы медициналық тексеру тәртібі',
      en: 'Pre-trip medical checks of drivers',
      body: [
        'Предрейсовый осмотр проводится ежедневно перед выездом на линию.',
        'Рейс алдындағы тексеру күн сайын желіге шығар алдында жүргізіледі.',
        'The pre-trip check is made every day before departure.',
      ],
    },
    {
      ru: 'Инструкция по перевозке опасных грузов',
      kk: 'Қауіпті жүктерді тасымалдау жөніндегі нұсқаулық',
      en: 'Dangerous goods transport instruction',
      body: [
        'Транспорт с опасным грузом сопровождается аварийной карточкой.',
        'Қауіпті жүгі бар көлік апаттық карточкамен бірге жүреді.',
        'Vehicles carrying dangerous goods carry an emergency card.',
      ],
    },
  ],
  fire_safety: [
    {
      ru: 'Инструкция о мерах пожарной безопасности',
      kk: 'Өрт қауіпсіздігі шаралары туралы нұсқаулық',
      en: 'Fire safety measures instruction',
      body: [
        'Огнетушители проверяются ежемесячно, пути эвакуации держатся свободными.',
        'Өрт сөндіргіштер ай сайын тексеріледі, эвакуация жолдары бос ұсталады.',
        'Fire extinguishers are checked monthly and escape routes kept clear.',
      ],
    },
    {
      ru: 'План эвакуации людей при пожаре',
      kk: 'Өрт кезінде адамдарды эвакуациялау жоспары',
      en: 'Fire evacuation plan',
      body: [
        'При срабатывании пожарной сигнализации персонал выходит к местам сбора.',
        'Өрт дабылы іске қосылғанда персонал жиналу орындарына шығады.',
        'When the fire alarm sounds, staff go to the assembly points.',
      ],
    },
    {
      ru: 'Положение о добровольной пожарной дружине',
      kk: 'Ерікті өрт сөндіру жасағы туралы ереже',
      en: 'Volunteer fire brigade regulation',
      body: [
        'Члены дружины проходят ежеквартальные учения по тушению пожаров.',
        'Жасақ мүшелері өрт сөндіру бойынша тоқсан сайынғы жаттығулардан өтеді.',
        'Brigade members train in firefighting every quarter.',
      ],
    },
  ],
  health_protection: [
    {
      ru: 'Положение о периодических медицинских осмотрах',
      kk: 'Мерзімдік медициналық тексерулер туралы ереже',
      en: 'Periodic medical examinations regulation',
      body: [
        'Работники вредных производств проходят медицинский осмотр ежегодно.',
        'Зиянды өндіріс қызметкерлері жыл сайын медициналық тексеруден өтеді.',
        'Workers exposed to hazards have a medical examination every year.',
      ],
    },
    {
      ru: 'Программа профилактики профессиональных заболеваний',
      kk: 'Кәсіптік аурулардың алдын алу бағдарламасы',
      en: 'Occupational disease prevention programme',
      body: [
        'Программа включает контроль шума, вибрации и запылённости на рабочих местах.',
        'Бағдарлама жұмыс орындарындағы шу мен дірілді бақылауды қамтиды.',
        'The programme covers noise, vibration and dust control at workplaces.',
      ],
    },
    {
      ru: 'Инструкция по оказанию первой помощи',
      kk: 'Алғашқы көмек көрсету жөніндегі нұсқаулық',
      en: 'First aid instruction',
      body: [
        'Аптечки первой помощи размещаются на каждом участке и пополняются ежемесячно.',
        'Алғашқы көмек қобдишалары әр учаскеде орналастырылады.',
        'First aid kits are placed at every site and refilled monthly.',
      ],
    },
  ],
  environmental_protection: [
    {
      ru: 'Программа производственного экологического контроля',
      kk: 'Өндірістік экологиялық бақылау бағдарламасы',
      en: 'Environmental monitoring programme',
      body: [
        'Выбросы загрязняющих веществ в атмосферу измеряются ежеквартально.',
        'Атмосфераға ластаушы заттардың шығарындылары тоқсан сайын өлшенеді.',
        'Air emissions of pollutants are measured every quarter.',
      ],
    },
    {
      ru: 'Порядок обращения с отходами производства',
      kk: 'Өндіріс қалдықтарымен жұмыс істеу тәртібі',
      en: 'Industrial waste management procedure',
      body: [
        'Отходы сортируются по классам опасности и передаются лицензированным организациям.',
        'Қалдықтар қауіптілік сыныптары бойынша сұрыпталады.',
        'Waste is sorted by hazard class and handed to licensed contractors.',
      ],
    },
    {
      ru: 'План мероприятий по охране окружающей среды',
      kk: 'Қоршаған ортаны қорғау жөніндегі іс-шаралар жоспары',
      en: 'Environmental protection action plan',
      body: [
        'План предусматривает рекультивацию нарушенных земель и сокращение сжигания газа.',
        'Жоспар бұзылған жерлерді рекультивациялауды көздейді.',
        'The plan provides for land reclamation and reduced gas flaring.',
      ],
    },
  ],
  civil_defense: [
    {
      ru: 'План гражданской обороны организации',
      kk: 'Ұйымның азаматтық қорғаныс жоспары',
      en: 'Civil defense plan of the organization',
      body: [
        'План гражданской обороны определяет порядок укрытия персонала и оповещения.',
        'Азаматтық қорғаныс жоспары персоналды паналату және хабарлау тәртібін анықтайды.',
        'The civil defense plan sets out sheltering and warning of staff.',
      ],
    },
    {
      ru: 'Инструкция по действиям при чрезвычайных ситуациях',
      kk: 'Төтенше жағдайлар кезіндегі іс-әрекеттер жөніндегі нұсқаулық',
      en: 'Emergency situations instruction',
      body: [
        'При землетрясении персонал покидает здания и собирается на открытых площадках.',
        'Жер сілкінісі кезінде персонал ғимараттардан шығады.',
        'In an earthquake staff leave the buildings for open ground.',
      ],
    },
    {
      ru: 'Положение о звене гражданской защиты',
      kk: 'Азаматтық қорғау буыны туралы ереже',
      en: 'Civil protection unit regulation',
      body: [
        'Звено гражданской защиты проводит тренировки по эвакуации дважды в год.',
        'Азаматтық қорғау буыны жылына екі рет эвакуация жаттығуларын өткізеді.',
        'The civil protection unit holds evacuation drills twice a year.',
      ],
    },
  ],
};

/** The folders each area's documents are sorted into. */
export const DEMO_FOLDERS: readonly string[] = ['Инструкции и положения', 'Планы и программы'];
