import { z } from 'zod';
import { answerShape, patchOf, ZVersionSchema } from './common.ts';
import { type TWorkflow, ZRecordAccessSchema } from './workflow.ts';

/** Reports, acts and bulletins share one approval workflow (brief §6). */
export const APPROVAL_STATUSES = ['draft', 'on_approval', 'revision', 'approved', 'rejected'] as const;
export const ZApprovalStatusSchema = z.enum(APPROVAL_STATUSES);
export type TApprovalStatus = z.infer<typeof ZApprovalStatusSchema>;

/** HSE staff write them; the head of the HSE department approves, returns or rejects. */
export const APPROVAL_WORKFLOW: TWorkflow<TApprovalStatus> = {
  initial: 'draft',
  states: APPROVAL_STATUSES,
  actions: {
    send_for_approval: { from: ['draft', 'revision'], to: 'on_approval', who: ['author'] },
    approve: { from: ['on_approval'], to: 'approved', who: ['headdotos'] },
    for_revision: { from: ['on_approval'], to: 'revision', who: ['headdotos'], commentRequired: true },
    reject: { from: ['on_approval'], to: 'rejected', who: ['headdotos'], commentRequired: true },
  },
  editable: { draft: ['author'], revision: ['author'] },
  deletable: { draft: ['author'] },
};

// The messages' documents panel reads the authors here; the kinds' heads declare them.
export { INVESTIGATION_AUTHOR_ROLES } from './investigation-module-heads.ts';

const text = (max: number) => z.string().trim().max(max, 'validation.too_long');
const requiredText = (max: number) => text(max).min(1, 'validation.required');
const optionalText = (max: number) => text(max).default('');
const ZDateSchema = z.iso.date({ message: 'validation.invalid' });

/** A person named in a document: a user of the platform, or someone named with a position. */
export const ZPersonSchema = z.object({
  user_id: z.uuid().nullable().default(null),
  full_name: requiredText(200),
  position: optionalText(200),
});
export type TPerson = z.infer<typeof ZPersonSchema>;

/** One step of a 5-Why analysis. */
export const ZWhySchema = z.object({ why: requiredText(1000), because: requiredText(1000) });

export const ZMeasureSchema = z.object({
  description: requiredText(1000),
  responsible: requiredText(200),
  deadline: ZDateSchema,
});

export const ZGuiltSchema = z.object({
  full_name: requiredText(200),
  position: optionalText(200),
  percent: z.number().min(0, 'validation.too_small').max(100, 'validation.too_big'),
});

/** Fields every investigation document has: the message it belongs to and a title. */
const documentFields = { incident_id: z.uuid('validation.required'), title: requiredText(300) };

const reportFields = {
  facts: optionalText(10000),
  sequence: optionalText(10000),
  immediate_causes: optionalText(5000),
  root_causes: z.array(ZWhySchema).max(5, 'validation.too_big').default([]),
  conclusions: optionalText(10000),
  measures: z.array(ZMeasureSchema).max(100).default([]),
};

const actFields = {
  event_type: optionalText(300),
  direct_cause: optionalText(5000),
  text: optionalText(20000),
  victims: z.array(requiredText(200)).max(50).default([]),
  conclusions: optionalText(10000),
  guilt: z.array(ZGuiltSchema).max(20).default([]),
  measures: z.array(ZMeasureSchema).max(100).default([]),
  chairman: ZPersonSchema.nullable().default(null),
  members: z.array(ZPersonSchema).max(30).default([]),
};

const bulletinFields = {
  what_happened: optionalText(5000),
  causes: optionalText(5000),
  lessons: optionalText(5000),
  target_organization_ids: z.array(z.uuid()).max(100).default([]),
  /**
   * "My organization only": sent to no other organization on purpose. A bulletin goes for
   * approval with targets or with this, never addressed to nobody by oversight.
   */
  own_organization_only: z.boolean().default(false),
};

/** Whom an approved bulletin reaches: its targets, and its own organization when it says so. */
export const bulletinAddressees = (bulletin: {
  organizationId: string;
  targetOrganizationIds: readonly string[] | null;
  ownOrganizationOnly: boolean;
}): string[] => [
  ...(bulletin.targetOrganizationIds ?? []),
  ...(bulletin.ownOrganizationOnly ? [bulletin.organizationId] : []),
];

/** The degrees of guilt of an act are shares of one whole: together at most 100 %. */
function guiltWithinWhole(value: { guilt?: { percent: number }[] }, ctx: z.RefinementCtx) {
  const total = (value.guilt ?? []).reduce((sum, g) => sum + g.percent, 0);
  if (total > 100)
    ctx.addIssue({ code: 'custom', path: ['guilt'], message: 'investigations.guilt_over_100' });
}

// A create names only the kind's fields: an unknown one is refused, as by every record module.
const createOf = <T extends z.ZodRawShape>(own: T) => z.strictObject({ ...documentFields, ...own });
// A change names any of them but the message, with the version read.
const updateOf = <T extends z.ZodRawShape>(own: T) =>
  patchOf(z.object({ title: documentFields.title, ...own })).extend({ version: ZVersionSchema });

export const ZReportCreateSchema = createOf(reportFields);
export const ZReportUpdateSchema = updateOf(reportFields);
export const ZActCreateSchema = createOf(actFields).superRefine(guiltWithinWhole);
export const ZActUpdateSchema = updateOf(actFields).superRefine(guiltWithinWhole);
export const ZBulletinCreateSchema = createOf(bulletinFields);
export const ZBulletinUpdateSchema = updateOf(bulletinFields);
export type TReportCreate = z.input<typeof ZReportCreateSchema>;
export type TActCreate = z.input<typeof ZActCreateSchema>;
export type TBulletinCreate = z.input<typeof ZBulletinCreateSchema>;

/** A document in a kind's list and among its message's documents. */
export const ZDocumentListItemSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: ZApprovalStatusSchema,
  title: z.string(),
  incident_id: z.uuid(),
  incident_number: z.string(),
  organization_id: z.uuid(),
  organization_name: z.string(),
  created_at: z.string(),
  created_by_fio: z.string(),
});
export type TDocumentListItem = z.infer<typeof ZDocumentListItemSchema>;

/** What every investigation document answers besides its own fields. */
const documentOut = {
  ...ZDocumentListItemSchema.shape,
  created_by: z.uuid().nullable(),
  updated_at: z.string(),
  version: z.number().int(),
  ...ZRecordAccessSchema.shape,
};

export const ZReportSchema = z.object({ ...documentOut, ...answerShape(reportFields) });
export const ZActSchema = z.object({ ...documentOut, ...answerShape(actFields) });
export const ZBulletinSchema = z.object({ ...documentOut, ...answerShape(bulletinFields) });
export type TReport = z.infer<typeof ZReportSchema>;
export type TAct = z.infer<typeof ZActSchema>;
export type TBulletin = z.infer<typeof ZBulletinSchema>;

/** What a kind's list orders by (its manifest's `list.ordering`, investigation-modules.ts). */
export const DOCUMENT_ORDERING = ['created_at', 'number', 'status', 'title'] as const;
/** The documents of one message, as its view links them (null where none is written yet). */
export const ZIncidentDocumentsSchema = z.object({
  report: ZDocumentListItemSchema.nullable(),
  act: ZDocumentListItemSchema.nullable(),
  bulletin: ZDocumentListItemSchema.nullable(),
});
export type TIncidentDocuments = z.infer<typeof ZIncidentDocumentsSchema>;
