import {
  DRIVING_CHECKS,
  type TDrivingCheck,
  type TObservationKind,
  type TObservationStatus,
  type TWorkPractice,
  VITAL_RULES,
} from '@hse/contracts/observations';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  drivingObservations,
  history,
  organizations,
  pnbrObservations,
  registrationCounters,
  users,
  worksObservations,
} from '../db/schema/index.ts';
import { OBSERVATION_KINDS } from '../modules/observations/observation-kinds.ts';
import { OBSERVATION_TYPES } from '../modules/observations/observations-service.ts';
import { newId } from '../platform/ids.ts';
import { seriesCode } from '../platform/registration-numbers.ts';
import { formatFio } from '../platform/tokens.ts';
import {
  DEMO_CONTRACTORS,
  DEMO_DRIVING_FINDINGS,
  DEMO_DRIVING_PRAISE,
  DEMO_FLEET,
  DEMO_LINES,
  DEMO_PRACTICE_FINDINGS,
  DEMO_ROUTES,
  DEMO_TASKS,
  DEMO_VERIFICATIONS,
  DEMO_WORKS_COMMENTS,
  type TDemoLine,
  type TDemoTask,
} from './demo-observation-texts.ts';
import { FIRST_NAMES, LAST_NAMES } from './demo-people.ts';
import { random, type TRandom } from './demo-random.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Western Kazakhstan keeps UTC+5: shifts run 08:00–18:00 there, and drivers' clocks show it. */
const LOCAL_OFFSET = 5 * HOUR;

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

/** Habits drivers most often slip on, as fleet observation programmes find them. */
const DRIVING_RISKS: Record<TDrivingCheck, number> = {
  speed: 4,
  phone: 3,
  distance: 3,
  seat_belt: 2,
  fatigue: 1,
  pre_trip_inspection: 2,
  journey_plan: 1,
};

/** Practices seen on any job; each line adds those its work brings, not always all of them in view. */
const EVERY_JOB_PRACTICES: readonly TWorkPractice[] = [
  'ppe',
  'tools_equipment',
  'housekeeping',
  'procedures',
  'communication',
];
const LINE_PRACTICES: Record<TDemoLine, readonly TWorkPractice[]> = {
  production: ['pressure_systems', 'environment', 'manual_handling', 'hazard_communication', 'body_position'],
  refining: ['chemicals', 'fire_prevention', 'electrical_safety', 'pressure_systems', 'emergency_readiness'],
  transport: [
    'environment',
    'emergency_readiness',
    'hazard_communication',
    'body_position',
    'manual_handling',
  ],
};
/**
 * How often a practice slips beside a broken rule, as behavioural programmes find it: PPE and
 * housekeeping lead. A practice is found at risk only together with a rule, so the share of
 * observations with findings stays AT_RISK and every finding has a rule to raise a task on.
 */
const PRACTICE_RISKS: Record<TWorkPractice, number> = {
  ppe: 5,
  housekeeping: 4,
  tools_equipment: 3,
  procedures: 3,
  communication: 2,
  body_position: 2,
  manual_handling: 2,
  hazard_communication: 2,
  environment: 2,
  chemicals: 1,
  fire_prevention: 1,
  electrical_safety: 1,
  pressure_systems: 1,
  emergency_readiness: 1,
};
/** The share of observations with a broken rule where a practice slipped too. */
const PRACTICE_AT_RISK = 0.4;

type TOrg = typeof organizations.$inferSelect;
type TPerson = {
  id: string;
  organizationId: string;
  lastName: string;
  firstName: string;
  middleName: string;
};
type THistoryRow = typeof history.$inferInsert;

/** What every demo observation shares before its kind adds its own fields. */
type TFrame = {
  subsidiary: TOrg;
  org: TOrg;
  line: TDemoLine;
  author: TPerson;
  status: TObservationStatus;
  observed: Date;
  atRisk: boolean;
};

/** What the seed derives for a row itself; the kind's fields come from the texts. */
type TCommon = {
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

/**
 * Two years of PNBR, works and driving observations across the demo subsidiaries, on a database
 * that has the demo accounts and no observations yet: mostly safe, some with findings, the demo
 * employee's latest few still in draft.
 */
export async function seedDemoObservations(db: Db, now = new Date()): Promise<boolean> {
  let existing = 0;
  for (const table of [pnbrObservations, worksObservations, drivingObservations])
    existing += (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const named = async (login: string) =>
    (
      await db
        .select({
          id: users.id,
          organizationId: users.organizationId,
          lastName: users.lastName,
          firstName: users.firstName,
          middleName: users.middleName,
        })
        .from(users)
        .where(eq(users.login, login))
    )[0];
  const employee = await named('employee');
  const dotos = await named('dotos');
  const head = await named('headdotos');
  if (existing > 0 || !employee || !dotos || !head) return false;

  const orgs = await db.select().from(organizations);
  const people: TPerson[] = await db
    .select({
      id: users.id,
      organizationId: users.organizationId,
      lastName: users.lastName,
      firstName: users.firstName,
      middleName: users.middleName,
    })
    .from(users);
  const subsidiaries = orgs.filter((o) => o.kind === 'subsidiary');
  const rng = random(20_261_124);
  const counters: (typeof registrationCounters.$inferInsert)[] = [];
  const trail: THistoryRow[] = [];

  /** Numbers in date order within each subsidiary's yearly series, as creating them one by one would. */
  const numbered = <R extends TCommon>(kind: TObservationKind, made: { row: R; frame: TFrame }[]) => {
    const prefix = OBSERVATION_KINDS[kind].numberPrefix;
    const last = new Map<string, number>();
    made.sort((a, b) => a.frame.observed.getTime() - b.frame.observed.getTime());
    for (const { row, frame } of made) {
      const year = yearOf(kind, row, frame);
      const code = seriesCode(frame.subsidiary.shortName);
      const key = `${code}:${year}`;
      const serial = (last.get(key) ?? 0) + 1;
      last.set(key, serial);
      row.number = [prefix, code, String(year), String(serial).padStart(5, '0')].filter(Boolean).join('-');
      trail.push(...historyOf(OBSERVATION_KINDS[kind].entityType, row));
    }
    for (const [key, serial] of last) {
      const [series, year] = key.split(':');
      counters.push({ prefix, series: series as string, year: Number(year), last: serial });
    }
    return made.map((m) => m.row);
  };

  const framesOf = (kind: TObservationKind): TFrame[] => {
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
          const observed = new Date(
            draft || day > latest ? latest - rng.int(0, draft ? 72 : 240) * HOUR : day,
          );
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
  };

  const pnbr = numbered(
    'pnbr',
    framesOf('pnbr').map((frame) => {
      const task = rng.pick(DEMO_TASKS[frame.line]);
      const where = rng.pick(task.places);
      const group = rng.int(1, 6);
      const contractor = rng.next() < 0.45;
      const rated = workChecks(task, frame, rng);
      const row = {
        ...common('pnbr', frame, rated.checks, now, rng),
        checkComments: rated.comments,
        observer: formatFio(frame.author),
        observed: group === 1 ? `${rng.pick(LAST_NAMES)} ${rng.pick(FIRST_NAMES)}` : `${group} чел.`,
        monitoredCompany: contractor ? rng.pick(DEMO_CONTRACTORS) : frame.subsidiary.nameRu,
        monitoredDepartment: contractor ? 'Подрядная бригада' : task.department,
        task: task.task,
        observedAt: frame.observed,
        observedCount: group,
        place: where.place,
        placeDetail: where.detail,
        discussed:
          frame.atRisk || rng.next() < 0.5
            ? task.discussed
            : 'Положительная обратная связь за соблюдение правил',
        workStopped: frame.atRisk && rng.next() < 0.55,
        description: frame.atRisk ? task.atRisk : task.safe,
        comment: frame.atRisk ? 'Нарушение устранено, работы продолжены после беседы' : '',
      } satisfies typeof pnbrObservations.$inferInsert;
      return { row, frame };
    }),
  );

  const works = numbered(
    'works',
    framesOf('works').map((frame) => {
      const task = rng.pick(DEMO_TASKS[frame.line]);
      const rated = workChecks(task, frame, rng);
      const row = {
        ...common('works', frame, rated.checks, now, rng),
        checkComments: rated.comments,
        observedAt: frame.observed,
        structuralDivision: frame.org.kind === 'division' ? frame.org.nameRu : task.department,
        organizationVerification: rng.pick(DEMO_VERIFICATIONS),
        description: `${task.task}. ${frame.atRisk ? task.atRisk : task.safe}`,
        comment: frame.atRisk
          ? 'Руководителю работ выдано предписание, работы продолжены после устранения'
          : rng.pick(['', ...DEMO_WORKS_COMMENTS]),
      } satisfies typeof worksObservations.$inferInsert;
      return { row, frame };
    }),
  );

  const driving = numbered(
    'driving',
    framesOf('driving').map((frame) => {
      const route = rng.pick(DEMO_ROUTES);
      const vehicle = rng.pick(DEMO_FLEET);
      const startLocal = new Date(frame.observed.getTime() + LOCAL_OFFSET);
      const endLocal = new Date(startLocal.getTime() + (route.minutes + rng.int(-10, 30)) * MINUTE);
      const checks = drivingChecks(frame.atRisk, rng);
      const findings = DRIVING_CHECKS.filter((c) => checks[c] === 'at_risk').map(
        (c) => DEMO_DRIVING_FINDINGS[c],
      );
      const forward = rng.next() < 0.5;
      const row = {
        ...common('driving', frame, checks, now, rng, endLocal.getTime() - LOCAL_OFFSET),
        driver: `${rng.pick(LAST_NAMES)} ${rng.pick(FIRST_NAMES)}`,
        vehicle: `${vehicle.model} ${rng.int(100, 999)} ${plateLetters(rng)} ${vehicle.region}`,
        drivingExperience: rng.int(1, 30),
        tripDate: startLocal.toISOString().slice(0, 10),
        startTime: startLocal.toISOString().slice(11, 16),
        startPlace: forward ? route.from : route.to,
        endTime: endLocal.toISOString().slice(11, 16),
        endPlace: forward ? route.to : route.from,
        comment: findings.length > 0 ? findings.join('; ') : rng.pick(DEMO_DRIVING_PRAISE),
      } satisfies typeof drivingObservations.$inferInsert;
      return { row, frame };
    }),
  );

  await db.transaction(async (tx) => {
    for (let i = 0; i < pnbr.length; i += 200)
      await tx.insert(pnbrObservations).values(pnbr.slice(i, i + 200));
    for (let i = 0; i < works.length; i += 200)
      await tx.insert(worksObservations).values(works.slice(i, i + 200));
    for (let i = 0; i < driving.length; i += 200)
      await tx.insert(drivingObservations).values(driving.slice(i, i + 200));
    for (let i = 0; i < trail.length; i += 500) await tx.insert(history).values(trail.slice(i, i + 500));
    await tx.insert(registrationCounters).values(counters);
  });
  return true;
}

/**
 * The columns the platform sets when an observation is created and sent; the count of findings
 * comes from the module's own derive, as insertRecord and updateRecord compute it.
 */
function common(
  kind: TObservationKind,
  frame: TFrame,
  checks: Record<string, string>,
  now: Date,
  rng: TRandom,
  seenUntil = frame.observed.getTime(),
): TCommon {
  const created = new Date(Math.min(seenUntil + rng.int(20, 480) * MINUTE, now.getTime() - 30 * MINUTE));
  const sent = frame.status === 'sent';
  const derived = OBSERVATION_TYPES[kind].derive?.({ checks }) ?? {};
  return {
    id: newId(),
    number: '',
    organizationId: frame.org.id,
    status: frame.status,
    checks,
    atRiskCount: Number(derived.atRiskCount ?? 0),
    createdAt: created,
    createdBy: frame.author.id,
    updatedAt: sent ? new Date(created.getTime() + 5 * MINUTE) : created,
    updatedBy: frame.author.id,
    // Sending is a write of its own: a sent observation is at its second version.
    version: sent ? 2 : 1,
  };
}

/** The year whose series numbers an observation: that of the moment or day it was observed. */
function yearOf(kind: TObservationKind, row: TCommon & { tripDate?: string }, frame: TFrame) {
  return kind === 'driving' && row.tripDate
    ? Number(row.tripDate.slice(0, 4))
    : frame.observed.getUTCFullYear();
}

/**
 * The task's rules rated safe, its first one broken when at risk, now and then an unrelated rule
 * ruled out; then the practices in view, all safe but where a broken rule came with a slipped
 * practice, noted in its comment.
 */
function workChecks(
  task: TDemoTask,
  frame: TFrame,
  rng: TRandom,
): { checks: Record<string, string>; comments: Record<string, string> } {
  const checks: Record<string, string> = {};
  const comments: Record<string, string> = {};
  for (const rule of task.rules) checks[rule] = 'safe';
  const [first, second] = task.rules;
  if (frame.atRisk && first) checks[first] = 'at_risk';
  if (frame.atRisk && second && rng.next() < 0.2) checks[second] = 'at_risk';
  if (rng.next() < 0.3) {
    const other = rng.pick(VITAL_RULES.filter((r) => !task.rules.includes(r)));
    checks[other] = 'not_applicable';
  }
  const practices = [...EVERY_JOB_PRACTICES, ...LINE_PRACTICES[frame.line].filter(() => rng.next() < 0.7)];
  for (const practice of practices) checks[practice] = 'safe';
  if (frame.atRisk && rng.next() < PRACTICE_AT_RISK) {
    // Weighted among the practices in view only: one not rated cannot have slipped.
    const slipped = rng.pick(practices.flatMap((p) => Array<TWorkPractice>(PRACTICE_RISKS[p]).fill(p)));
    checks[slipped] = 'at_risk';
    comments[slipped] = DEMO_PRACTICE_FINDINGS[slipped];
  }
  return { checks, comments };
}

/** Every habit rated, the phone now and then not applicable (no call), one or two at risk. */
function drivingChecks(atRisk: boolean, rng: TRandom): Record<string, string> {
  const checks: Record<string, string> = Object.fromEntries(DRIVING_CHECKS.map((c) => [c, 'safe']));
  if (rng.next() < 0.15) checks.phone = 'not_applicable';
  if (atRisk) {
    checks[rng.weighted(DRIVING_RISKS)] = 'at_risk';
    if (rng.next() < 0.15) checks[rng.weighted(DRIVING_RISKS)] = 'at_risk';
  }
  return checks;
}

/** Kazakh plates use the letters that read the same in Latin and Cyrillic. */
function plateLetters(rng: TRandom) {
  return Array.from({ length: 3 }, () => rng.pick([...'ABCEHKMOPTXY'])).join('');
}

/** The steps of an observation as its history shows them: created, and sent unless a draft. */
function historyOf(entityType: string, row: TCommon): THistoryRow[] {
  const steps: THistoryRow[] = [
    {
      id: newId(),
      entityType,
      entityId: row.id,
      action: 'create',
      actorId: row.createdBy,
      at: row.createdAt,
    },
  ];
  if (row.status === 'sent')
    steps.push({
      id: newId(),
      entityType,
      entityId: row.id,
      action: 'save_and_send',
      actorId: row.createdBy,
      at: row.updatedAt,
      changes: { status: { from: 'draft', to: 'sent' } },
    });
  return steps;
}
