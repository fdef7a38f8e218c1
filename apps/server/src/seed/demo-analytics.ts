import type { TMainIndicator } from '@hse/contracts/analytics/indicators';
import type { THistoricalKey } from '@hse/contracts/analytics/overview';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { analyticsHistory, analyticsTargets, organizations } from '../db/schema/index.ts';
import { REGISTER_FROM_YEAR } from '../modules/analytics/overview.ts';
import { newId } from '../platform/ids.ts';
import { random } from './demo-random.ts';

const HISTORY_YEARS = 6;

/**
 * Targets a holding of this size sets itself: lost-time and recordable injuries per million hours,
 * fatalities per hundred million hours, days lost per million hours, vehicle crashes per million
 * km. A subsidiary's own target is a little stricter or looser than the holding's.
 */
const HOLDING_TARGETS: Record<TMainIndicator, number> = {
  ltif: 0.4,
  trir: 1.2,
  far: 2.5,
  ltisr: 18,
  mvcr: 0.35,
};

/**
 * A subsidiary's size before the register: people, kilometres a year and tonnes of CO2e. The
 * figures follow the demo story: production is the larger, drives more, and emits more.
 */
const SIZE_BY_ORDER = [
  { headcount: 3400, km: 11_500_000, co2e: 910_000 },
  { headcount: 1900, km: 4_800_000, co2e: 620_000 },
  { headcount: 1200, km: 3_100_000, co2e: 180_000 },
];

/**
 * The demo's analytics: every year's targets since the history ends, and six years of figures
 * before the register, as an administrator would import them from the subsidiaries' old reports:
 * people and hours slowly growing, injuries falling, near misses and observations reported more
 * as the safety culture grows. Seeded once: a target or figure that is there is left as it is.
 */
export async function seedDemoAnalytics(db: Db, now = new Date()) {
  const orgs = await db
    .select({ id: organizations.id, kind: organizations.kind, name: organizations.nameEn })
    .from(organizations)
    .where(inArray(organizations.kind, ['holding', 'subsidiary']));
  const holding = orgs.find((o) => o.kind === 'holding');
  const subsidiaries = orgs
    .filter((o) => o.kind === 'subsidiary')
    .sort((a, b) => a.name.localeCompare(b.name));
  if (!holding || subsidiaries.length === 0) return;
  const draw = random(21_021).next;

  const targets: (typeof analyticsTargets.$inferInsert)[] = [];
  const thisYear = now.getUTCFullYear();
  for (let year = REGISTER_FROM_YEAR; year <= thisYear; year++) {
    // Each year a little stricter than the last.
    const tighten = 0.95 ** (year - REGISTER_FROM_YEAR);
    for (const org of [holding, ...subsidiaries]) {
      const spread = org === holding ? 1 : 0.85 + draw() * 0.3;
      for (const [indicator, value] of Object.entries(HOLDING_TARGETS)) {
        const digits = value < 1 ? 100 : 10;
        targets.push({
          id: newId(),
          year,
          organizationId: org.id,
          indicator,
          value: Math.round(value * tighten * spread * digits) / digits,
        });
      }
    }
  }
  await db.insert(analyticsTargets).values(targets).onConflictDoNothing();

  const history: (typeof analyticsHistory.$inferInsert)[] = [];
  subsidiaries.forEach((org, index) => {
    const size = SIZE_BY_ORDER[index % SIZE_BY_ORDER.length] as (typeof SIZE_BY_ORDER)[number];
    for (let step = 0; step < HISTORY_YEARS; step++) {
      const year = REGISTER_FROM_YEAR - HISTORY_YEARS + step;
      const growth = 1 + 0.02 * step;
      const headcount = Math.round(size.headcount * growth * (0.98 + draw() * 0.04));
      const hours = headcount * (1_880 + Math.round(draw() * 60));
      // Injuries fall by about a tenth a year; reporting of near misses and observations grows.
      const falling = 0.9 ** step;
      const lti = Math.max(0, Math.round((hours / 1_000_000) * 0.9 * falling * (0.7 + draw() * 0.6)));
      const figures: Record<THistoricalKey, number> = {
        hours_worked: hours,
        headcount,
        km_driven: Math.round(size.km * growth * (0.95 + draw() * 0.1)),
        fatalities: draw() < 0.12 * falling ? 1 : 0,
        lti,
        recordable: lti + Math.round((hours / 1_000_000) * 1.6 * falling * (0.7 + draw() * 0.6)),
        days_lost: lti * (18 + Math.round(draw() * 22)),
        road_accidents: Math.round((size.km / 1_000_000) * 0.4 * falling * (0.6 + draw() * 0.8)),
        fires: draw() < 0.5 ? 0 : 1 + Math.round(draw()),
        near_misses: Math.round((headcount / 20) * (1 + 0.35 * step) * (0.85 + draw() * 0.3)),
        observations: Math.round(headcount * (0.6 + 0.45 * step) * (0.85 + draw() * 0.3)),
        co2e_total: Math.round(size.co2e * (1 - 0.015 * step) * (0.97 + draw() * 0.06)),
      };
      for (const [key, value] of Object.entries(figures))
        history.push({ id: newId(), organizationId: org.id, year, key, value });
    }
  });
  await db.insert(analyticsHistory).values(history).onConflictDoNothing();
}
