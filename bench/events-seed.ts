/**
 * Events (corrective measures, decision 050) for the bench: `count` events spread evenly over the
 * demo organizations with due dates over two years (580 days back to 150 days ahead), about a
 * fifth open (in work, stopped or on revision), 5 % overdue (open and past their due date), the
 * rest done or on approval, approved, or found not applicable; then, for the reminder job,
 * `reminders` more events open and due within the next three days (the reminder window), their
 * responsibles spread over many users. One INSERT … SELECT generate_series each, with hashed
 * pseudo-random numbers (the same events every run); the caller runs VACUUM ANALYZE.
 */
type TClient = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** People who answer for events: the first of the active users by id, spread over every organization. */
const PEOPLE = 20_000;

const MEASURES = [
  'Провести внеплановый инструктаж персонала участка',
  'Заменить ограждение вращающихся частей насоса',
  'Внести изменения в инструкцию по охране труда',
  'Установить дополнительное освещение рабочей зоны',
  'Актуализировать журнал проверок оборудования',
  'Разместить памятку по работе на высоте',
];

export type TEventsSeed = {
  total: number;
  /** The local day (TIME_ZONE) the seed and the checks counted from. */
  today: string;
  /** Open events of the whole holding, and the overdue ones the subsidiary's HSE user sees. */
  open: number;
  overdueExpected: number;
  /** Events added due within the reminder window. */
  reminders: number;
  /**
   * Reminder notices the scan must send: one per open event due today or in the next two days
   * and per person it names (responsible and co-executors); the people they go to.
   */
  remindersExpected: number;
  remindedUsers: number;
};

/** Open as the events' partial indexes and the overdue rule say (decision 050). */
const openOf = (e = '') =>
  `${e}deleted_at is null and ${e}status <> 'approved' and ${e}execution_status in ('in_work', 'stopped')`;

/** A non-negative pseudo-random number below `n` from a hash (hashint4 may answer the int minimum). */
const below = (hash: string, n: number) => `((${hash})::bigint + 2147483648) % ${n}`;

export async function addEvents(
  client: TClient,
  options: { count: number; reminders: number; subsidiaryId: string; today: string },
): Promise<TEventsSeed> {
  const { count, reminders, subsidiaryId, today } = options;
  const common = `
    orgs as (select array_agg(id order by kind, name_en, id) as ids from organizations where deleted_at is null),
    people as (select array_agg(id order by id) as ids
               from (select id from users where is_active order by id limit ${PEOPLE}) u)`;
  if (count > 0)
    await client.query(
      `with ${common},
       base as (
         select g, ${below('hashint4(g)', 730)} as d, ${below('hashint8(g::bigint)', 1000)} as roll,
                ${below('hashint4(-g)', 1_000_000)} as r
         from generate_series(1, $1::int) g
       ),
       shaped as (
         select *, $2::date - 580 + d::int as due,
           case
             when d >= 580 then case when roll < 650 then 'in_work/in_work' when roll < 730 then 'in_work/stopped'
               when roll < 850 then 'on_approval/done' when roll < 960 then 'approved/done' else 'approved/not_applicable' end
             else case when roll < 40 then 'in_work/in_work' when roll < 50 then 'in_work/stopped'
               when roll < 63 then 'revision/in_work' when roll < 90 then 'on_approval/done'
               when roll < 960 then 'approved/done' else 'approved/not_applicable' end
           end as state
         from base
       )
       insert into events (id, number, organization_id, status, version, created_at, created_by, updated_at,
                           updated_by, title, description, responsible_id, co_executor_ids, approver_id, due_on,
                           cost, execution_status, execution_comment, report, done_on, overdue, assignee_id)
       select gen_random_uuid(), 'EVT-BENCH-' || lpad(g::text, 7, '0'),
         orgs.ids[1 + g % cardinality(orgs.ids)],
         split_part(state, '/', 1), 1,
         (due - 30)::timestamptz, people.ids[1 + (r + 7) % cardinality(people.ids)],
         (due - 30)::timestamptz, people.ids[1 + (r + 7) % cardinality(people.ids)],
         ($3::text[])[1 + r % cardinality($3::text[])], '',
         people.ids[1 + r % cardinality(people.ids)],
         case when r % 10 < 2 then array[people.ids[1 + (r * 13 + 5) % cardinality(people.ids)]] else '{}'::uuid[] end,
         people.ids[1 + (r + 7) % cardinality(people.ids)],
         due,
         case when roll % 2 = 0 then 50 + r % 5000 end,
         split_part(state, '/', 2),
         case split_part(state, '/', 2) when 'stopped' then 'Ожидается поставка материалов'
           when 'not_applicable' then 'Оборудование выведено из эксплуатации' end,
         case when split_part(state, '/', 2) = 'done' then 'Мероприятие выполнено, фотоотчёт приложен' end,
         case when split_part(state, '/', 2) = 'done' then least(due + (r % 15)::int - 10, $2::date - 1) end,
         false,
         case when split_part(state, '/', 1) in ('in_work', 'revision')
           then people.ids[1 + r % cardinality(people.ids)] else people.ids[1 + (r + 7) % cardinality(people.ids)] end
       from shaped, orgs, people`,
      [count, today, MEASURES],
    );
  if (reminders > 0)
    await client.query(
      `with ${common}
       insert into events (id, number, organization_id, status, version, created_at, created_by, updated_at,
                           updated_by, title, description, responsible_id, co_executor_ids, approver_id, due_on,
                           cost, execution_status, overdue, assignee_id)
       select gen_random_uuid(), 'EVT-BENCH-R' || lpad(g::text, 7, '0'),
         orgs.ids[1 + g % cardinality(orgs.ids)], 'in_work', 1,
         now() - interval '20 days', people.ids[1 + (g * 11 + 3) % cardinality(people.ids)],
         now() - interval '20 days', people.ids[1 + (g * 11 + 3) % cardinality(people.ids)],
         ($3::text[])[1 + g % cardinality($3::text[])], '',
         people.ids[1 + (g * 7) % cardinality(people.ids)],
         case when g % 5 = 0 then array[people.ids[1 + (g * 13 + 5) % cardinality(people.ids)]] else '{}'::uuid[] end,
         people.ids[1 + (g * 11 + 3) % cardinality(people.ids)],
         $2::date + g % 3, null, 'in_work', false,
         people.ids[1 + (g * 7) % cardinality(people.ids)]
       from generate_series(1, $1::int) g, orgs, people`,
      [reminders, today, MEASURES],
    );
  const one = async (text: string, params: unknown[]) =>
    Number(((await client.query(text, params)).rows[0] as { n: number }).n);
  const open = await one(`select count(*)::int as n from events where ${openOf()}`, []);
  const overdueExpected = await one(
    `with recursive tree as (
       select id from organizations where id = $1
       union all select o.id from organizations o join tree t on o.parent_id = t.id
     )
     select count(*)::int as n from events
     where organization_id in (select id from tree) and ${openOf()} and due_on < $2::date`,
    [subsidiaryId, today],
  );
  const reminded = (
    await client.query(
      `select count(*)::int as n, count(distinct u)::int as users from (
         select distinct e.id, u from events e, unnest(array[e.responsible_id] || e.co_executor_ids) u
         where ${openOf('e.')}
           and e.due_on between $1::date and $1::date + 2) x`,
      [today],
    )
  ).rows[0] as { n: number; users: number };
  return {
    total: count + reminders,
    today,
    open,
    overdueExpected,
    reminders,
    remindersExpected: reminded.n,
    remindedUsers: reminded.users,
  };
}
