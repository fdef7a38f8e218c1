import type { TBreakdownItem } from '@hse/contracts/analytics/index';
import {
  DRIVING_OBSERVATION_MODULE,
  PNBR_OBSERVATION_MODULE,
  WORKS_OBSERVATION_MODULE,
} from '@hse/contracts/observation-modules';
import { VITAL_RULES } from '@hse/contracts/observations';
import { QORGAU_MODULE } from '@hse/contracts/qorgau-module';
import { VITAL_RULE_TEXTS } from '@hse/contracts/vital-rule-texts';
import { sql } from 'drizzle-orm';
import { drill, firstDayOf, lastDayOf, rowsOf, type TAnalyticsContext, uuids } from './context.ts';

/** The observation checklists; the rollup's `source` is their key. */
const KINDS = [
  { key: 'pnbr', module: PNBR_OBSERVATION_MODULE },
  { key: 'works', module: WORKS_OBSERVATION_MODULE },
  { key: 'driving', module: DRIVING_OBSERVATION_MODULE },
] as const;

type TRange = { orgIds: readonly string[]; from: number; to: number };

/** The observation rollup's cells of a range (decision 087): one statement, a few hundred rows. */
const rollupWhere = (range: TRange) =>
  sql`organization_id = any(${uuids(range.orgIds)}) and month between ${range.from} and ${range.to}`;

/** Sent observations of each kind (a draft is its author's alone), all and with a finding at risk. */
export async function observationCounts(ctx: Pick<TAnalyticsContext, 'deps'>, range: TRange) {
  const rows = await rowsOf<{ kind: string; n: number; risky: number }>(
    ctx.deps.db,
    sql`select source as kind, sum(total)::int as n, sum(at_risk)::int as risky
      from analytics_observation_months where ${rollupWhere(range)} and source <> 'qorgau' group by 1`,
  );
  const counts = new Map(rows.map((r) => [r.kind, { total: Number(r.n), atRisk: Number(r.risky) }]));
  for (const k of KINDS) if (!counts.has(k.key)) counts.set(k.key, { total: 0, atRisk: 0 });
  return counts;
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
    sql`select rule, sum(n)::int as n from analytics_rule_months where ${rollupWhere(range)} group by rule`,
  );
  const by = new Map(rows.map((r) => [r.rule, Number(r.n)]));
  return VITAL_RULES.map((rule) => ({
    key: rule,
    label: VITAL_RULE_TEXTS[rule],
    value: by.get(rule) ?? 0,
    drill: qorgauDrill(ctx, { vital_rule: rule }),
  }));
}

/** Qorgau cards of the period by type, and how many are closed. */
export async function qorgauCounts(ctx: TAnalyticsContext, range: TRange = ctx) {
  const rows = await rowsOf<{ type: string; n: number; closed: number }>(
    ctx.deps.db,
    sql`select category as type, sum(total)::int as n, sum(closed)::int as closed
      from analytics_observation_months where ${rollupWhere(range)} and source = 'qorgau' group by 1`,
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
