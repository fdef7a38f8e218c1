import type { TLocalizedText } from '@hse/contracts/common';
import type { TChecklistSection } from '@hse/contracts/record-module/checklist';

const q = (id: string, weight: number, ru: string, kk: string, en: string, reference = '') => ({
  id,
  requirement: { ru, kk, en },
  reference,
  weight,
});
const title = (ru: string, kk: string, en: string): TLocalizedText => ({ ru, kk, en });

const PERMIT_SECTION: TChecklistSection = {
  title: title('Наряд-допуск', 'Рұқсат-наряд', 'Permit to work'),
  questions: [
    q(
      'is8',
      3,
      'Газоопасные и огневые работы ведутся по наряду-допуску',
      'Газ қауіпті және отпен жұмыстар рұқсат-наряд бойынша жүргізіледі',
      'Gas-hazardous and hot work is done under a permit to work',
      'ПБ ОПО, п. 112',
    ),
    q(
      'is9',
      2,
      'Перед работой проведён анализ воздушной среды, результаты записаны',
      'Жұмыс алдында ауа ортасына талдау жүргізіліп, нәтижелері жазылған',
      'The air was tested before work and the results recorded',
    ),
    q(
      'is10',
      1,
      'Места работ ограждены, вывешены знаки безопасности',
      'Жұмыс орындары қоршалған, қауіпсіздік белгілері ілінген',
      'Work areas are fenced and safety signs are posted',
    ),
  ],
};

const industrialSections = (withPlan: boolean): TChecklistSection[] => [
  {
    title: title('Документация и обучение', 'Құжаттама және оқыту', 'Documents and training'),
    questions: [
      q(
        'is1',
        3,
        'Работники прошли обучение и проверку знаний по промышленной безопасности',
        'Қызметкерлер өнеркәсіптік қауіпсіздік бойынша оқудан және білім тексеруден өткен',
        'Workers are trained and tested in industrial safety',
        'Закон РК «О гражданской защите», ст. 80',
      ),
      q(
        'is2',
        2,
        'Инструкции по безопасному ведению работ утверждены и доступны на рабочих местах',
        'Жұмыстарды қауіпсіз жүргізу нұсқаулықтары бекітілген және жұмыс орындарында қолжетімді',
        'Safe work instructions are approved and available at the workplaces',
      ),
      q(
        'is3',
        1,
        'Журналы инструктажей ведутся и подписаны работниками',
        'Нұсқама журналдары жүргізіледі және қызметкерлер қол қойған',
        'Briefing logs are kept and signed by the workers',
      ),
      ...(withPlan
        ? [
            q(
              'is4',
              3,
              'План ликвидации аварий актуализирован и изучен персоналом',
              'Апаттарды жою жоспары өзектендірілген және персонал зерделеген',
              'The emergency response plan is up to date and known to the staff',
            ),
          ]
        : []),
    ],
  },
  {
    title: title('Оборудование', 'Жабдық', 'Equipment'),
    questions: [
      q(
        'is5',
        3,
        'Оборудование опасных производственных объектов прошло техническое освидетельствование',
        'Қауіпті өндірістік объектілердің жабдығы техникалық куәландырудан өткен',
        'The equipment of hazardous facilities has passed its technical inspection',
      ),
      q(
        'is6',
        2,
        'Предохранительные клапаны и манометры проверены в установленные сроки',
        'Сақтандырғыш клапандар мен манометрлер белгіленген мерзімде тексерілген',
        'Safety valves and pressure gauges are checked on time',
      ),
      q(
        'is7',
        2,
        'Ограждения вращающихся частей механизмов на месте и исправны',
        'Механизмдердің айналмалы бөліктерінің қоршаулары орнында және жарамды',
        'Guards of rotating machine parts are in place and sound',
      ),
    ],
  },
  PERMIT_SECTION,
];

/** The demo checklists: industrial safety (a first version and the current one), fire safety, transport. */
export const DEMO_TEMPLATES = {
  industrialV1: {
    title: title('Промышленная безопасность', 'Өнеркәсіптік қауіпсіздік', 'Industrial safety'),
    sections: industrialSections(false),
  },
  industrialV2: {
    title: title('Промышленная безопасность', 'Өнеркәсіптік қауіпсіздік', 'Industrial safety'),
    sections: industrialSections(true),
  },
  fire: {
    title: title('Пожарная безопасность', 'Өрт қауіпсіздігі', 'Fire safety'),
    sections: [
      {
        title: title(
          'Первичные средства пожаротушения',
          'Алғашқы өрт сөндіру құралдары',
          'Primary fire-fighting equipment',
        ),
        questions: [
          q(
            'fs1',
            3,
            'Огнетушители укомплектованы, проверены и размещены согласно плану',
            'Өрт сөндіргіштер жинақталған, тексерілген және жоспарға сай орналастырылған',
            'Fire extinguishers are complete, checked and placed as planned',
            'Правила пожарной безопасности, п. 47',
          ),
          q(
            'fs2',
            1,
            'Пожарные щиты и ящики с песком укомплектованы',
            'Өрт қалқандары мен құм жәшіктері жинақталған',
            'Fire boards and sand boxes are complete',
          ),
          q(
            'fs3',
            3,
            'Автоматическая пожарная сигнализация исправна, проверка задокументирована',
            'Автоматты өрт дабылы жарамды, тексеру құжатталған',
            'The automatic fire alarm works and its testing is recorded',
          ),
        ],
      },
      {
        title: title('Эвакуация', 'Эвакуация', 'Evacuation'),
        questions: [
          q(
            'fs4',
            3,
            'Пути эвакуации свободны, двери открываются по направлению выхода',
            'Эвакуация жолдары бос, есіктер шығу бағытына қарай ашылады',
            'Escape routes are clear and doors open outwards',
          ),
          q(
            'fs5',
            1,
            'Планы эвакуации вывешены и соответствуют планировке',
            'Эвакуация жоспарлары ілінген және жоспарлауға сәйкес',
            'Evacuation plans are posted and match the layout',
          ),
          q(
            'fs6',
            2,
            'Учебная эвакуация проводится не реже раза в полугодие',
            'Оқу эвакуациясы жарты жылда кемінде бір рет өткізіледі',
            'Evacuation drills are held at least every six months',
          ),
        ],
      },
    ],
  },
  transport: {
    title: title('Безопасность транспорта', 'Көлік қауіпсіздігі', 'Transport safety'),
    sections: [
      {
        title: title('Транспортные средства', 'Көлік құралдары', 'Vehicles'),
        questions: [
          q(
            'tr1',
            3,
            'Предрейсовый технический осмотр проводится и записывается в путевой лист',
            'Рейс алдындағы техникалық байқау жүргізіліп, жол парағына жазылады',
            'The pre-trip vehicle check is done and written in the waybill',
          ),
          q(
            'tr2',
            2,
            'Транспортные средства оснащены GPS-мониторингом и ремнями безопасности',
            'Көлік құралдары GPS-мониторингпен және қауіпсіздік белдіктерімен жабдықталған',
            'Vehicles have GPS monitoring and seat belts',
          ),
          q(
            'tr3',
            1,
            'Аптечка, огнетушитель и знак аварийной остановки в наличии',
            'Дәрі қобдишасы, өрт сөндіргіш және апаттық тоқтау белгісі бар',
            'A first-aid kit, an extinguisher and a warning triangle are on board',
          ),
        ],
      },
      {
        title: title('Водители', 'Жүргізушілер', 'Drivers'),
        questions: [
          q(
            'tr4',
            3,
            'Водители прошли предрейсовый медицинский осмотр',
            'Жүргізушілер рейс алдындағы медициналық тексеруден өткен',
            'Drivers pass the pre-trip medical check',
          ),
          q(
            'tr5',
            2,
            'Водители обучены защитному вождению',
            'Жүргізушілер қорғаныс жүргізуге оқытылған',
            'Drivers are trained in defensive driving',
          ),
          q(
            'tr6',
            2,
            'Режим труда и отдыха водителей соблюдается',
            'Жүргізушілердің еңбек және демалыс режимі сақталады',
            'Drivers keep to their hours of work and rest',
          ),
        ],
      },
      {
        title: title('Управление поездками', 'Сапарларды басқару', 'Journey management'),
        questions: [
          q(
            'tr7',
            2,
            'Поездки за пределы промысла выполняются по согласованному плану поездки',
            'Кәсіпшіліктен тыс сапарлар келісілген сапар жоспары бойынша жасалады',
            'Trips off the field follow an agreed journey plan',
          ),
          q(
            'tr8',
            3,
            'Скоростной режим соблюдается по данным мониторинга',
            'Мониторинг деректері бойынша жылдамдық режимі сақталады',
            'Speed limits are kept, as the monitoring shows',
          ),
        ],
      },
    ],
  },
} satisfies Record<string, { title: TLocalizedText; sections: TChecklistSection[] }>;

/** What auditors write down: the demo's data, in Russian as the auditors wrote it. */
export const DEMO_AUDIT_NOTES = {
  evidence: [
    'Проверены журналы и удостоверения на месте',
    'Осмотр на месте, фотофиксация',
    'Опрос персонала смены',
    'Проверены записи за последний квартал',
  ],
  discrepancies: [
    'Записи за две недели отсутствуют',
    'У двух работников истёк срок проверки знаний',
    'Документ не утверждён руководителем',
    'На участке обнаружено нарушение, фото приложено',
    'Проверка просрочена на месяц',
  ],
  causes: [
    'Недостаточный контроль со стороны мастера участка',
    'Нехватка персонала в период отпусков',
    'Работники не ознакомлены с изменениями требований',
    'Отсутствует график проверок',
  ],
  actions: [
    'Провести внеплановый инструктаж и проверку знаний',
    'Назначить ответственного и утвердить график проверок',
    'Устранить нарушение и добавить пункт в ежедневный обход',
    'Актуализировать документ и ознакомить персонал под подпись',
  ],
  scopes: [
    'Производственные объекты и вспомогательные службы',
    'Цеха, склады и ремонтная база',
    'Автоколонна и пункт предрейсового осмотра',
  ],
  teams: ['Аудиторова А., Досымов Д.', 'Аудиторова А.', 'Аудиторова А., Главнов Ғ.'],
} as const;
