import { atRiskCount, type TObservationKind, type TObservationStatus } from '@hse/contracts/observations';
import type { organizations } from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { DEMO_LINES, type TDemoLine } from './demo-observation-texts.ts';
import type { TRandom } from './demo-random.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
export const MINUTE = 60_000;

/** Observations a subsidiary files a month, by kind and line: transport drives the most. */
const MONTHLY: Record<TObservationKind, Record<TDemoLine, [number, number]>> = {
  pnbr: { production: [5, 8], refining: [4, 7], transport: [3, 6] },
  works: { production: [3, 5], refining: [3, 5], transport: [2, 4] },
  driving: { production: [3, 5], refining: [1, 3], transport: [5, 8] },
};
/** The share of observations with a finding; most of what observers see is done safely. */
const AT_RISK: Record<TObservationKind, number> = { pnbr: 0.17, works: 0.12, driving: 0.15 };
/** The demo employee's observations still in draft, their most recent ones. */
const OWN_DRAFTS: Record<TObservationKind, number> = { pnbr: 2, works: 1, driving: 1 };

type TOrg = typeof organizations.$inferSelect;
export type TPerson = {
  id: string;
  organizationId: string;
  lastName: string;
  firstName: string;
  middleName: string;
};

/** What every demo observation shares before its kind adds its own fields. */
export type TFrame = {
  subsidiary: TOrg;
  org: TOrg;
  line: TDemoLine;
  author: TPerson;
  status: TObservationStatus;
  observed: Date;
  atRisk: boolean;
};

/** What the seed derives for a row itself; the kind's fields come from the texts. */
export type TCommon = {
  id: string;
  number: string;
  organizationId: string;
  status: TObservationStatus;
  checks: Record<string, string>;
  atRiskCount: number;
  createdAt: Date;
  createdBy: string;
  updatedAt: Date;
  updatedBy: string;
  version: number;
};

/** The demo's organizations and people the observations are spread over. */
export type TDemoCast = {
  orgs: TOrg[];
  subsidiaries: TOrg[];
  people: TPerson[];
  employee: TPerson;
  dotos: TPerson;
  head: TPerson;
};

/**
 * Who observed what where and when, month by month over two years: each subsidiary's share by its
 * line, the demo employee's latest few left in draft.
 */
export function framesOf(kind: TObservationKind, cast: TDemoCast, now: Date, rng: TRandom): TFrame[] {
  const { orgs, subsidiaries, people, employee, dotos, head } = cast;
  const frames: TFrame[] = [];
  let drafts = OWN_DRAFTS[kind];
  for (let month = 23; month >= 0; month--) {
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - month, 1);
    for (const subsidiary of subsidiaries) {
      const line = DEMO_LINES[subsidiary.shortName] ?? 'production';
      const units = [subsidiary, ...orgs.filter((o) => o.parentId === subsidiary.id)];
      const pool = people.filter((p) => units.some((u) => u.id === p.organizationId));
      const own = subsidiary.id === employee.organizationId;
      for (let n = rng.int(...MONTHLY[kind][line]); n > 0; n--) {
        const draft = month === 0 && own && drafts-- > 0;
        const roll = rng.next();
        // Holding HSE staff visit the sites too; the demo employee observes their own subsidiary.
        const author = draft
          ? employee
          : own && roll < 0.12
            ? employee
            : roll > 0.93
              ? rng.pick([dotos, head])
              : rng.pick(pool.length > 0 ? pool : [employee]);
        // Trips need their whole length behind them; a draft is what was seen in the last days.
        const latest = now.getTime() - (kind === 'driving' ? 8 : 2) * HOUR;
        const day = start + rng.int(0, 29) * DAY + (3 + rng.next() * 10) * HOUR;
        const observed = new Date(draft || day > latest ? latest - rng.int(0, draft ? 72 : 240) * HOUR : day);
        frames.push({
          subsidiary,
          org: rng.pick(units),
          line,
          author,
          status: draft ? 'draft' : 'sent',
          observed,
          atRisk: rng.next() < AT_RISK[kind],
        });
      }
    }
  }
  return frames;
}

/**
 * The columns the platform sets when an observation is created and sent; the count of findings
 * is the contracts' atRiskCount, which the module derives on every write too.
 */
export function common(
  frame: TFrame,
  checks: Record<string, string>,
  now: Date,
  rng: TRandom,
  seenUntil = frame.observed.getTime(),
): TCommon {
  const created = new Date(Math.min(seenUntil + rng.int(20, 480) * MINUTE, now.getTime() - 30 * MINUTE));
  const sent = frame.status === 'sent';
  return {
    id: newId(),
    number: '',
    organizationId: frame.org.id,
    status: frame.status,
    checks,
    atRiskCount: atRiskCount(checks),
    createdAt: created,
    createdBy: frame.author.id,
    updatedAt: sent ? new Date(created.getTime() + 5 * MINUTE) : created,
    updatedBy: frame.author.id,
    // Sending is a write of its own: a sent observation is at its second version.
    version: sent ? 2 : 1,
  };
}
