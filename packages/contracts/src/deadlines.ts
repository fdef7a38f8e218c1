import { z } from 'zod';

/**
 * A deadline of a record as a deadline source tells it (decision 049): the Labour Code's periods
 * of an accident, an event's due date. `done_at` is set once the step it waits for was taken.
 */
export const ZDeadlineSchema = z.object({
  source: z.string(),
  /** The step it measures, the key of its name in the source's texts. */
  stage: z.string(),
  title: z.string(),
  due_at: z.string(),
  done_at: z.string().nullable(),
  /** `done_late`: met after the due moment. */
  state: z.enum(['open', 'overdue', 'done', 'done_late']),
});
export type TDeadline = z.infer<typeof ZDeadlineSchema>;
export const ZDeadlineListSchema = z.array(ZDeadlineSchema);
