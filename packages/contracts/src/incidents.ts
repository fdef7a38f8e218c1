import { z } from 'zod';
import { patchOf, ZVersionSchema } from './common.ts';
import { INCIDENT_MODULE_HEAD } from './incident-module-head.ts';
import { INCIDENT_MODULE_TEXTS } from './incident-texts.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields } from './record-module/fields.ts';
import { type TWorkflow, ZRecordAccessSchema } from './workflow.ts';

/** Spec §3 types, with near miss and environmental release from domain.md §2. */
export const INCIDENT_KINDS = [
  'accident',
  'road_accident',
  'fire',
  'incident',
  'medical',
  'near_miss',
  'environmental',
] as const;
export const ZIncidentKindSchema = z.enum(INCIDENT_KINDS);
export type TIncidentKind = z.infer<typeof ZIncidentKindSchema>;

export const INCIDENT_STATUSES = ['draft', 'sent', 'in_work', 'revision', 'closed'] as const;
export const ZIncidentStatusSchema = z.enum(INCIDENT_STATUSES);
export type TIncidentStatus = z.infer<typeof ZIncidentStatusSchema>;

export const INJURY_SEVERITIES = ['light', 'severe', 'fatal'] as const;
/**
 * The injured part of the body, grouped as the European statistics of accidents at work (ESAW)
 * group it: few enough to chart, close enough to a diagnosis to steer prevention.
 */
export const BODY_PARTS = [
  'head',
  'eyes',
  'neck',
  'back',
  'trunk',
  'upper_limbs',
  'hands',
  'lower_limbs',
  'feet',
  'multiple',
  'internal',
] as const;
export type TBodyPart = (typeof BODY_PARTS)[number];
/** A list filter: messages with an injured person of any of these body parts (`hands,eyes`). */
export const ZVictimBodyPartsParamSchema = z
  .string()
  .refine(
    (value) => value.split(',').every((part) => (BODY_PARTS as readonly string[]).includes(part)),
    'validation.invalid',
  );
/** IOGP outcome categories (domain.md §2). */
export const INJURY_OUTCOMES = ['fatality', 'lwdc', 'rwc', 'mtc', 'fac'] as const;
/** A list filter: messages with an injured person of any of these outcomes (`fatality,lwdc`). */
export const ZVictimOutcomesParamSchema = z
  .string()
  .regex(/^(fatality|lwdc|rwc|mtc|fac)(,(fatality|lwdc|rwc|mtc|fac)){0,4}$/, 'validation.invalid');
export const BUSINESS_DIRECTIONS = [
  'exploration',
  'production',
  'refining',
  'transportation',
  'marketing',
  'services',
] as const;
export const INCIDENT_CLASSIFICATIONS = ['work_related', 'not_work_related', 'under_review'] as const;

/** A sent message goes to HSE staff, who take it into work and close it or return it. */
export const INCIDENT_WORKFLOW: TWorkflow<TIncidentStatus> = {
  initial: 'draft',
  states: INCIDENT_STATUSES,
  actions: {
    save_and_send: { from: ['draft', 'revision'], to: 'sent', who: ['author'] },
    accept_for_work: { from: ['sent'], to: 'in_work', who: ['dotos', 'headdotos'] },
    for_revision: {
      from: ['sent', 'in_work'],
      to: 'revision',
      who: ['dotos', 'headdotos'],
      commentRequired: true,
    },
    approve: { from: ['in_work'], to: 'closed', who: ['dotos', 'headdotos'] },
  },
  editable: { draft: ['author'], revision: ['author'], in_work: ['dotos', 'headdotos'] },
  deletable: { draft: ['author'] },
};

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).default('');
const requiredText = (max: number) => text(max).min(1, 'validation.required');
/** A moment as ISO 8601 with offset; the server stores it as timestamptz. */
const ZMomentSchema = z.iso.datetime({ offset: true, message: 'validation.invalid' });
const ZDateSchema = z.iso.date({ message: 'validation.invalid' });

/** A little clock skew between a phone and the server must not refuse a message filed "now". */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
export const isFuture = (iso: string, now = Date.now()) => Date.parse(iso) > now + FUTURE_TOLERANCE_MS;

export const ALCOHOL_TESTS = ['negative', 'positive', 'not_done'] as const;

export const ZVictimSchema = z.object({
  full_name: requiredText(200),
  birth_year: z
    .number()
    .int()
    .min(1900, 'validation.invalid')
    .max(new Date().getFullYear() - 14, 'validation.invalid'),
  position: optionalText(200),
  experience_years: z.number().min(0).max(70).nullable().default(null),
  instruction_date: ZDateSchema.nullable().default(null),
  injury_severity: z.enum(INJURY_SEVERITIES, { message: 'validation.one_of' }),
  // Optional: messages filed before it was asked stay valid, and a first message may not know it.
  body_part: z.enum(BODY_PARTS, { message: 'validation.one_of' }).nullable().default(null),
  diagnosis: optionalText(1000),
  dependents: z.number().int().min(0).max(30).default(0),
  outcome: z.enum(INJURY_OUTCOMES, { message: 'validation.one_of' }),
});
export type TVictim = z.infer<typeof ZVictimSchema>;

export const ZTransportSchema = z.object({
  vehicle: requiredText(200),
  plate_number: requiredText(20),
  owner: optionalText(200),
});
export const ZDriverSchema = z.object({
  full_name: requiredText(200),
  license_number: optionalText(50),
  experience_years: z.number().min(0).max(70).nullable().default(null),
  alcohol_test: z.enum(ALCOHOL_TESTS).default('not_done'),
});

/** The fields of a message: the short first message needs only the first five. */
const incidentFields = {
  kind: z.enum(INCIDENT_KINDS, { message: 'validation.one_of' }),
  organization_id: z.uuid('validation.required'),
  occurred_at: ZMomentSchema,
  location: requiredText(500),
  description: requiredText(5000),
  measures: optionalText(5000),
  liquidated_at: ZMomentSchema.nullable().default(null),
  contractor: optionalText(300),
  business_direction: z.enum(BUSINESS_DIRECTIONS, { message: 'validation.one_of' }).nullable().default(null),
  area: optionalText(300),
  work_type: optionalText(300),
  impact: optionalText(5000),
  notified_bodies: optionalText(2000),
  preliminary_causes: optionalText(5000),
  classification: z.enum(INCIDENT_CLASSIFICATIONS, { message: 'validation.one_of' }).nullable().default(null),
  victims: z.array(ZVictimSchema).max(50).default([]),
  transport: ZTransportSchema.nullable().default(null),
  driver: ZDriverSchema.nullable().default(null),
};

type TDates = { occurred_at?: string; liquidated_at?: string | null };

/** Dates cannot be in the future, and liquidation cannot come before the occurrence. */
function checkDates(value: TDates, ctx: z.RefinementCtx) {
  if (value.occurred_at && isFuture(value.occurred_at))
    ctx.addIssue({ code: 'custom', path: ['occurred_at'], message: 'validation.future_date' });
  if (value.liquidated_at) {
    if (isFuture(value.liquidated_at))
      ctx.addIssue({ code: 'custom', path: ['liquidated_at'], message: 'validation.future_date' });
    else if (value.occurred_at && Date.parse(value.liquidated_at) < Date.parse(value.occurred_at))
      ctx.addIssue({ code: 'custom', path: ['liquidated_at'], message: 'validation.before_occurrence' });
  }
}

/** Strict, as every record module's body: a field the API does not know is refused. */
export const ZIncidentCreateSchema = z.strictObject(incidentFields).superRefine(checkDates);
export type TIncidentCreate = z.input<typeof ZIncidentCreateSchema>;
/** What the server works with once the body is parsed: defaults filled in. */
export type TIncidentCreateData = z.output<typeof ZIncidentCreateSchema>;

/** A PATCH sends only what changed, with the version it was read at; unsent fields stay as they are. */
export const ZIncidentUpdateSchema = patchOf(z.object(incidentFields))
  .extend({ version: ZVersionSchema })
  .strict()
  .superRefine(checkDates);
export type TIncidentUpdate = z.input<typeof ZIncidentUpdateSchema>;
export type TIncidentUpdateData = z.output<typeof ZIncidentUpdateSchema>;

/** What a message must hold before it is sent, by type ("required selections per type"). */
export function incidentSendIssues(record: {
  kind: TIncidentKind;
  victims: readonly unknown[];
  transport: unknown;
  driver: unknown;
  impact: string;
}): {
  field: string;
  key:
    | 'incidents.victims_required'
    | 'incidents.transport_required'
    | 'incidents.driver_required'
    | 'incidents.impact_required';
}[] {
  const issues: ReturnType<typeof incidentSendIssues> = [];
  if ((record.kind === 'accident' || record.kind === 'medical') && record.victims.length === 0)
    issues.push({ field: 'victims', key: 'incidents.victims_required' });
  if (record.kind === 'road_accident') {
    if (!record.transport) issues.push({ field: 'transport', key: 'incidents.transport_required' });
    if (!record.driver) issues.push({ field: 'driver', key: 'incidents.driver_required' });
  }
  if (record.kind === 'environmental' && !record.impact)
    issues.push({ field: 'impact', key: 'incidents.impact_required' });
  return issues;
}

/** Grave, group or fatal accidents need a special investigation by a commission (domain.md §2). */
export function needsSpecialInvestigation(record: {
  kind: TIncidentKind;
  victims: readonly { injury_severity: string }[];
}): boolean {
  if (record.victims.length >= 2) return true;
  return record.victims.some((v) => v.injury_severity === 'severe' || v.injury_severity === 'fatal');
}

const ZVictimOutSchema = ZVictimSchema.extend({
  experience_years: z.number().nullable(),
  instruction_date: z.string().nullable(),
});

export const ZIncidentSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    status: ZIncidentStatusSchema,
    kind: ZIncidentKindSchema,
    organization_id: z.uuid(),
    organization_name: z.string(),
    occurred_at: z.string(),
    liquidated_at: z.string().nullable(),
    location: z.string(),
    description: z.string(),
    measures: z.string(),
    contractor: z.string(),
    business_direction: z.enum(BUSINESS_DIRECTIONS).nullable(),
    area: z.string(),
    work_type: z.string(),
    impact: z.string(),
    notified_bodies: z.string(),
    preliminary_causes: z.string(),
    classification: z.enum(INCIDENT_CLASSIFICATIONS).nullable(),
    victims: z.array(ZVictimOutSchema),
    transport: ZTransportSchema.nullable(),
    driver: ZDriverSchema.nullable(),
    needs_special_investigation: z.boolean(),
    created_at: z.string(),
    created_by: z.uuid().nullable(),
    created_by_fio: z.string(),
    updated_at: z.string(),
    version: z.number().int(),
  })
  .extend(ZRecordAccessSchema.shape);
export type TIncident = z.infer<typeof ZIncidentSchema>;

/** A row of the list (`listItemSchemaOf(INCIDENT_MODULE)` checks it on the server). */
export type TIncidentListItem = Pick<
  TIncident,
  | 'id'
  | 'number'
  | 'status'
  | 'kind'
  | 'organization_id'
  | 'organization_name'
  | 'occurred_at'
  | 'location'
  | 'needs_special_investigation'
  | 'created_by_fio'
> & { victims_count: number };

export const INCIDENT_ORDERING = ['occurred_at', 'number', 'status', 'kind', 'created_at'] as const;

/**
 * Incident messages as a record module (decisions 028, 036). The layer derives their list, its
 * filters, order, search and export, and serves create, read, change, actions and PDF from it; the
 * vehicle and driver blocks, the bodies' own checks and the answer stay the module's own until the
 * field registry has a kind for a group of fields.
 */
export const INCIDENT_MODULE = defineRecordModule({
  key: 'incidents',
  entityType: 'incident',
  resource: '/api/incidents',
  numberPrefix: 'INC',
  // The whole wording; the head carries only what the shell shows.
  texts: INCIDENT_MODULE_TEXTS,
  fields: {
    kind: fields.choice(INCIDENT_KINDS, { required: true }),
    organization_id: fields.organization({ required: true }),
    occurred_at: fields.datetime({ required: true }),
    liquidated_at: fields.datetime(),
    location: fields.text({ required: true, max: 500 }),
    description: fields.longText({ required: true, max: 5000 }),
    measures: fields.longText({ max: 5000 }),
    contractor: fields.text({ max: 300 }),
    business_direction: fields.choice(BUSINESS_DIRECTIONS),
    area: fields.text({ max: 300 }),
    work_type: fields.text({ max: 300 }),
    impact: fields.longText({ max: 5000 }),
    notified_bodies: fields.longText({ max: 2000 }),
    preliminary_causes: fields.longText({ max: 5000 }),
    classification: fields.choice(INCIDENT_CLASSIFICATIONS),
    victims: fields.rows(
      {
        full_name: fields.text({ required: true, max: 200 }),
        birth_year: fields.integer({ required: true, min: 1900, max: new Date().getFullYear() - 14 }),
        position: fields.text({ max: 200 }),
        experience_years: fields.number({ max: 70 }),
        instruction_date: fields.date(),
        injury_severity: fields.choice(INJURY_SEVERITIES, { required: true }),
        body_part: fields.choice(BODY_PARTS),
        diagnosis: fields.longText({ max: 1000 }),
        dependents: fields.integer({ max: 30 }),
        outcome: fields.choice(INJURY_OUTCOMES, { required: true }),
      },
      { max: 50 },
    ),
    victims_count: fields.integer({ computed: true }),
    needs_special_investigation: fields.boolean({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'occurred_at',
  sections: [
    {
      key: 'general',
      fields: [
        'kind',
        'organization_id',
        'occurred_at',
        'liquidated_at',
        'location',
        'description',
        'measures',
      ],
    },
    {
      key: 'circumstances',
      fields: [
        'contractor',
        'business_direction',
        'area',
        'work_type',
        'impact',
        'notified_bodies',
        'preliminary_causes',
        'classification',
      ],
    },
    { key: 'victims', fields: ['victims', 'needs_special_investigation'] },
  ],
  list: {
    columns: [
      'number',
      'occurred_at',
      'kind',
      'status',
      'organization_id',
      'location',
      'victims_count',
      'needs_special_investigation',
    ],
    narrowHidden: ['occurred_at', 'kind', 'organization_id', 'location', 'victims_count', 'created_by_fio'],
    filters: ['kind', 'status', 'organization_id', 'occurred_at', 'needs_special_investigation'],
    search: ['location', 'description'],
    ordering: INCIDENT_ORDERING,
    defaultOrdering: '-occurred_at',
    params: {
      occurred_at_from: 'occurred_from',
      occurred_at_to: 'occurred_to',
      needs_special_investigation: 'special',
    },
    narrows: { victim_outcome: 'outcome', victim_body_part: 'body_part' },
    thenBy: { status: 'occurred_at', kind: 'occurred_at' },
  },
  workflow: INCIDENT_WORKFLOW,
  parts: { files: true, comments: true, history: true, pdf: true },
  routes: INCIDENT_MODULE_HEAD.routes,
  // Whom a message waits for is the workflow's: its author in revision, the HSE staff once sent.
  myWork: { summary: 'description' },
});
