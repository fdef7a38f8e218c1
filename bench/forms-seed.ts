/**
 * Form submissions (decisions 058, 060) for the bench: `years` full years before this one of every
 * form (26) by 30 subsidiaries (those the demo has, and more added under the holding), each month,
 * quarter or year the form asks for: 56,700 submissions for 10 years. Each form's values and
 * results are one set (the demo's values of version 1, computed), the same on every row, so that
 * the rows weigh what real ones do. One INSERT … SELECT; the caller runs VACUUM ANALYZE.
 */
import { FORM_CATALOGUE } from '@hse/contracts/forms/catalogue/index';
import { computeForm } from '@hse/contracts/forms/evaluate';
import { demoFormValues } from '../apps/server/src/seed/demo-form-values.ts';
import { random } from '../apps/server/src/seed/demo-random.ts';

type TClient = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

export const FORM_SUBSIDIARIES = 30;
const PER_YEAR = { month: 12, quarter: 4, year: 1 } as const;

export type TFormsSeed = {
  total: number;
  /** A submission of form 1 (a fixed table and computed fields) the read scenario asks for. */
  readId: string;
  readNumber: string;
  /** Form 1 consolidated for the holding over the two years before this one (`forms-consolidation`). */
  consolidation: { from: string; to: string; submissions: number };
  /** Hours worked by the holding last year, from the counted form 1 submissions (`forms-indicators`). */
  hours: { year: number; total: number };
};

/** `today`: the local day (TIME_ZONE); the seed's years are the ones before its year. */
export async function addFormSubmissions(client: TClient, years: number, today: string): Promise<TFormsSeed> {
  const thisYear = Number(today.slice(0, 4));
  if (years <= 0)
    return {
      total: 0,
      readId: '',
      readNumber: '',
      consolidation: { from: '', to: '', submissions: 0 },
      hours: { year: thisYear - 1, total: 0 },
    };
  const [have] = (
    await client.query(`select count(*)::int as n from organizations where kind = 'subsidiary'`)
  ).rows as { n: number }[];
  const missing = FORM_SUBSIDIARIES - (have?.n ?? 0);
  if (missing > 0)
    await client.query(
      `insert into organizations (id, parent_id, kind, name_ru, name_kk, name_en, short_name)
       select gen_random_uuid(), (select id from organizations where kind = 'holding' order by created_at limit 1),
         'subsidiary', 'ТОО «Бенч ' || g || '»', '«Бенч ' || g || '» ЖШС', 'Bench ' || g || ' LLP', 'BENCH-' || g
       from generate_series(1, $1::int) g`,
      [missing],
    );
  const forms = FORM_CATALOGUE.map((definition, i) => {
    const values = demoFormValues(definition, random(100 + i), `${thisYear - 1}-01-01`);
    const computed = computeForm(definition, values);
    return {
      code: definition.code,
      perYear: PER_YEAR[definition.period],
      period: definition.period,
      values: JSON.stringify(values),
      results: JSON.stringify({ values: computed.values, totals: computed.totals }),
    };
  });
  await client.query(
    `with subs as (
       select id, row_number() over (order by created_at, id) as n from organizations
       where kind = 'subsidiary' and deleted_at is null order by created_at, id limit $6::int
     ),
     forms as (select * from unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::jsonb[])
               as f(code, per_year, kind, vals, res)),
     periods as (
       select subs.id as org, forms.*, y as year, p as period,
         case forms.kind when 'month' then make_date(y, p, 1) + interval '1 month'
           when 'quarter' then make_date(y, 3 * p - 2, 1) + interval '3 months'
           else make_date(y + 1, 1, 1)::timestamp end as period_end
       from subs, forms, generate_series($7::int - $8::int, $7::int - 1) y, generate_series(1, forms.per_year) p
     )
     insert into form_submissions (id, number, organization_id, status, version, created_at, created_by, updated_at,
       updated_by, form_code, year, period, period_key, definition_version, due_on, sent_at, late, values, results)
     select gen_random_uuid(), 'FRM-BENCH-' || lpad((row_number() over ())::text, 7, '0'), org,
       case when hashint4(year * 100 + period) % 50 = 0 then 'revision' else 'accepted' end, 3,
       period_end, (select id from users where login = 'admin'), period_end + interval '6 days',
       (select id from users where login = 'admin'), code, year, period,
       case kind when 'month' then year || '-' || lpad(period::text, 2, '0')
         when 'quarter' then year || '-Q' || period else year::text end,
       1, (period_end + interval '4 days')::date, period_end + interval '3 days', false, vals, res
     from periods
     on conflict do nothing`,
    [
      forms.map((f) => f.code),
      forms.map((f) => f.perYear),
      forms.map((f) => f.period),
      forms.map((f) => f.values),
      forms.map((f) => f.results),
      FORM_SUBSIDIARIES,
      thisYear,
      years,
    ],
  );
  const [total] = (await client.query(`select count(*)::int as n from form_submissions`)).rows as {
    n: number;
  }[];
  const [read] = (
    await client.query(
      `select id, number from form_submissions where form_code = 'HSE_FRM_1' and year = $1::int
       order by number desc limit 1`,
      [thisYear - 1],
    )
  ).rows as { id: string; number: string }[];
  // What the two scenarios must answer, counted here apart from the code they measure.
  const [consolidated] = (
    await client.query(
      `select count(*)::int as n from form_submissions
       where form_code = 'HSE_FRM_1' and status = 'accepted' and deleted_at is null and year between $1::int and $2::int`,
      [thisYear - 2, thisYear - 1],
    )
  ).rows as { n: number }[];
  const [hours] = (
    await client.query(
      `select coalesce(sum((results #>> '{values,hours_total}')::float8), 0)::float8 as h from form_submissions
       where form_code = 'HSE_FRM_1' and status in ('sent', 'accepted') and deleted_at is null and year = $1::int
         and jsonb_typeof(results #> '{values,hours_total}') = 'number'`,
      [thisYear - 1],
    )
  ).rows as { h: number }[];
  return {
    total: total?.n ?? 0,
    readId: read?.id ?? '',
    readNumber: read?.number ?? '',
    consolidation: {
      from: `${thisYear - 2}-01`,
      to: `${thisYear - 1}-12`,
      submissions: consolidated?.n ?? 0,
    },
    hours: { year: thisYear - 1, total: Number(hours?.h ?? 0) },
  };
}
