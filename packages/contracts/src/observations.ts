import { z } from 'zod';
import { answerShape, patchOf, ZVersionSchema } from './common.ts';
import { isFuture } from './incidents.ts';
import { type TWorkflow, ZRecordAccessSchema } from './workflow.ts';

export const OBSERVATION_KINDS = ['pnbr', 'works', 'driving'] as const;
export type TObservationKind = (typeof OBSERVATION_KINDS)[number];

export const OBSERVATION_STATUSES = ['draft', 'sent'] as const;
export const ZObservationStatusSchema = z.enum(OBSERVATION_STATUSES);
export type TObservationStatus = z.infer<typeof ZObservationStatusSchema>;

/**
 * The smallest workflow the texts allow: the spec (§4) offers "save draft" and "save and send",
 * and neither it nor brief §6 gives observations an approval or a closing step. An observation is
 * the observer's account of what they saw; once sent it is a fact that is counted (HSE_FRM_9),
 * not a case anyone works on, so "sent" is final. Its author alone edits or deletes the draft.
 */
export const OBSERVATION_WORKFLOW: TWorkflow<TObservationStatus> = {
  initial: 'draft',
  states: OBSERVATION_STATUSES,
  actions: {
    save_and_send: { from: ['draft'], to: 'sent', who: ['author'] },
  },
  editable: { draft: ['author'] },
  deletable: { draft: ['author'] },
};

/** How an observer rates one rule or habit. */
export const CHECK_VALUES = ['safe', 'at_risk', 'not_applicable'] as const;
export type TCheckValue = (typeof CHECK_VALUES)[number];

/** The nine IOGP Life-Saving Rules (domain.md §1, §3a): the fixed taxonomy of vital rules. */
export const VITAL_RULES = [
  'bypassing_safety_controls',
  'confined_space',
  'driving',
  'energy_isolation',
  'hot_work',
  'line_of_fire',
  'safe_mechanical_lifting',
  'work_authorization',
  'working_at_height',
] as const;
export type TVitalRule = (typeof VITAL_RULES)[number];

/**
 * Habits of safe work that no life-saving rule covers (domain.md §3a: PPE, tools, housekeeping,
 * procedures...). A PNBR or works observation rates them beside the vital rules, which stay the
 * fixed taxonomy other modules (Qorgau, questionnaires) classify by; none repeats a vital rule.
 */
export const WORK_PRACTICES = [
  'ppe',
  'tools_equipment',
  'housekeeping',
  'procedures',
  'body_position',
  'manual_handling',
  'hazard_communication',
  'chemicals',
  'fire_prevention',
  'electrical_safety',
  'pressure_systems',
  'environment',
  'communication',
  'emergency_readiness',
] as const;
export type TWorkPractice = (typeof WORK_PRACTICES)[number];

/** What a PNBR or works observation rates, in the order its checklist shows them. */
export const WORK_CHECKS = [...VITAL_RULES, ...WORK_PRACTICES] as const;
export type TWorkCheck = (typeof WORK_CHECKS)[number];

/** What a driving observation rates. */
export const DRIVING_CHECKS = [
  'seat_belt',
  'speed',
  'phone',
  'distance',
  'fatigue',
  'pre_trip_inspection',
  'journey_plan',
] as const;
export type TDrivingCheck = (typeof DRIVING_CHECKS)[number];

/**
 * A titled part of a checklist. Its name is both the branch of the observation texts that names
 * its keys and the `sections.*` text that heads it, so the editor, the view and the PDF group alike.
 */
export type TCheckGroup = {
  name: 'vital_rules' | 'work_practices' | 'driving_checks';
  keys: readonly string[];
};
const WORK_CHECK_GROUPS: readonly TCheckGroup[] = [
  { name: 'vital_rules', keys: VITAL_RULES },
  { name: 'work_practices', keys: WORK_PRACTICES },
];
export const CHECK_GROUPS: Record<TObservationKind, readonly TCheckGroup[]> = {
  pnbr: WORK_CHECK_GROUPS,
  works: WORK_CHECK_GROUPS,
  driving: [{ name: 'driving_checks', keys: DRIVING_CHECKS }],
};

/** Every key the kind rates, group after group. */
export const checkKeysOf = (kind: TObservationKind): readonly string[] =>
  CHECK_GROUPS[kind].flatMap((group) => group.keys);

/** Where the observation texts name a check of the kind (`work_practices.ppe`); null for a key it does not rate. */
export function checkTextPath(kind: TObservationKind, key: string): string | null {
  const group = CHECK_GROUPS[kind].find((candidate) => candidate.keys.includes(key));
  return group ? `${group.name}.${key}` : null;
}

const ZCheckValueSchema = z.enum(CHECK_VALUES, { message: 'validation.one_of' });

/** Only the rules that applied are rated: a rule left out was not observed. */
const checksOf = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.partialRecord(z.enum(keys, { message: 'validation.unknown_field' }), ZCheckValueSchema);
export const ZVitalChecksSchema = checksOf(VITAL_RULES);
export const ZWorkChecksSchema = checksOf(WORK_CHECKS);
export const ZDrivingChecksSchema = checksOf(DRIVING_CHECKS);
export type TVitalChecks = z.infer<typeof ZVitalChecksSchema>;
export type TWorkChecks = z.infer<typeof ZWorkChecksSchema>;
export type TDrivingChecks = z.infer<typeof ZDrivingChecksSchema>;

/** The number of findings of a checklist: what lists show and `at_risk=true` filters by. */
export const atRiskCount = (checks: Readonly<Record<string, string | undefined>> | null | undefined) =>
  Object.values(checks ?? {}).filter((value) => value === 'at_risk').length;

const text = (max: number) => z.string().trim().max(max, 'validation.too_long');
const requiredText = (max: number) => text(max).min(1, 'validation.required');
const optionalText = (max: number) => text(max).default('');
/** A moment as ISO 8601 with offset; stored as timestamptz. */
const ZMomentSchema = z.iso.datetime({ offset: true, message: 'validation.invalid' });
const ZDateSchema = z.iso.date({ message: 'validation.invalid' });
/** A time of day on the trip's date, as the driver's clock showed it. */
const ZTimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid');

/** What the observer noted on a rated check (domain.md §3a: each rating with a comment). */
const checkCommentsOf = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.partialRecord(z.enum(keys, { message: 'validation.unknown_field' }), text(1000));
export const ZVitalCheckCommentsSchema = checkCommentsOf(VITAL_RULES);
export const ZWorkCheckCommentsSchema = checkCommentsOf(WORK_CHECKS);
export const ZDrivingCheckCommentsSchema = checkCommentsOf(DRIVING_CHECKS);

/** Every observation belongs to an organization in its author's scope. */
const organizationField = { organization_id: z.uuid('validation.required') };

const pnbrFields = {
  ...organizationField,
  observer: requiredText(200),
  /** A person's name, or how many people were watched as a group. */
  observed: optionalText(200),
  monitored_company: optionalText(300),
  monitored_department: optionalText(300),
  task: optionalText(1000),
  observed_at: ZMomentSchema,
  observed_count: z.number().int('validation.invalid').min(1).max(10000),
  place: requiredText(300),
  place_detail: optionalText(300),
  checks: ZWorkChecksSchema.default({}),
  check_comments: ZWorkCheckCommentsSchema.default({}),
  discussed: optionalText(5000),
  work_stopped: z.boolean().default(false),
  description: optionalText(5000),
  comment: optionalText(5000),
};

const worksFields = {
  ...organizationField,
  observed_at: ZMomentSchema,
  structural_division: requiredText(300),
  organization_verification: optionalText(1000),
  description: optionalText(5000),
  comment: optionalText(5000),
  checks: ZWorkChecksSchema.default({}),
  check_comments: ZWorkCheckCommentsSchema.default({}),
};

const drivingFields = {
  ...organizationField,
  driver: requiredText(200),
  vehicle: requiredText(200),
  driving_experience: z.number().min(0).max(70).nullable().default(null),
  trip_date: ZDateSchema,
  start_time: ZTimeOfDaySchema.nullable().default(null),
  start_place: optionalText(300),
  end_time: ZTimeOfDaySchema.nullable().default(null),
  end_place: optionalText(300),
  checks: ZDrivingChecksSchema.default({}),
  check_comments: ZDrivingCheckCommentsSchema.default({}),
  comment: optionalText(5000),
};

/** What was observed has happened: neither its moment nor its day may lie ahead. */
function notAhead(value: { observed_at?: string; trip_date?: string }, ctx: z.RefinementCtx) {
  if (value.observed_at && isFuture(value.observed_at))
    ctx.addIssue({ code: 'custom', path: ['observed_at'], message: 'validation.future_date' });
  // A day is ahead only when it has begun nowhere yet (UTC+14 is the earliest zone).
  if (value.trip_date && Date.parse(`${value.trip_date}T00:00:00+14:00`) > Date.now())
    ctx.addIssue({ code: 'custom', path: ['trip_date'], message: 'validation.future_date' });
}

/** A trip of one day ends when or after it starts (times as `HH:MM` compare as text). */
export const tripEndsBeforeStart = (value: { start_time?: string | null; end_time?: string | null }) =>
  Boolean(value.start_time && value.end_time && value.end_time < value.start_time);

function tripInOrder(value: { start_time?: string | null; end_time?: string | null }, ctx: z.RefinementCtx) {
  if (tripEndsBeforeStart(value))
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'validation.end_before_start' });
}

/**
 * Something was rated safe or at risk: an observation that rates nothing (or marks everything not
 * applicable) observed nothing and is not sent.
 */
export const ratesSomething = (checks: Readonly<Record<string, string | undefined>> | null | undefined) =>
  Object.values(checks ?? {}).some((value) => value === 'safe' || value === 'at_risk');

// Strict, as every record module's bodies: a field the kind does not have is refused (400).
export const ZPnbrCreateSchema = z.strictObject(pnbrFields).superRefine(notAhead);
export const ZPnbrUpdateSchema = patchOf(z.object(pnbrFields))
  .extend({ version: ZVersionSchema })
  .strict()
  .superRefine(notAhead);
export const ZWorksCreateSchema = z.strictObject(worksFields).superRefine(notAhead);
export const ZWorksUpdateSchema = patchOf(z.object(worksFields))
  .extend({ version: ZVersionSchema })
  .strict()
  .superRefine(notAhead);
export const ZDrivingCreateSchema = z
  .strictObject(drivingFields)
  .superRefine(notAhead)
  .superRefine(tripInOrder);
export const ZDrivingUpdateSchema = patchOf(z.object(drivingFields))
  .extend({ version: ZVersionSchema })
  .strict()
  .superRefine(notAhead)
  .superRefine(tripInOrder);
export type TPnbrCreate = z.input<typeof ZPnbrCreateSchema>;
export type TWorksCreate = z.input<typeof ZWorksCreateSchema>;
export type TDrivingCreate = z.input<typeof ZDrivingCreateSchema>;

/** What every observation answers besides its own fields. */
const observationOut = {
  id: z.uuid(),
  number: z.string(),
  status: ZObservationStatusSchema,
  organization_id: z.uuid(),
  organization_name: z.string(),
  at_risk_count: z.number().int(),
  created_at: z.string(),
  created_by: z.uuid().nullable(),
  created_by_fio: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
  ...ZRecordAccessSchema.shape,
};

export const ZPnbrSchema = z.object({ ...answerShape(pnbrFields), ...observationOut });
export const ZWorksSchema = z.object({ ...answerShape(worksFields), ...observationOut });
export const ZDrivingSchema = z.object({ ...answerShape(drivingFields), ...observationOut });
export type TPnbr = z.infer<typeof ZPnbrSchema>;
export type TWorks = z.infer<typeof ZWorksSchema>;
export type TDriving = z.infer<typeof ZDrivingSchema>;

/** A row of a kind's list, as its manifest derives it (`answerNames`: one name for every kind). */
export const ZObservationListItemSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: ZObservationStatusSchema,
  organization_id: z.uuid(),
  organization_name: z.string(),
  /** When it was observed: a moment, or the trip's day (`YYYY-MM-DD`) of a driving observation. */
  observed_at: z.string(),
  /** The kind's headline: the place (PNBR), the structural division (works), the driver (driving). */
  subject: z.string(),
  at_risk_count: z.number().int(),
  created_at: z.string(),
  created_by_fio: z.string(),
});
export type TObservationListItem = z.infer<typeof ZObservationListItemSchema>;
