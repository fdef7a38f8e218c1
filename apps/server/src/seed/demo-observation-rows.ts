import { DRIVING_CHECKS } from '@hse/contracts/observations';
import type { drivingObservations, pnbrObservations, worksObservations } from '../db/schema/index.ts';
import { formatFio } from '../platform/tokens.ts';
import { drivingChecks, workChecks } from './demo-observation-checks.ts';
import { common, MINUTE, type TFrame } from './demo-observation-frames.ts';
import {
  DEMO_CONTRACTORS,
  DEMO_DRIVING_FINDINGS,
  DEMO_DRIVING_PRAISE,
  DEMO_FLEET,
  DEMO_ROUTES,
  DEMO_TASKS,
  DEMO_VERIFICATIONS,
  DEMO_WORKS_COMMENTS,
} from './demo-observation-texts.ts';
import { FIRST_NAMES, LAST_NAMES } from './demo-people.ts';
import type { TRandom } from './demo-random.ts';

/** Western Kazakhstan keeps UTC+5: shifts run 08:00–18:00 there, and drivers' clocks show it. */
const LOCAL_OFFSET = 5 * 3_600_000;

/** A PNBR observation of one of the line's tasks, by the frame's author, of a crew or a contractor. */
export function pnbrRow(frame: TFrame, now: Date, rng: TRandom) {
  const task = rng.pick(DEMO_TASKS[frame.line]);
  const where = rng.pick(task.places);
  const group = rng.int(1, 6);
  const contractor = rng.next() < 0.45;
  const rated = workChecks(task, frame, rng);
  return {
    ...common(frame, rated.checks, now, rng),
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
      frame.atRisk || rng.next() < 0.5 ? task.discussed : 'Положительная обратная связь за соблюдение правил',
    workStopped: frame.atRisk && rng.next() < 0.55,
    description: frame.atRisk ? task.atRisk : task.safe,
    comment: frame.atRisk ? 'Нарушение устранено, работы продолжены после беседы' : '',
  } satisfies typeof pnbrObservations.$inferInsert;
}

/** A works observation of one of the line's tasks, in the frame's division when it is one. */
export function worksRow(frame: TFrame, now: Date, rng: TRandom) {
  const task = rng.pick(DEMO_TASKS[frame.line]);
  const rated = workChecks(task, frame, rng);
  return {
    ...common(frame, rated.checks, now, rng),
    checkComments: rated.comments,
    observedAt: frame.observed,
    structuralDivision: frame.org.kind === 'division' ? frame.org.nameRu : task.department,
    organizationVerification: rng.pick(DEMO_VERIFICATIONS),
    description: `${task.task}. ${frame.atRisk ? task.atRisk : task.safe}`,
    comment: frame.atRisk
      ? 'Руководителю работ выдано предписание, работы продолжены после устранения'
      : rng.pick(['', ...DEMO_WORKS_COMMENTS]),
  } satisfies typeof worksObservations.$inferInsert;
}

/** A driving observation of a trip along a demo route, either way, in local time; filed after it. */
export function drivingRow(frame: TFrame, now: Date, rng: TRandom) {
  const route = rng.pick(DEMO_ROUTES);
  const vehicle = rng.pick(DEMO_FLEET);
  const startLocal = new Date(frame.observed.getTime() + LOCAL_OFFSET);
  const endLocal = new Date(startLocal.getTime() + (route.minutes + rng.int(-10, 30)) * MINUTE);
  const checks = drivingChecks(frame.atRisk, rng);
  const findings = DRIVING_CHECKS.filter((c) => checks[c] === 'at_risk').map((c) => DEMO_DRIVING_FINDINGS[c]);
  const forward = rng.next() < 0.5;
  return {
    ...common(frame, checks, now, rng, endLocal.getTime() - LOCAL_OFFSET),
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
}

/** Kazakh plates use the letters that read the same in Latin and Cyrillic. */
function plateLetters(rng: TRandom) {
  return Array.from({ length: 3 }, () => rng.pick([...'ABCEHKMOPTXY'])).join('');
}
