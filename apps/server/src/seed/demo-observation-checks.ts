import {
  DRIVING_CHECKS,
  type TDrivingCheck,
  type TWorkPractice,
  VITAL_RULES,
} from '@hse/contracts/observations';
import type { TFrame } from './demo-observation-frames.ts';
import { DEMO_PRACTICE_FINDINGS, type TDemoLine, type TDemoTask } from './demo-observation-texts.ts';
import type { TRandom } from './demo-random.ts';

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

/**
 * The task's rules rated safe, its first one broken when at risk, now and then an unrelated rule
 * ruled out; then the practices in view, all safe but where a broken rule came with a slipped
 * practice, noted in its comment.
 */
export function workChecks(
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
export function drivingChecks(atRisk: boolean, rng: TRandom): Record<string, string> {
  const checks: Record<string, string> = Object.fromEntries(DRIVING_CHECKS.map((c) => [c, 'safe']));
  if (rng.next() < 0.15) checks.phone = 'not_applicable';
  if (atRisk) {
    checks[rng.weighted(DRIVING_RISKS)] = 'at_risk';
    if (rng.next() < 0.15) checks[rng.weighted(DRIVING_RISKS)] = 'at_risk';
  }
  return checks;
}
