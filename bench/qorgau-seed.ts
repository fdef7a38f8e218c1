/**
 * Qorgau cards for the map bench: `count` cards over the last two years, around the sites of the
 * demo organizations the way the demo seed (apps/server/src/seed/demo-qorgau.ts) makes them: each
 * subsidiary files the same share, at its own site and its divisions' sites; most cards lie within
 * a few kilometres of a site, some further out (along roads and pipelines). The demo's mix of types
 * and categories, statuses by age (closed or rejected when older than three weeks, in work or just
 * registered when recent). One INSERT … SELECT generate_series with hashed pseudo-random numbers
 * (the same cards on every run, written in the order they were observed), then the numbers the
 * checks expect. The caller (serve.ts) then runs VACUUM ANALYZE.
 */
type TClient = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** West, south, east, north. */
export type TBox = [number, number, number, number];

/**
 * What people report, as in the demo seed, each repeated by its type's weight (conditions 5,
 * acts 3, hazards 2, dangerous occurrences 1, good practice 3) over that type's samples.
 */
const SAMPLES: {
  type: string;
  categories: string[];
  rule: string | null;
  object: string;
  text: string;
  repeat: number;
}[] = [
  {
    type: 'unsafe_condition',
    categories: ['housekeeping'],
    rule: null,
    object: 'Площадка насосной',
    text: 'Разлив масла у насоса, проход не огорожен',
    repeat: 5,
  },
  {
    type: 'unsafe_condition',
    categories: ['working_at_height'],
    rule: 'working_at_height',
    object: 'Резервуар РВС-5000',
    text: 'Повреждено ограждение лестницы резервуара',
    repeat: 5,
  },
  {
    type: 'unsafe_condition',
    categories: ['fire_safety'],
    rule: 'hot_work',
    object: 'Площадка сварки',
    text: 'Огнетушитель у места огневых работ просрочен',
    repeat: 5,
  },
  {
    type: 'unsafe_condition',
    categories: ['other'],
    rule: 'confined_space',
    object: 'Колодец задвижек',
    text: 'Открытый колодец без ограждения и знака',
    repeat: 5,
  },
  {
    type: 'unsafe_act',
    categories: ['ppe'],
    rule: null,
    object: 'Устье скважины',
    text: 'Оператор работал без защитных очков при отборе проб',
    repeat: 4,
  },
  {
    type: 'unsafe_act',
    categories: ['lifting_operations'],
    rule: 'safe_mechanical_lifting',
    object: 'Автокран',
    text: 'Стропальщик находился под поднятым грузом',
    repeat: 4,
  },
  {
    type: 'unsafe_act',
    categories: ['tools_equipment'],
    rule: 'line_of_fire',
    object: 'Превентор',
    text: 'Рабочий держал руку на линии удара ключа при откручивании',
    repeat: 4,
  },
  {
    type: 'hazard',
    categories: ['electrical'],
    rule: 'energy_isolation',
    object: 'Электрощит КТП',
    text: 'Дверца электрощита не закрыта, нет замка и бирки',
    repeat: 4,
  },
  {
    type: 'hazard',
    categories: ['environment'],
    rule: null,
    object: 'Трубопровод',
    text: 'Капельная утечка на фланцевом соединении',
    repeat: 4,
  },
  {
    type: 'dangerous_occurrence',
    categories: ['transport'],
    rule: 'driving',
    object: 'Внутрипромысловая дорога',
    text: 'Вахтовый автобус превысил скорость на участке с ограничением 40 км/ч',
    repeat: 4,
  },
  {
    type: 'good_practice',
    categories: ['procedures'],
    rule: 'work_authorization',
    object: 'Бригада КРС',
    text: 'Мастер провёл подробный инструктаж перед началом работ по наряду-допуску',
    repeat: 6,
  },
  {
    type: 'good_practice',
    categories: ['ppe', 'health'],
    rule: null,
    object: 'Бытовое помещение',
    text: 'Организована станция для промывки глаз и аптечка у входа в цех',
    repeat: 6,
  },
];

/** The region overview: western Kazakhstan, every demo site inside. */
export const QORGAU_REGION_BOX: TBox = [49, 42, 58, 52];
export const QORGAU_REGION_CATEGORY = 'ppe';
/** The site viewport: about 20 km × 15 km, what a browser window shows at zoom 12. */
const SITE_BOX_KM = { width: 20, height: 15 };
const SITE_DAYS = 90;
const REGION_DAYS = 365;

export type TQorgauSeed = {
  total: number;
  /** The subsidiary whose site the viewport shows: the one with the most sites in such a box. */
  subsidiary: string;
  siteBox: TBox;
  /** The site filter's date_from (90 days back) and what a guest sees there: the map's and the list's total. */
  siteFrom: string;
  siteExpected: number;
  /** Every card in the site box, whatever its date. */
  siteBoxAll: number;
  regionBox: TBox;
  regionCategory: string;
  /** The region filter's date_from (one year back) and what a guest sees of the category there. */
  regionFrom: string;
  regionExpected: number;
};

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** The box of `width` × `height` km centred on a point. */
function boxAround(latitude: number, longitude: number): TBox {
  const halfLat = SITE_BOX_KM.height / 2 / 110.57;
  const halfLng = SITE_BOX_KM.width / 2 / (111.32 * Math.cos((latitude * Math.PI) / 180));
  return [
    round(longitude - halfLng),
    round(latitude - halfLat),
    round(longitude + halfLng),
    round(latitude + halfLat),
  ];
}
const inBox = ([w, s, e, n]: TBox, lat: number, lng: number) => lng >= w && lng <= e && lat >= s && lat <= n;

export const emptyQorgauSeed = (): TQorgauSeed => ({
  total: 0,
  subsidiary: '',
  siteBox: [0, 0, 0, 0],
  siteFrom: '',
  siteExpected: 0,
  siteBoxAll: 0,
  regionBox: QORGAU_REGION_BOX,
  regionCategory: QORGAU_REGION_CATEGORY,
  regionFrom: '',
  regionExpected: 0,
});

export async function addQorgauCards(client: TClient, count: number): Promise<TQorgauSeed> {
  if (count <= 0) return emptyQorgauSeed();
  type TOrg = {
    id: string;
    parent_id: string | null;
    kind: string;
    name_en: string;
    name_ru: string;
    latitude: number;
    longitude: number;
  };
  const orgs = (
    await client.query(
      `select id, parent_id, kind, name_en, name_ru, latitude, longitude from organizations
       where deleted_at is null and latitude is not null and longitude is not null order by name_en`,
    )
  ).rows as TOrg[];
  const subsidiaries = orgs.filter((o) => o.kind === 'subsidiary');
  if (subsidiaries.length === 0)
    throw new Error('no subsidiary has a site: the demo seed sets organizations.latitude');

  // Each subsidiary the same share, spread evenly over its own site and its divisions' (60 slots
  // each: 4 or 5 places divide it).
  const slots: TOrg[] = [];
  for (const subsidiary of subsidiaries) {
    const places = orgs.filter((o) => o.id === subsidiary.id || o.parent_id === subsidiary.id);
    for (let i = 0; i < 60; i++) slots.push(places[i % places.length] as TOrg);
  }
  const samples = SAMPLES.flatMap((s) => Array<typeof s>(s.repeat).fill(s));
  const authors = (
    await client.query(`select id from users where is_active order by login limit 500`)
  ).rows.map((r) => String(r.id));

  // u(k): a uniform number in (0, 1) from card g's k-th hash, the same on every run.
  const u = (k: number) => `((hashint4(g * 16 + ${k})::float8 + 2147483648.5) / 4294967296.0)`;
  await client.query(
    `with r as (
       select g, ${u(1)} as u1, ${u(2)} as u2, ${u(3)} as u3, ${u(4)} as u4, ${u(5)} as u5,
              ${u(6)} as u6, ${u(7)} as u7, ${u(8)} as u8
       from generate_series(1, $1::int) g
     ), c as (
       select r.*,
         1 + floor(u3 * cardinality($2::uuid[]))::int as p,
         1 + floor(u4 * cardinality($7::text[]))::int as s,
         -- Most cards within a few kilometres of the site, 15 % further out.
         case when u7 < 0.85 then 1 else 8 end as spread,
         sqrt(-2 * ln(u1)) as radius,
         u5 * 730 as age
       from r
     ), d as (
       select c.*,
         now() - age * interval '1 day' as observed_at,
         case
           when age > 21 then case when u8 < 0.04 then 'rejected' else 'closed' end
           when age > 5 then case when u8 < 0.5 then 'in_work' else 'closed' end
           else case when u8 < 0.67 then 'registered' else 'in_work' end
         end as status,
         case when u6 < 0.55 then ($12::uuid[])[1 + floor(u6 / 0.55 * cardinality($12::uuid[]))::int] end as author
       from c
     )
     insert into qorgau_cards (id, number, organization_id, status, version, created_at, created_by,
       updated_at, updated_by, observation_type, observed_at, categories, main_category, vital_rule,
       department, site, object, description, consequences, measures_taken, discussed, reported_to,
       eliminated, latitude, longitude, anonymous, closed_at)
     select gen_random_uuid(), 'BENCH-QRG-' || lpad(g::text, 7, '0'), ($2::uuid[])[p], status,
       case status when 'registered' then 1 when 'closed' then 3 else 2 end,
       observed_at + interval '30 minutes', author,
       observed_at + case when status = 'closed' then interval '3 days' else interval '30 minutes' end, author,
       ($7::text[])[s], observed_at, ($8::text[])[s]::jsonb, ($8::text[])[s]::jsonb ->> 0, ($9::text[])[s],
       case when ($6::text[])[p] = 'division' then ($5::text[])[p] else '' end,
       ($5::text[])[p], ($10::text[])[s], ($11::text[])[s], '', '', u8 < 0.8,
       case when ($7::text[])[s] in ('unsafe_act', 'hazard', 'dangerous_occurrence') then 'Мастеру участка' else '' end,
       status = 'closed',
       ($3::float8[])[p] + 0.02 * spread * radius * cos(2 * pi() * u2),
       ($4::float8[])[p] + 0.03 * spread * radius * sin(2 * pi() * u2),
       author is null and u6 > 0.8,
       case when status = 'closed' then observed_at + interval '3 days' end
     -- In the order cards are filed, as the table holds them in production.
     from d order by observed_at`,
    [
      count,
      slots.map((o) => o.id),
      slots.map((o) => o.latitude),
      slots.map((o) => o.longitude),
      slots.map((o) => o.name_ru),
      slots.map((o) => o.kind),
      samples.map((s) => s.type),
      samples.map((s) => JSON.stringify(s.categories)),
      samples.map((s) => s.rule),
      samples.map((s) => s.object),
      samples.map((s) => s.text),
      authors,
    ],
  );

  // The viewport: around the subsidiary with the most sites in a box about its main site.
  const ranked = subsidiaries
    .map((s) => {
      const box = boxAround(s.latitude, s.longitude);
      return { s, box, sites: orgs.filter((o) => inBox(box, o.latitude, o.longitude)).length };
    })
    .sort((a, b) => b.sites - a.sites);
  const site = ranked[0] as (typeof ranked)[number];
  const siteFrom = dayBefore(SITE_DAYS);
  const regionFrom = dayBefore(REGION_DAYS);
  // What a guest sees (no rejected cards), with the server's conditions.
  const inBoxSql = (n: number) =>
    `point(longitude, latitude) <@ box(point(($${n}::float8[])[1], ($${n}::float8[])[2]), point(($${n}::float8[])[3], ($${n}::float8[])[4]))`;
  const counted = async (sql: string, params: unknown[]) =>
    Number(((await client.query(sql, params)).rows[0] as { n: number }).n);
  const guest = `deleted_at is null and status <> 'rejected'`;
  const siteExpected = await counted(
    `select count(*)::int as n from qorgau_cards where ${guest} and ${inBoxSql(1)} and observed_at >= $2::timestamptz`,
    [site.box, `${siteFrom}T00:00:00Z`],
  );
  const siteBoxAll = await counted(`select count(*)::int as n from qorgau_cards where ${inBoxSql(1)}`, [
    site.box,
  ]);
  const regionExpected = await counted(
    `select count(*)::int as n from qorgau_cards where ${guest} and ${inBoxSql(1)}
       and observed_at >= $2::timestamptz and categories @> jsonb_build_array($3::text)`,
    [QORGAU_REGION_BOX, `${regionFrom}T00:00:00Z`, QORGAU_REGION_CATEGORY],
  );
  return {
    total: count,
    subsidiary: site.s.name_en,
    siteBox: site.box,
    siteFrom,
    siteExpected,
    siteBoxAll,
    regionBox: QORGAU_REGION_BOX,
    regionCategory: QORGAU_REGION_CATEGORY,
    regionFrom,
    regionExpected,
  };
}
