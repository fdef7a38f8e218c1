import { z } from 'zod';
import { listQuerySchema, ZVersionSchema } from './common.ts';

/**
 * Follow-up tasks raised from a finding of a record (an at-risk check of an observation; later an
 * audit's discrepancy or a Qorgau card): `GET|POST /api/<resource>/<id>/tasks/`,
 * `POST …/tasks/<taskId>/actions/done/`, and the caller's own at `GET /api/tasks/`.
 */
export const RECORD_TASK_STATUSES = ['open', 'done'] as const;
export const ZRecordTaskStatusSchema = z.enum(RECORD_TASK_STATUSES);
export type TRecordTaskStatus = z.infer<typeof ZRecordTaskStatusSchema>;

const ZDaySchema = z.iso.date({ message: 'validation.invalid' });

/** A day has passed only once it has ended everywhere (UTC−12 is the last zone to end it). */
export const isPastDay = (day: string, now = Date.now()) =>
  Date.parse(`${day}T00:00:00-12:00`) + 24 * 60 * 60 * 1000 <= now;

const isRealDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
};

/** Today in the zone of whoever runs this (the browser's day for the date picker's minimum). */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export const ZRecordTaskCreateSchema = z.object({
  /** The check or finding the task follows from; the record type says which are allowed. */
  finding_key: z.string().trim().max(100).nullable().default(null),
  description: z.string().trim().min(1, 'validation.required').max(2000),
  assignee_id: z.uuid('validation.required'),
  // Only a real day is compared: a malformed one has been refused above already.
  due_date: ZDaySchema.refine((day) => !isRealDay(day) || !isPastDay(day), 'validation.past_date'),
});
export type TRecordTaskCreate = z.input<typeof ZRecordTaskCreateSchema>;

export const ZRecordTaskDoneSchema = z.object({
  /** What was done: the raiser reads it in the notification. */
  comment: z.string().trim().min(1, 'validation.required').max(2000),
  version: ZVersionSchema,
});
export type TRecordTaskDone = z.input<typeof ZRecordTaskDoneSchema>;

export const ZRecordTaskParamsSchema = z.object({ id: z.uuid(), taskId: z.uuid() });

export const ZRecordTaskSchema = z.object({
  id: z.uuid(),
  entity_type: z.string(),
  entity_id: z.uuid(),
  finding_key: z.string().nullable(),
  description: z.string(),
  assignee_id: z.uuid(),
  assignee_fio: z.string(),
  due_date: z.string(),
  status: ZRecordTaskStatusSchema,
  /** Open after its day has ended for the server (UTC): the panel highlights it. */
  overdue: z.boolean(),
  done_comment: z.string(),
  done_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.uuid().nullable(),
  created_by_fio: z.string(),
  version: z.number().int(),
  /** The caller is the assignee or HSE staff over the record, and the task is open. */
  can_complete: z.boolean(),
});
export type TRecordTask = z.infer<typeof ZRecordTaskSchema>;

/** A record's tasks and whether, and from which findings, the caller may raise another. */
export const ZRecordTasksSchema = z.object({
  results: z.array(ZRecordTaskSchema),
  can_raise: z.boolean(),
  /** The findings a new task may follow from; empty when the record type has no findings. */
  finding_keys: z.array(z.string()),
  /** Whom a task may be given to: active people of this organization's subtree. */
  assignee_organization_id: z.uuid(),
});
export type TRecordTasks = z.infer<typeof ZRecordTasksSchema>;

/** One of the caller's tasks, with the record it came from. */
export const ZMyTaskSchema = ZRecordTaskSchema.extend({
  record_number: z.string(),
  /** The web route of the record. */
  link: z.string(),
});
export type TMyTask = z.infer<typeof ZMyTaskSchema>;

export const ZMyTasksQuerySchema = listQuerySchema(['due_date', 'created_at'] as const).extend({
  /** Only the caller's own tasks are listed; `me` is the one value, kept for the spec's shape. */
  assignee: z.enum(['me'], { message: 'validation.one_of' }).default('me'),
  status: ZRecordTaskStatusSchema.optional(),
});
export type TMyTasksQuery = z.input<typeof ZMyTasksQuerySchema>;
