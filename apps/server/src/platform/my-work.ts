import type { TLanguage } from '@hse/contracts/constants';
import {
  MY_WORK_TASK_TEXTS,
  MY_WORK_TASKS,
  moduleWaiters,
  type TMyWorkItem,
  type TMyWorkRule,
} from '@hse/contracts/my-work';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import { isPastDay } from '@hse/contracts/record-tasks';
import { type TTextTree, textAt } from '@hse/contracts/texts';
import { holdingRoleOf, isActor, type TActor } from '@hse/contracts/workflow';
import { and, count, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { recordTasks } from '../db/schema/index.ts';
import { columnKeyOf } from '../db/schema/record-module-table.ts';
import type { TAuthUser, TScope, TTreeReader } from './access.ts';
import type { TApp } from './app-types.ts';
import type { ListFilter } from './list-filter.ts';
import { offsetOf } from './paging.ts';
import { unplanned } from './prepared.ts';
import { childColumn, type TChildStore } from './record-module/children.ts';
import { filterOf, type TModuleList } from './record-module/module-list.ts';
import { fieldColumn, type TModuleRow, type TModuleTable } from './record-module/module-rows.ts';
import { taskRecordType } from './record-tasks.ts';
import type { TRecordType } from './records.ts';

/**
 * "My work" (decision 054): what waits for the caller, over every record module that joined it
 * (every one registered by `registerRecordModule` does) and their follow-up tasks. Whom a record
 * waits for comes from its workflow (contracts `moduleWaiters`); what the caller may see is what
 * its list shows them (`filterOf`). One statement answers a page (a UNION ALL of one indexed
 * select per module) and one the counts.
 */

/** A record module as "my work" reads it. */
export type TMyWorkModule = {
  module: TRecordModule;
  table: TModuleTable;
  list: TModuleList;
  type: TRecordType<string, TModuleRow>;
};

const joined = new WeakMap<object, TMyWorkModule[]>();
const joinedChildren = new WeakMap<object, { entityType: string; store: TChildStore }[]>();

/** A record module joins "my work" (registerRecordModule calls it for every module). */
export function joinMyWork(app: TApp, entry: TMyWorkModule) {
  const modules = joined.get(app) ?? [];
  modules.push(entry);
  joined.set(app, modules);
}

/** A child type joins its parent's (registerChildRoutes calls it): its person fields may be waited for. */
export function joinMyWorkChild(app: TApp, entityType: string, store: TChildStore) {
  const children = joinedChildren.get(app) ?? [];
  children.push({ entityType, store });
  joinedChildren.set(app, children);
}

/** `<child>.<field>`: the record has a live child row naming the caller in that person field. */
function childNames(app: TApp, entry: TMyWorkModule, waiter: string, callerId: string): SQL | null {
  const [key, field] = waiter.split('.');
  const store = joinedChildren
    .get(app)
    ?.find((c) => c.entityType === entry.module.entityType && c.store.child.key === key)?.store;
  if (!store || !field || store.child.fields[field]?.kind !== 'person') return null;
  const parent = childColumn(store, store.parentKey);
  const person = childColumn(store, columnKeyOf(field));
  const deleted = childColumn(store, 'deletedAt');
  return sql`exists (select 1 from ${store.table} where ${parent} = ${entry.table.id} and ${person} = ${callerId} and ${deleted} is null)`;
}

export const myWorkModules = (app: TApp): readonly TMyWorkModule[] => joined.get(app) ?? [];

const ruleOf = (module: TRecordModule) => (module.myWork ?? {}) as TMyWorkRule;

/** The texts of a module of "my work" (its manifest's, or the tasks'), to name it and its states. */
const textsOf = (app: TApp, module: string): TTextTree | undefined =>
  module === MY_WORK_TASKS
    ? MY_WORK_TASK_TEXTS
    : myWorkModules(app).find((entry) => entry.module.key === module)?.module.texts;
const titleOf = (app: TApp, module: string, lang: TLanguage) => {
  const texts = textsOf(app, module);
  return texts ? textAt(texts, 'titles.list', lang) : module;
};
const statusText = (app: TApp, module: string, status: string, lang: TLanguage) => {
  const texts = textsOf(app, module);
  return texts ? textAt(texts, `statuses.${status}`, lang) : status;
};

/** The column a record is given to someone by (`assignee`), if its table has one. */
const assigneeColumn = (table: TModuleTable) =>
  (getTableColumns(table) as Record<string, PgColumn>).assigneeId;

/**
 * Which of the module's records wait for this caller, as SQL, or null when none may (they hold no
 * role the workflow waits for, the module gives nothing to anyone...). Roles and `member` are
 * decided here, once; the author, the assignee and person fields are compared with the caller's id.
 */
export function waitingWhere(app: TApp, entry: TMyWorkModule, caller: TAuthUser, scope: TScope): SQL | null {
  const { module, table } = entry;
  const everyone: string[] = [];
  const conditional: SQL[] = [];
  const inScope = scope.all ? null : inArray(table.organizationId, scope.organizationIds);
  for (const [state, waiters] of Object.entries(moduleWaiters(module))) {
    const terms: SQL[] = [];
    let all = false;
    for (const waiter of waiters ?? []) {
      if (waiter === 'author') terms.push(eq(table.createdBy, caller.id));
      else if (waiter === 'assignee') {
        const column = assigneeColumn(table);
        if (column) terms.push(eq(column, caller.id));
      } else if (
        waiter === 'member' ||
        caller.roles.includes(waiter as never) ||
        (holdingRoleOf(waiter) !== null && isActor([waiter as TActor], caller, null))
      ) {
        // A public type is read beyond the scope; it waits only for those within it.
        if (module.publicRead && inScope) terms.push(inScope);
        else all = true;
      } else if (module.fields[waiter]?.kind === 'person')
        terms.push(eq(fieldColumn(module, table, waiter), caller.id));
      else if (waiter.includes('.')) {
        const named = childNames(app, entry, waiter, caller.id);
        if (named) terms.push(named);
      }
    }
    if (all) everyone.push(state);
    else if (terms.length > 0) conditional.push(sql`(${table.status} = ${state} and ${or(...terms)})`);
  }
  const parts = [...(everyone.length > 0 ? [inArray(table.status, everyone)] : []), ...conditional];
  return parts.length > 0 ? (or(...parts) as SQL) : null;
}

/** The values of every part's placeholders, in one object: a name two parts share must agree. */
function mergeValues(filters: readonly ListFilter[]) {
  const values: Record<string, unknown> = {};
  for (const filter of filters)
    for (const [name, value] of Object.entries(filter.values)) {
      if (name in values && JSON.stringify(values[name]) !== JSON.stringify(value))
        throw new Error(`my-work: the placeholder ${name} differs between modules`);
      values[name] = value;
    }
  return values;
}

/** The date column that is a module's due date, if it names one. */
const dueColumn = (entry: TMyWorkModule) => {
  const due = ruleOf(entry.module).due;
  return due ? fieldColumn(entry.module, entry.table, due) : null;
};

type TPart = ReturnType<typeof partOf>;

function partOf(db: DbOrTx, entry: TMyWorkModule, filter: ListFilter, waiting: SQL) {
  const { table, module } = entry;
  const due = dueColumn(entry);
  return db
    .select({
      module: sql<string>`${module.key}::text`.as('module'),
      id: sql<string>`${table.id}`.as('id'),
      since: sql<Date>`${table.updatedAt}`.as('since'),
      due: (due ? sql<string | null>`${due}` : sql<string | null>`null::date`).as('due'),
    })
    .from(table)
    .where(and(filter.where, waiting));
}

function tasksPart(db: DbOrTx, caller: TAuthUser) {
  return db
    .select({
      module: sql<string>`${MY_WORK_TASKS}::text`.as('module'),
      id: sql<string>`${recordTasks.id}`.as('id'),
      since: sql<Date>`${recordTasks.createdAt}`.as('since'),
      due: sql<string | null>`${recordTasks.dueDate}`.as('due'),
    })
    .from(recordTasks)
    .where(
      and(
        eq(recordTasks.assigneeId, caller.id),
        eq(recordTasks.status, 'open'),
        isNull(recordTasks.deletedAt),
      ),
    );
}

/** The parts of the caller's "my work" (one module's, if asked) and their placeholders' values. */
async function partsOf(
  app: TApp,
  reader: TTreeReader,
  caller: TAuthUser,
  scope: TScope,
  only: string | undefined,
) {
  const parts: TPart[] = [];
  const filters: ListFilter[] = [];
  for (const entry of myWorkModules(app)) {
    if (only !== undefined && only !== entry.module.key) continue;
    const waiting = waitingWhere(app, entry, caller, scope);
    if (!waiting) continue;
    const filter = await filterOf(reader, entry.list, caller, scope, {});
    parts.push(partOf(reader.db, entry, filter, waiting));
    filters.push(filter);
  }
  if (only === undefined || only === MY_WORK_TASKS) parts.push(tasksPart(reader.db, caller) as TPart);
  return { parts, values: mergeValues(filters) };
}

const union = (parts: TPart[]) => {
  const [first, second, ...rest] = parts;
  if (!first) return null;
  return second ? unionAll(first, second, ...rest) : first;
};

/** How many items wait for the caller, per module. */
export async function myWorkCounts(
  app: TApp,
  reader: TTreeReader,
  caller: TAuthUser,
  scope: TScope,
  lang: TLanguage,
) {
  const { parts, values } = await partsOf(app, reader, caller, scope, undefined);
  const all = union(parts);
  if (!all) return { total: 0, modules: [] };
  const waiting = all.as('waiting');
  const rows = await unplanned(
    reader.db
      .select({ module: waiting.module, count: count() })
      .from(waiting)
      .groupBy(waiting.module)
      .orderBy(waiting.module),
  ).execute(values);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    modules: rows.map((row) => ({
      module: row.module,
      title: titleOf(app, row.module, lang),
      count: row.count,
    })),
  };
}

type TKey = { module: string; id: string; since: Date | string; due: string | null };

/** A page of the caller's items in the asked order, and how many there are. */
export async function myWorkPage(
  app: TApp,
  reader: TTreeReader,
  caller: TAuthUser,
  scope: TScope,
  query: { module?: string; page: number; page_size: number; ordering?: string },
  lang: TLanguage,
): Promise<{ total: number; items: TMyWorkItem[] }> {
  const { parts, values } = await partsOf(app, reader, caller, scope, query.module);
  const all = union(parts);
  if (!all) return { total: 0, items: [] };
  const desc = query.ordering?.startsWith('-') ?? false;
  const direction = desc ? sql`desc` : sql`asc`;
  const byDue = query.ordering?.replace('-', '') === 'due';
  // Nothing due sorts last either way; ties in the order of waiting, then by id.
  const order = byDue
    ? [sql`"due" ${direction} nulls last`, sql`"since" asc`, sql`"id" asc`]
    : [sql`"since" ${direction}`, sql`"id" ${direction}`];
  const waiting = all.as('waiting');
  const [keys, totals] = await Promise.all([
    unplanned(
      reader.db
        .select()
        .from(waiting)
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ).execute({ ...values, limit: query.page_size, offset: offsetOf(query.page, query.page_size) }),
    unplanned(reader.db.select({ total: count() }).from(waiting)).execute(values),
  ]);
  const items = (await itemsOf(app, reader.db, keys as TKey[])).map((item) => ({
    ...item,
    module_title: titleOf(app, item.module, lang),
    status_text: statusText(app, item.module, item.status, lang),
  }));
  return { total: totals[0]?.total ?? 0, items };
}

const dayOf = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : null;
const momentOf = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const summaryOf = (text: unknown) => {
  const value = typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
  return value.length > 200 ? `${value.slice(0, 199)}…` : value;
};

/** The text field an item shows: the manifest's `myWork.summary`, or its first searched text. */
const summaryField = (module: TRecordModule) =>
  ruleOf(module).summary ??
  module.list.search.find((name) => ['text', 'long_text'].includes(module.fields[name]?.kind ?? ''));

/** The page's items: each module's rows read at once by id, tasks with their records. */
type TFound = Omit<TMyWorkItem, 'module_title' | 'status_text'>;

async function itemsOf(app: TApp, db: DbOrTx, keys: readonly TKey[]): Promise<TFound[]> {
  const byModule = new Map<string, string[]>();
  for (const key of keys) byModule.set(key.module, [...(byModule.get(key.module) ?? []), key.id]);
  const found = new Map<string, Pick<TFound, 'number' | 'status' | 'summary' | 'link'>>();
  for (const entry of myWorkModules(app)) {
    const ids = byModule.get(entry.module.key);
    if (!ids) continue;
    const { table, type, module } = entry;
    const rows = (await db.select().from(table).where(inArray(table.id, ids))) as unknown as TModuleRow[];
    const summary = summaryField(module);
    for (const row of rows)
      found.set(`${module.key}:${row.id}`, {
        number: row.number,
        status: row.status,
        summary: summaryOf(
          summary ? row[summary === module.organizationField ? 'organizationId' : columnKeyOf(summary)] : '',
        ),
        link: type.link(row),
      });
  }
  const taskIds = byModule.get(MY_WORK_TASKS);
  if (taskIds) {
    const tasks = await db.select().from(recordTasks).where(inArray(recordTasks.id, taskIds));
    for (const task of tasks) {
      // A page holds a few tasks: each record is read by its own type, which knows its link.
      const type = taskRecordType(task.entityType);
      const record = await type?.find(db, task.entityId, false);
      if (!type || !record) continue;
      found.set(`${MY_WORK_TASKS}:${task.id}`, {
        number: record.number,
        status: task.status,
        summary: summaryOf(task.description),
        link: type.link(record),
      });
    }
  }
  return keys.flatMap((key) => {
    const item = found.get(`${key.module}:${key.id}`);
    const due = dayOf(key.due);
    return item
      ? [
          {
            module: key.module,
            id: key.id,
            ...item,
            since: momentOf(key.since),
            due_date: due,
            overdue: due !== null && isPastDay(due),
          },
        ]
      : [];
  });
}
