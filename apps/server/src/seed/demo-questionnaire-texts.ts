import type { TVitalRule } from '@hse/contracts/observations';
import type { TQuestionKind } from '@hse/contracts/questionnaires';

/** A question's text and options in one more language, the options in the order of the Russian. */
type TDemoTranslation = { text: string; options: string[] };

export type TDemoQuestion = {
  rule: TVitalRule;
  kind: TQuestionKind;
  /** As written, in Russian. */
  text: string;
  /** Options; the right ones start with `+`. */
  options: string[];
  /** How often the demo respondents get it right. */
  rightShare: number;
  kk: TDemoTranslation;
  en: TDemoTranslation;
};

export const DEMO_QUESTIONNAIRE = {
  title: 'Жизненно важные правила: ежегодная проверка знаний',
  description:
    'Двенадцать вопросов по девяти жизненно важным правилам IOGP. Ответьте на все вопросы: результат и правила, которые стоит повторить, будут показаны сразу.',
  translations: {
    title: {
      kk: 'Өмірлік маңызды ережелер: білімді жыл сайынғы тексеру',
      en: 'Life-Saving Rules: the annual knowledge check',
    },
    description: {
      kk: 'IOGP-тің тоғыз өмірлік маңызды ережесі бойынша он екі сұрақ. Барлық сұрақтарға жауап беріңіз: нәтиже және қайталауға тұрарлық ережелер бірден көрсетіледі.',
      en: 'Twelve questions on the nine IOGP Life-Saving Rules. Answer every question: your score and the rules worth going over again are shown at once.',
    },
  },
};

/** Twelve questions over the nine IOGP Life-Saving Rules; the hardest are those people most often fail. */
export const DEMO_QUESTIONS: TDemoQuestion[] = [
  {
    rule: 'bypassing_safety_controls',
    kind: 'single',
    text: 'Сработавшая блокировка мешает продолжить работу. Что вы сделаете?',
    options: [
      'Временно отключу блокировку и продолжу под своим контролем',
      '+Остановлю работу и получу разрешение на отключение средства защиты',
      'Попрошу коллегу подстраховать и продолжу',
    ],
    rightShare: 0.86,
    kk: {
      text: 'Іске қосылған бұғаттау жұмысты жалғастыруға кедергі келтіреді. Не істейсіз?',
      options: [
        'Бұғаттауды уақытша ажыратып, өз бақылауыммен жалғастырамын',
        'Жұмысты тоқтатып, қорғаныс құралын ажыратуға рұқсат аламын',
        'Әріптесімнен сақтандыруын сұрап, жалғастырамын',
      ],
    },
    en: {
      text: 'A tripped interlock stops you from going on with the work. What do you do?',
      options: [
        'Bypass the interlock for a while and carry on under my own control',
        'Stop the work and get a permit to override the safety device',
        'Ask a colleague to watch my back and carry on',
      ],
    },
  },
  {
    rule: 'confined_space',
    kind: 'multiple',
    text: 'Что обязательно до входа в замкнутое пространство?',
    options: [
      '+Наряд-допуск на работы в замкнутом пространстве',
      '+Анализ воздушной среды перед входом',
      '+Наблюдающий у входа на всё время работы',
      'Согласие мастера по телефону',
    ],
    rightShare: 0.58,
    kk: {
      text: 'Тұйық кеңістікке кірер алдында не міндетті?',
      options: [
        'Тұйық кеңістіктегі жұмыстарға наряд-рұқсат',
        'Кірер алдында ауа ортасын талдау',
        'Жұмыстың бүкіл уақытында кіреберістегі бақылаушы',
        'Шебердің телефон арқылы келісімі',
      ],
    },
    en: {
      text: 'What is required before entering a confined space?',
      options: [
        'A permit to work in the confined space',
        'A gas test of the atmosphere before entry',
        'A standby person at the entrance throughout the work',
        'The foreman’s consent over the phone',
      ],
    },
  },
  {
    rule: 'confined_space',
    kind: 'single',
    text: 'Коллега потерял сознание в ёмкости. Ваши первые действия?',
    options: [
      'Спущусь и вытащу его',
      '+Подам сигнал тревоги и начну спасение по плану, не входя без СИЗОД',
      'Подожду, пока он придёт в себя',
    ],
    rightShare: 0.74,
    kk: {
      text: 'Әріптесіңіз ыдыстың ішінде есінен танып қалды. Алғашқы әрекеттеріңіз?',
      options: [
        'Түсіп, оны шығарып аламын',
        'Дабыл беріп, тыныс алу құралынсыз кірмей, жоспар бойынша құтқаруды бастаймын',
        'Ол есін жиғанша күтемін',
      ],
    },
    en: {
      text: 'A colleague has collapsed inside a vessel. What do you do first?',
      options: [
        'Climb in and pull him out',
        'Raise the alarm and start the rescue plan without entering without breathing apparatus',
        'Wait for him to come round',
      ],
    },
  },
  {
    rule: 'driving',
    kind: 'multiple',
    text: 'Что из перечисленного запрещено за рулём служебного автомобиля?',
    options: [
      '+Разговор по телефону, в том числе по громкой связи',
      '+Превышение установленной скорости',
      'Остановка для отдыха каждые два часа',
      '+Движение без ремня безопасности',
    ],
    rightShare: 0.63,
    kk: {
      text: 'Қызметтік көлікті жүргізу кезінде төмендегілердің қайсысына тыйым салынған?',
      options: [
        'Телефонмен сөйлесу, соның ішінде қатты дауыс байланысы арқылы',
        'Белгіленген жылдамдықтан асыру',
        'Әр екі сағат сайын демалуға тоқтау',
        'Қауіпсіздік белдігінсіз жүру',
      ],
    },
    en: {
      text: 'Which of these is forbidden when driving a company vehicle?',
      options: [
        'Talking on the phone, hands-free included',
        'Exceeding the speed limit',
        'Stopping for a rest every two hours',
        'Driving without a seat belt',
      ],
    },
  },
  {
    rule: 'energy_isolation',
    kind: 'single',
    text: 'Кто снимает замок и бирку после окончания работ на оборудовании?',
    options: [
      'Любой работник бригады',
      '+Тот, кто их установил, после проверки готовности оборудования',
      'Оператор установки по окончании смены',
    ],
    rightShare: 0.8,
    kk: {
      text: 'Жабдықтағы жұмыс аяқталғаннан кейін құлып пен бирканы кім алады?',
      options: [
        'Бригаданың кез келген жұмыскері',
        'Оларды орнатқан адам, жабдықтың дайындығын тексергеннен кейін',
        'Ауысым соңында қондырғы операторы',
      ],
    },
    en: {
      text: 'Who removes the lock and tag when work on equipment is finished?',
      options: [
        'Any member of the crew',
        'The person who fitted them, after checking the equipment is ready',
        'The unit operator at the end of the shift',
      ],
    },
  },
  {
    rule: 'energy_isolation',
    kind: 'multiple',
    text: 'Как убедиться, что оборудование обесточено перед работой?',
    options: [
      '+Проверить отсутствие напряжения прибором',
      '+Попробовать пустить оборудование после изоляции',
      'Спросить у электрика, который отключал',
    ],
    rightShare: 0.52,
    kk: {
      text: 'Жұмыс алдында жабдықтың ажыратылғанына қалай көз жеткізуге болады?',
      options: [
        'Кернеудің жоқтығын аспаппен тексеру',
        'Оқшаулағаннан кейін жабдықты іске қосып көру',
        'Ажыратқан электриктен сұрау',
      ],
    },
    en: {
      text: 'How do you make sure equipment is de-energised before work?',
      options: [
        'Test for absence of voltage with an instrument',
        'Try to start the equipment after isolation',
        'Ask the electrician who switched it off',
      ],
    },
  },
  {
    rule: 'hot_work',
    kind: 'single',
    text: 'Газоанализатор показывает горючие пары в зоне сварки. Что делать?',
    options: [
      'Продолжить, если концентрация ниже половины НКПР',
      '+Прекратить огневые работы и выяснить источник',
      'Продолжить с огнетушителем наготове',
    ],
    rightShare: 0.83,
    kk: {
      text: 'Газталдағыш дәнекерлеу аймағында жанғыш буларды көрсетеді. Не істеу керек?',
      options: [
        'Концентрация ТЖШ жартысынан төмен болса, жалғастыру',
        'Отпен жұмыстарды тоқтатып, көзін анықтау',
        'Өрт сөндіргішті дайын ұстап жалғастыру',
      ],
    },
    en: {
      text: 'The gas detector shows flammable vapour in the welding area. What now?',
      options: [
        'Carry on if the concentration is below half the LEL',
        'Stop the hot work and find the source',
        'Carry on with an extinguisher at hand',
      ],
    },
  },
  {
    rule: 'line_of_fire',
    kind: 'multiple',
    text: 'Где нельзя находиться при работах под давлением и с подвешенным грузом?',
    options: [
      '+На линии возможного выброса среды или разлёта деталей',
      '+Под подвешенным грузом',
      'За ограждением опасной зоны',
    ],
    rightShare: 0.68,
    kk: {
      text: 'Қысыммен және ілулі жүкпен жұмыс істегенде қай жерде болуға болмайды?',
      options: [
        'Ортаның ықтимал шығарылуы немесе бөлшектердің ұшу сызығында',
        'Ілулі жүктің астында',
        'Қауіпті аймақ қоршауының сыртында',
      ],
    },
    en: {
      text: 'Where must you never stand during work under pressure or with a suspended load?',
      options: [
        'In the line of a possible release or of flying parts',
        'Under the suspended load',
        'Outside the barrier of the danger zone',
      ],
    },
  },
  {
    rule: 'safe_mechanical_lifting',
    kind: 'single',
    text: 'Кто может подавать команды крановщику при подъёме груза?',
    options: ['Любой работник на площадке', '+Только назначенный стропальщик-сигнальщик', 'Мастер участка'],
    rightShare: 0.71,
    kk: {
      text: 'Жүкті көтеру кезінде крановщикке кім команда бере алады?',
      options: ['Алаңдағы кез келген жұмыскер', 'Тек тағайындалған ілмекші-сигналшы', 'Учаске шебері'],
    },
    en: {
      text: 'Who may give signals to the crane operator during a lift?',
      options: ['Any worker on site', 'Only the appointed slinger-signaller', 'The site foreman'],
    },
  },
  {
    rule: 'work_authorization',
    kind: 'single',
    text: 'Условия на месте работ изменились и не совпадают с нарядом-допуском. Ваши действия?',
    options: [
      'Закончу работу, потом сообщу',
      '+Остановлю работу и запрошу пересмотр наряда-допуска',
      'Внесу изменения в наряд сам',
    ],
    rightShare: 0.77,
    kk: {
      text: 'Жұмыс орнындағы жағдай өзгерді және наряд-рұқсатқа сәйкес келмейді. Әрекеттеріңіз?',
      options: [
        'Жұмысты аяқтап, кейін хабарлаймын',
        'Жұмысты тоқтатып, наряд-рұқсатты қайта қарауды сұраймын',
        'Нарядқа өзгерістерді өзім енгіземін',
      ],
    },
    en: {
      text: 'Conditions at the worksite have changed and no longer match the permit. What do you do?',
      options: [
        'Finish the job and report afterwards',
        'Stop the work and ask for the permit to be revised',
        'Amend the permit myself',
      ],
    },
  },
  {
    rule: 'working_at_height',
    kind: 'single',
    text: 'С какой высоты работа считается работой на высоте?',
    options: ['С 3 м', '+С 1,8 м', 'С 5 м'],
    rightShare: 0.55,
    kk: {
      text: 'Қандай биіктіктен бастап жұмыс биіктіктегі жұмыс болып саналады?',
      options: ['3 м-ден', '1,8 м-ден', '5 м-ден'],
    },
    en: {
      text: 'From what height is work counted as work at height?',
      options: ['From 3 m', 'From 1.8 m', 'From 5 m'],
    },
  },
  {
    rule: 'working_at_height',
    kind: 'multiple',
    text: 'Что проверить перед работой на высоте?',
    options: [
      '+Исправность страховочной системы',
      '+Надёжность анкерной точки',
      'Наличие перчаток',
      '+Ограждение зоны внизу',
    ],
    rightShare: 0.6,
    kk: {
      text: 'Биіктіктегі жұмыс алдында нені тексеру керек?',
      options: [
        'Сақтандыру жүйесінің жарамдылығын',
        'Анкерлік нүктенің сенімділігін',
        'Қолғаптың бар-жоғын',
        'Төмендегі аймақтың қоршауын',
      ],
    },
    en: {
      text: 'What do you check before work at height?',
      options: [
        'That the fall-arrest system is sound',
        'That the anchor point is reliable',
        'That you have gloves',
        'That the area below is fenced off',
      ],
    },
  },
];
