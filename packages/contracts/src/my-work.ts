import { z } from 'zod';
import { listQuerySchema } from './common.ts';
import type { TRecordModule } from './record-module/define.ts';
import { type TMyWorkRule, waitersOf } from './record-module/my-work-rule.ts';
import type { TTextTree } from './texts.ts';

/** "My work" (decision 054): everything a person must do, in one place, and how many. */
export { type TMyWorkRule, type TWaiter, waitersOf } from './record-module/my-work-rule.ts';

/** The waiters of a record module: its workflow's, refined by its manifest's `myWork`. */
export const moduleWaiters = (module: TRecordModule) =>
  waitersOf(module.workflow, module.myWork as TMyWorkRule | undefined);

/** Follow-up tasks (decision 017) are "my work" too, under this key. */
export const MY_WORK_TASKS = 'tasks';

/** How the follow-up tasks are named among the modules of "my work", as a module's texts are. */
export const MY_WORK_TASK_TEXTS = {
  titles: {
    list: { ru: 'Задачи по устранению', kk: 'Жою жөніндегі тапсырмалар', en: 'Follow-up tasks' },
  },
  statuses: {
    open: { ru: 'Открыта', kk: 'Ашық', en: 'Open' },
    done: { ru: 'Выполнена', kk: 'Орындалды', en: 'Done' },
  },
} as const satisfies TTextTree;

/** `GET /api/my-work/`: the caller's waiting items, a page at a time. */
export const MY_WORK_ORDERINGS = ['since', 'due'] as const;
export const ZMyWorkQuerySchema = listQuerySchema(MY_WORK_ORDERINGS).extend({
  /** One module's items only: a record module's key, or `tasks`. */
  module: z.string().trim().min(1).max(60).optional(),
});
export type TMyWorkQuery = z.input<typeof ZMyWorkQuerySchema>;

export const ZMyWorkItemSchema = z.object({
  /** The record module's key (its texts' namespace), or `tasks`. */
  module: z.string(),
  /** The module's name in the reader's language (its list's title). */
  module_title: z.string(),
  id: z.uuid(),
  /** The record's number (a task's: the number of the record it came from). */
  number: z.string(),
  summary: z.string(),
  /** The record's state (a task's: `open`), and its name in the reader's language. */
  status: z.string(),
  status_text: z.string(),
  /** Since when it waits: the record's last change, a task's creation. */
  since: z.string(),
  due_date: z.string().nullable(),
  /** Its day has ended and it still waits. */
  overdue: z.boolean(),
  /** The web route of the record. */
  link: z.string(),
});
export type TMyWorkItem = z.infer<typeof ZMyWorkItemSchema>;

/** `GET /api/my-work/counts/`: how many items wait, in all and per module (only modules with some). */
export const ZMyWorkCountsSchema = z.object({
  total: z.number().int(),
  /** `title`: the module's name in the reader's language. */
  modules: z.array(z.object({ module: z.string(), title: z.string(), count: z.number().int() })),
});
export type TMyWorkCounts = z.infer<typeof ZMyWorkCountsSchema>;
