import { z } from 'zod';

/**
 * One record of any module as another module may name it (decision 050): what it is, its
 * number and label in the reader's language, its organization, state and web address. Read
 * through the platform's record readers, each checked against the caller's access.
 */
export const ZRecordSummarySchema = z.object({
  entity_type: z.string(),
  id: z.uuid(),
  number: z.string(),
  label: z.string(),
  status: z.string(),
  status_name: z.string(),
  organization_id: z.uuid(),
  organization_name: z.string(),
  link: z.string(),
  /** The record the source lies in: its own id, or its parent's for a child (a finding's audit). */
  record_id: z.uuid().optional(),
  /** An item's own words (a finding's requirement, a measure's description), when it is an item. */
  subject: z.string().optional(),
  /** An item's due date (YYYY-MM-DD), where its type declares one. */
  due_on: z.string().nullable().optional(),
});
export type TRecordSummary = z.infer<typeof ZRecordSummarySchema>;
