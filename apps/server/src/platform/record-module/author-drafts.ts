import { sql } from 'drizzle-orm';
import type { TRecordModuleHooks } from './register.ts';

/**
 * Hooks of a type whose drafts are their author's alone: others see a record once it has left
 * `draft`, in the list (`listWhere`) and one by one (`visible`, 404 otherwise).
 */
export const AUTHOR_DRAFTS = {
  visible: (row, caller) => row.status !== 'draft' || row.createdBy === caller.id,
  listWhere: (list, caller, table) =>
    list.add(
      'viewer',
      sql`(${table.status} <> 'draft' or ${table.createdBy} = ${sql.placeholder('viewer')})`,
      caller.id,
    ),
} satisfies Pick<TRecordModuleHooks, 'visible' | 'listWhere'>;
