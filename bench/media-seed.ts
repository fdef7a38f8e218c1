/**
 * The documents of the search bench: `count` documents of the eight areas with titles in ru, kk
 * and en, each with a current version whose extracted text (about 2–3 KB) is drawn from HSE
 * sentences in the document's language, written by INSERT … SELECT generate_series.
 */
type TClient = { query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

const AREAS = [
  'common_files',
  'occ_safety',
  'industrial_safety',
  'transport_security',
  'fire_safety',
  'health_protection',
  'environmental_protection',
  'civil_defense',
];

/** Title kinds and subjects, the same index in each language. */
const KINDS = {
  ru: [
    'Инструкция по охране труда',
    'Положение',
    'Стандарт организации',
    'Регламент',
    'Порядок',
    'Программа',
  ],
  kk: ['Еңбекті қорғау жөніндегі нұсқаулық', 'Ереже', 'Ұйым стандарты', 'Регламент', 'Тәртіп', 'Бағдарлама'],
  en: [
    'Occupational safety instruction',
    'Regulation',
    'Company standard',
    'Procedure',
    'Order',
    'Programme',
  ],
};
const SUBJECTS = {
  ru: [
    'при работе на высоте',
    'о наряде-допуске на огневые работы',
    'по пожарной безопасности на складах ГСМ',
    'о работах в замкнутых пространствах',
    'по электробезопасности',
    'о выдаче средств индивидуальной защиты',
    'о расследовании несчастных случаев',
    'по перевозке опасных грузов',
    'по обращению с отходами',
    'о медицинских осмотрах работников',
    'по гражданской обороне и действиям при ЧС',
    'о блокировке источников энергии',
  ],
  kk: [
    'биіктікте жұмыс істеу кезінде',
    'отпен жұмыстарға рұқсат-наряд туралы',
    'жанар-жағармай қоймаларындағы өрт қауіпсіздігі бойынша',
    'тұйық кеңістіктердегі жұмыстар туралы',
    'электр қауіпсіздігі бойынша',
    'жеке қорғану құралдарын беру туралы',
    'жазатайым оқиғаларды тергеу туралы',
    'қауіпті жүктерді тасымалдау бойынша',
    'қалдықтармен жұмыс істеу бойынша',
    'қызметкерлерді медициналық тексеру туралы',
    'азаматтық қорғаныс және төтенше жағдайлардағы іс-әрекеттер бойынша',
    'энергия көздерін бұғаттау туралы',
  ],
  en: [
    'for work at height',
    'on hot work permits',
    'on fire safety at fuel depots',
    'on work in confined spaces',
    'on electrical safety',
    'on issuing personal protective equipment',
    'on investigating accidents',
    'on transporting dangerous goods',
    'on waste management',
    'on medical examinations of workers',
    'on civil defence and emergency response',
    'on isolating energy sources',
  ],
};
const SENTENCES = {
  ru: [
    'Перед началом работ ответственный руководитель проверяет наличие наряда-допуска и инструктажа.',
    'Работник обязан применять выданные средства индивидуальной защиты: каску, очки, перчатки и страховочную привязь.',
    'Огневые работы разрешается проводить только после анализа воздушной среды на содержание горючих газов.',
    'Место работ ограждается, вывешиваются предупреждающие знаки, назначается наблюдающий.',
    'Источники энергии отключаются и блокируются замком с биркой исполнителя до окончания работ.',
    'Первичные средства пожаротушения проверяются ежемесячно; огнетушители перезаряжаются в установленные сроки.',
    'О каждом несчастном случае или происшествии немедленно сообщается непосредственному руководителю.',
    'Вход в замкнутое пространство допускается только при постоянном контроле газовоздушной среды.',
    'Транспортные средства проходят предрейсовый осмотр, водители — предрейсовый медицинский осмотр.',
    'Отходы собираются раздельно в промаркированные контейнеры и вывозятся специализированной организацией.',
    'При объявлении сигнала тревоги персонал действует согласно плану эвакуации и собирается в пункте сбора.',
    'Лица, не прошедшие обучение и проверку знаний по охране труда, к работе не допускаются.',
    'Электроустановки обслуживаются персоналом с группой по электробезопасности не ниже третьей.',
    'Леса и подмости принимаются комиссией и ежедневно осматриваются перед началом смены.',
  ],
  kk: [
    'Жұмыс басталар алдында жауапты басшы рұқсат-нарядтың және нұсқаманың бар-жоғын тексереді.',
    'Қызметкер берілген жеке қорғану құралдарын қолдануға міндетті: каска, көзілдірік, қолғап және сақтандыру белдігі.',
    'Отпен жұмыстарды ауа ортасында жанғыш газдардың құрамын талдағаннан кейін ғана жүргізуге рұқсат етіледі.',
    'Жұмыс орны қоршалады, ескерту белгілері ілінеді, бақылаушы тағайындалады.',
    'Энергия көздері жұмыс аяқталғанға дейін ажыратылып, орындаушының белгісі бар құлыппен бұғатталады.',
    'Өрт сөндірудің алғашқы құралдары ай сайын тексеріледі; өрт сөндіргіштер белгіленген мерзімде қайта толтырылады.',
    'Әрбір жазатайым оқиға немесе оқыс оқиға туралы тікелей басшыға дереу хабарланады.',
    'Тұйық кеңістікке кіруге газ-ауа ортасын үздіксіз бақылаған жағдайда ғана рұқсат етіледі.',
    'Көлік құралдары рейс алдындағы тексеруден, жүргізушілер рейс алдындағы медициналық тексеруден өтеді.',
    'Қалдықтар таңбаланған контейнерлерге бөлек жиналып, мамандандырылған ұйыммен шығарылады.',
    'Дабыл белгісі берілгенде қызметкерлер эвакуациялау жоспарына сәйкес әрекет етіп, жиналу пунктіне жиналады.',
    'Еңбекті қорғау бойынша оқудан және білімін тексеруден өтпеген адамдар жұмысқа жіберілмейді.',
    'Электр қондырғыларына электр қауіпсіздігі тобы үштен төмен емес қызметкерлер қызмет көрсетеді.',
    'Ағаш төсемдер мен сатылар комиссиямен қабылданып, ауысым басталар алдында күн сайын тексеріледі.',
  ],
  en: [
    'Before work starts the responsible supervisor checks that a work permit and a briefing are in place.',
    'Workers must use the personal protective equipment issued: helmet, goggles, gloves and a safety harness.',
    'Hot work may start only after the air has been tested for flammable gases.',
    'The work area is fenced off, warning signs are posted and a watcher is appointed.',
    'Energy sources are switched off and locked out with the worker’s own lock and tag until the work is done.',
    'Fire extinguishers and other first-aid firefighting equipment are inspected every month.',
    'Every accident or incident is reported to the immediate supervisor at once.',
    'Entry into a confined space is allowed only with continuous gas monitoring.',
    'Vehicles are inspected and drivers examined by a medic before every trip.',
    'Waste is collected separately in labelled containers and removed by a licensed contractor.',
    'When the alarm sounds, staff follow the evacuation plan and gather at the assembly point.',
    'Nobody who has not been trained and tested in occupational safety may start work.',
    'Electrical installations are served by staff with electrical safety group three or higher.',
    'Scaffolds are accepted by a commission and inspected every day before the shift.',
  ],
};

/**
 * Sentences of graded rarity, in the document's language: the first in every 40th document
 * (2,500 of 100,000), the second in every 500th (200), the third in every 5,000th (20). The pool
 * above puts every one of its words in every document of its language (a third of all): the dense
 * worst case; these are the spread a real library has, where most words are in few documents.
 */
const SPARSE = {
  ru: [
    'Резервуары с нефтепродуктами осматриваются ежеквартально.',
    'Грузоподъёмные краны освидетельствуются инспектором.',
    'Сероводород контролируется переносными газоанализаторами.',
  ],
  kk: [
    'Мұнай өнімдері бар резервуарлар тоқсан сайын тексеріледі.',
    'Жүк көтергіш крандар инспектормен куәландырылады.',
    'Күкіртсутек тасымалы газ талдағыштармен бақыланады.',
  ],
  en: [
    'Oil product tanks are inspected every quarter.',
    'Lifting cranes are certified by an inspector.',
    'Hydrogen sulphide is monitored with portable gas detectors.',
  ],
};
const SPARSE_EVERY = [40, 500, 5000];

export async function addDocuments(client: TClient, count: number) {
  const orgs = (
    await client.query(`select id from organizations where deleted_at is null order by id`)
  ).rows.map((row) => String(row.id));
  const [author] = (await client.query(`select id from users where login = 'dotos'`)).rows;
  // One statement per language: the text of a document is in its language, titles in all three.
  for (const [n, lang] of (['ru', 'kk', 'en'] as const).entries()) {
    await client.query(
      `with g as (
         select g, gen_random_uuid() as id from generate_series(1, $1::int) g where g % 3 = $2::int
       ), docs as (
         insert into documents (id, number, organization_id, status, area, title_ru, title_kk, title_en,
           doc_number, approved_on, valid_until, language, versions_count, created_by, updated_by)
         select id, 'BENCH-' || g, ($3::uuid[])[1 + (g * 7) % cardinality($3::uuid[])], 'approved',
           ($4::text[])[1 + g % 8],
           ($5::text[])[1 + g % 6] || ' ' || ($6::text[])[1 + (g / 6) % 12] || ' № ' || g,
           ($7::text[])[1 + g % 6] || ' ' || ($8::text[])[1 + (g / 6) % 12] || ' № ' || g,
           ($9::text[])[1 + g % 6] || ' ' || ($10::text[])[1 + (g / 6) % 12] || ' No. ' || g,
           'ИОТ-' || g, date '2020-01-01' + (g % 2000), date '2024-01-01' + (g % 2500), $11::text, 1, $12::uuid,
           $12::uuid
         from g
         returning id, number
       )
       insert into document_versions (id, document_id, number, name, mime, size, storage_key, is_current,
         text_state, text, created_by)
       select gen_random_uuid(), d.id, 1, d.number || '.pdf', 'application/pdf', 40000, 'bench/' || d.id, true,
         'done',
         (select string_agg(($13::text[])[1 + (abs(hashtext(d.number)) + i * 5) % cardinality($13::text[])], ' ')
            from generate_series(1, 20 + abs(hashtext(d.number)) % 20) i)
         || (select coalesce(string_agg(' ' || ($14::text[])[k], ''), '') from generate_series(1, 3) k
               where substr(d.number, 7)::int % ($15::int[])[k] = 0),
         $12::uuid
       from docs d`,
      [
        count,
        n,
        orgs,
        AREAS,
        KINDS.ru,
        SUBJECTS.ru,
        KINDS.kk,
        SUBJECTS.kk,
        KINDS.en,
        SUBJECTS.en,
        lang,
        author?.id ?? null,
        SENTENCES[lang],
        SPARSE[lang],
        SPARSE_EVERY,
      ],
    );
  }
}

/**
 * What the bench searches for: words and phrases in the three languages, several areas each;
 * `dense` ones are in a third of the documents, the others in the spread of SPARSE, and a title's
 * number is in one.
 */
export const SEARCH_QUERIES: Record<'dense' | 'sparse', string[]> = {
  sparse: [
    'резервуар',
    'грузоподъёмный кран',
    'сероводород',
    'резервуарлар',
    'крандар',
    'күкіртсутек',
    'tank',
    'lifting crane',
    'hydrogen sulphide',
    '4711',
  ],
  dense: [
    'наряд-допуск',
    'огневые работы',
    'средства индивидуальной защиты',
    'огнетушитель',
    'замкнутое пространство',
    'электробезопасность',
    'эвакуация',
    'несчастный случай',
    'отходы',
    'блокировка источников энергии',
    'рұқсат-наряд',
    'өрт сөндіргіш',
    'тұйық кеңістік',
    'қорғану құралдары',
    'нұсқаулық',
    'қауіпті жүктер',
    'эвакуациялау жоспары',
    'hot work',
    'confined space',
    'personal protective equipment',
    'fire extinguisher',
    'lock out',
    'evacuation plan',
    'dangerous goods',
    'scaffold',
    'waste',
  ],
};
