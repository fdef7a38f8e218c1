import type { TBreakdownItem } from '@hse/contracts/analytics/index';
import {
  DRIVING_OBSERVATION_MODULE,
  PNBR_OBSERVATION_MODULE,
  WORKS_OBSERVATION_MODULE,
} from '@hse/contracts/observation-modules';
import { VITAL_RULES } from '@hse/contracts/observations';
import { QORGAU_MODULE } from '@hse/contracts/qorgau-module';
import { type SQL, sql } from 'drizzle-orm';
import {
  drill,
  firstDayOf,
  lastDayOf,
  monthStart,
  rowsOf,
  type TAnalyticsContext,
  uuids,
} from './context.ts';

/** Where an observation's moment is: a timestamp, or the driving trip's date. */
const KINDS = [
  { key: 'pnbr', table: 'pnbr_observations', at: 'observed_at', module: PNBR_OBSERVATION_MODULE },
  { key: 'works', table: 'works_observations', at: 'observed_at', module: WORKS_OBSERVATION_MODULE },
  { key: 'driving', table: 'driving_observations', at: 'trip_date', module: DRIVING_OBSERVATION_MODULE },
] as const;

type TRange = { orgIds: readonly string[]; from: number; to: number };

const inPeriod = (column: string, range: TRange): SQL =>
  column === 'trip_date'
    ? sql`deleted_at is null and organization_id = any(${uuids(range.orgIds)})
      and trip_date between ${firstDayOf(range.from)}::date and ${lastDayOf(range.to)}::date`
    : sql`deleted_at is null and organization_id = any(${uuids(range.orgIds)})
    and ${sql.identifier(column)} >= ${monthStart(range.from).toISOString()}::timestamptz
    and ${sql.identifier(column)} < ${monthStart(range.to + 1).toISOString()}::timestamptz`;

/** Sent observations of each kind (a draft is its author's alone), all and with a finding at risk. */
export async function observationCounts(ctx: Pick<TAnalyticsContext, 'deps'>, range: TRange) {
  const parts = KINDS.map(
    (
      k,
    ) => sql`select ${k.key}::text as kind, count(*)::int as n, count(*) filter (where at_risk_count > 0)::int as risky
      from ${sql.identifier(k.table)} where ${inPeriod(k.at, range)} and status = 'sent'`,
  );
  const rows = await rowsOf<{ kind: string; n: number; risky: number }>(
    ctx.deps.db,
    sql.join(parts, sql` union all `),
  );
  return new Map(rows.map((r) => [r.kind, { total: Number(r.n), atRisk: Number(r.risky) }]));
}

export const observationDrill = (
  organizationId: string,
  kind: (typeof KINDS)[number]['key'],
  from: number,
  to: number,
  atRisk?: boolean,
) => {
  const module = KINDS.find((k) => k.key === kind)?.module ?? PNBR_OBSERVATION_MODULE;
  return drill(module.routes.list, module.resource, {
    organization_id: organizationId,
    status: 'sent',
    date_from: firstDayOf(from),
    date_to: lastDayOf(to),
    at_risk: atRisk === undefined ? undefined : String(atRisk),
  });
};

export const OBSERVATION_KIND_KEYS = KINDS.map((k) => k.key);

/** Checks marked at risk by life-saving rule: PNBR and works checklists, and Qorgau cards' rule. */
export async function atRiskByRule(ctx: TAnalyticsContext): Promise<TBreakdownItem[]> {
  const range = { orgIds: ctx.orgIds, from: ctx.from, to: ctx.to };
  const rows = await rowsOf<{ rule: string; n: number }>(
    ctx.deps.db,
    sql`select rule, sum(n)::int as n from (
        select c.key as rule, count(*) as n from pnbr_observations, jsonb_each_text(checks) c
          where ${inPeriod('observed_at', range)} and status = 'sent' and c.value = 'at_risk' group by 1
        union all
        select c.key, count(*) from works_observations, jsonb_each_text(checks) c
          where ${inPeriod('observed_at', range)} and status = 'sent' and c.value = 'at_risk' group by 1
        union all
        select vital_rule, count(*) from qorgau_cards where ${inPeriod('observed_at', range)}
          and vital_rule is not null group by 1
      ) x group by rule`,
  );
  const by = new Map(rows.map((r) => [r.rule, Number(r.n)]));
  return VITAL_RULES.map((rule) => ({
    key: rule,
    label: null,
    value: by.get(rule) ?? 0,
    drill: qorgauDrill(ctx, { vital_rule: rule }),
  }));
}

/** Qorgau cards of the period by type, and how many are closed. */
export async function qorgauCounts(ctx: TAnalyticsContext, range: TRange = ctx) {
  const rows = await rowsOf<{ type: string; n: number; closed: number }>(
    ctx.deps.db,
    sql`select observation_type as type, count(*)::int as n, count(*) filter (where status = 'closed')::int as closed
      from qorgau_cards where ${inPeriod('observed_at', range)} group by 1`,
  );
  const out = { unsafe_act: 0, unsafe_condition: 0, total: 0, closed: 0 };
  for (const r of rows) {
    if (r.type === 'unsafe_act') out.unsafe_act = Number(r.n);
    if (r.type === 'unsafe_condition') out.unsafe_condition = Number(r.n);
    out.total += Number(r.n);
    out.closed += Number(r.closed);
  }
  return out;
}

export const qorgauDrill = (
  ctx: Pick<TAnalyticsContext, 'org' | 'from' | 'to'>,
  more: { observation_type?: string; status?: string; vital_rule?: string } = {},
) =>
  drill(QORGAU_MODULE.routes.list, QORGAU_MODULE.resource, {
    organization_id: ctx.org.id,
    date_from: firstDayOf(ctx.from),
    date_to: lastDayOf(ctx.to),
    ...more,
  });
