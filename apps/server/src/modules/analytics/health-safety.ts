import type { THealthSafety, THealthSafetyFilter } from '@hse/contracts/analytics/index';
import { INCIDENT_KINDS, INJURY_OUTCOMES, INJURY_SEVERITIES } from '@hse/contracts/incidents';
import { childrenOf, monthOf, type TAnalyticsContext } from './context.ts';
import { byActivity, byBodyPart, byCause, byTimeOfDay, investigations } from './health-safety-figures.ts';
import { incidentDrill, incidentMonths, sumIncidents } from './incident-figures.ts';
import { rowSets } from './main-indicators.ts';
import { qorgauCounts, qorgauDrill } from './observation-figures.ts';

/**
 * Injuries and the safety pyramid: every figure from the rollups (decisions 087, 090), so a
 * holding's two years answer from cells, not from its messages.
 */
export async function healthSafety(
  ctx: TAnalyticsContext,
  filter: THealthSafetyFilter,
): Promise<THealthSafety> {
  const kind = filter.kind;
  const kinds = kind ? [kind] : undefined;
  const months = await incidentMonths(ctx.deps.db, ctx.orgIds, ctx.from, ctx.to);
  const all = { from: ctx.from, to: ctx.to, kinds };
  const sum = (measure: Parameters<typeof sumIncidents>[2], selection = all) =>
    sumIncidents(months, selection, measure);
  const drillOf = (more: Parameters<typeof incidentDrill>[3] = {}) =>
    incidentDrill(ctx.org.id, ctx.from, ctx.to, { kind, ...more });
  const outcomeCount = (o: (typeof INJURY_OUTCOMES)[number]) => ({
    value: sum((m) => m[o]),
    drill: drillOf({ victim_outcome: o }),
  });
  const rows = childrenOf(ctx);
  const sets = rowSets(ctx, [ctx.org, ...rows]);
  const [causes, bodyParts, activity, timeOfDay, qorgau, investigationFigures] = await Promise.all([
    byCause(ctx, kind),
    byBodyPart(ctx, kind),
    byActivity(ctx, kind),
    byTimeOfDay(ctx, kind),
    qorgauCounts(ctx),
    investigations(ctx),
  ]);
  const nearMisses = sumIncidents(
    months,
    { from: ctx.from, to: ctx.to, kinds: ['near_miss'] },
    (m) => m.incidents,
  );
  const injuries = sum((m) => m.fatality + m.lwdc + m.rwc + m.mtc + m.fac);
  const byMonth = [];
  for (let m = ctx.from; m <= ctx.to; m++)
    byMonth.push({ month: monthOf(m), value: sum((x) => x.injured, { from: m, to: m, kinds }) });
  return {
    filter: ctx.applied,
    injured: { value: sum((m) => m.injured), drill: drillOf({ victim_outcome: INJURY_OUTCOMES.join(',') }) },
    incidents: { value: sum((m) => m.incidents), drill: drillOf() },
    breakdowns: {
      severity: INJURY_SEVERITIES.map((s) => ({ key: s, label: null, value: sum((m) => m[s]), drill: null })),
      outcome: INJURY_OUTCOMES.map((o) => ({ key: o, label: null, ...outcomeCount(o) })),
      kind: (kind ? [kind] : INCIDENT_KINDS).map((k) => ({
        key: k,
        label: null,
        value: sumIncidents(months, { from: ctx.from, to: ctx.to, kinds: [k] }, (m) => m.incidents),
        drill: incidentDrill(ctx.org.id, ctx.from, ctx.to, { kind: k }),
      })),
      cause: causes,
      body_part: bodyParts,
      activity,
      time_of_day: timeOfDay,
      organization: rows.map((row) => ({
        key: row.id,
        label: row.name,
        value: sum((m) => m.incidents, { ...all, orgIds: sets.get(row.id) } as typeof all),
        drill: incidentDrill(row.id, ctx.from, ctx.to, { kind }),
      })),
    },
    pyramid: {
      fatalities: outcomeCount('fatality'),
      lti: outcomeCount('lwdc'),
      rwc: outcomeCount('rwc'),
      mtc: outcomeCount('mtc'),
      first_aid: outcomeCount('fac'),
      near_misses: {
        value: nearMisses,
        drill: incidentDrill(ctx.org.id, ctx.from, ctx.to, { kind: 'near_miss' }),
      },
      unsafe_acts: { value: qorgau.unsafe_act, drill: qorgauDrill(ctx, { observation_type: 'unsafe_act' }) },
      unsafe_conditions: {
        value: qorgau.unsafe_condition,
        drill: qorgauDrill(ctx, { observation_type: 'unsafe_condition' }),
      },
    },
    near_miss_ratio: injuries > 0 ? Math.round((nearMisses / injuries) * 100) / 100 : null,
    investigations: investigationFigures,
    by_month: byMonth,
  };
}
