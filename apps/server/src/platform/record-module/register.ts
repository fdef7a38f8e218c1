import type { TLanguage } from '@hse/contracts/constants';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import {
  createSchemaOf,
  itemSchemaOf,
  type TRecordItem,
  updateSchemaOf,
} from '@hse/contracts/record-module/schemas';
import { textAt } from '@hse/contracts/texts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { columnKeyOf } from '../../db/schema/record-module-table.ts';
import { scopeOf, type TAuthUser, type TScope } from '../access.ts';
import { langOf, type TApp } from '../app-types.ts';
import { currentUser } from '../auth-plugin.ts';
import { isUniqueViolation } from '../db-errors.ts';
import type { TDeps } from '../deps.ts';
import { AppError, notFound } from '../errors.ts';
import { joinMyWork } from '../my-work.ts';
import { rolesOnly, SIGNED_IN } from '../permissions.ts';
import { organizationNameIn } from '../record-names.ts';
import { RECORD_ERRORS, registerRecordRoutes } from '../record-routes.ts';
import {
  assertVisible,
  callerOn,
  insertRecord,
  organizationInScope,
  readRecord,
  updateRecord,
} from '../records.ts';
import type { TWrittenRead } from '../write-statement.ts';
import type {
  TModuleCheck,
  TModuleOwnValues,
  TModulePlace,
  TModulePlaced,
  TModuleRecord,
  TModuleRoutes,
  TModuleType,
  TRecordModuleHooks,
} from './module-hooks.ts';
import { moduleItem } from './module-item.ts';
import { listColumnsOf, periodFieldOf, type TModuleList } from './module-list.ts';
import { registerModuleList } from './module-list-routes.ts';
import { modulePrintable } from './module-output.ts';
import {
  fieldColumnKeys,
  findModuleRow,
  nameColumns,
  rowColumns,
  selectRows,
  type TModuleRow,
  type TModuleTable,
} from './module-rows.ts';
import { checkDateOrder, checkLinks, checkReferencesFixed, normalizedInput, yearOf } from './module-rules.ts';
import { registerPublicCreate } from './public-create.ts';
import { dayOf, registerRecordReader } from './record-readers.ts';
import { registerRecordWriter } from './record-writers.ts';

export type {
  TModuleCheck,
  TModuleOwnValues,
  TModulePlace,
  TModulePlaced,
  TModuleRecord,
  TModuleRoutes,
  TModuleType,
  TRecordModuleHooks,
};

/**
 * One row of a `rows` field that declares its items (`<field>.<index>`): its words and due date,
 * as another module names it (a measure an event is raised from); 404 where there is none.
 */
function rowItemOf(module: TRecordModule, row: TModuleRow, item: string) {
  const [name = '', index = ''] = item.split('.');
  const f = module.fields[name];
  const rows = f?.rowItem ? row[columnKeyOf(name)] : undefined;
  const found = Array.isArray(rows) && /^\d+$/.test(index) ? rows[Number(index)] : undefined;
  if (!f?.rowItem || !found || typeof found !== 'object') throw notFound();
  const value = found as Record<string, unknown>;
  const subject = String(value[f.rowItem.label] ?? '');
  return {
    subject: subject.length > 200 ? `${subject.slice(0, 199)}…` : subject,
    due_on: f.rowItem.due ? dayOf(value[f.rowItem.due]) : null,
  };
}

/** The period field of a module's cached totals (module-list.ts), as the records engine names it. */
function periodOf(module: TRecordModule) {
  const field = periodFieldOf(module);
  return field ? { field, column: columnKeyOf(field) } : undefined;
}

/** The TRecordType the records engine applies, derived from the manifest, table and hooks. */
export function moduleRecordType(
  module: TRecordModule,
  table: TModuleTable,
  hooks: TRecordModuleHooks,
  columns = rowColumns(table, { ...nameColumns(module, table, hooks.references ?? {}), ...hooks.columns }),
): TModuleType {
  // One object for every read, so its statement is built once (findModuleRow).
  const readColumns = { ...columns, ...hooks.readColumns };
  const readWritten: TWrittenRead = {
    columns: readColumns,
    select: (db, from, selected) => selectRows(db, table, selected, from),
  };
  return {
    entityType: module.entityType,
    numberPrefix: module.numberPrefix,
    table,
    workflow: module.workflow,
    fields: { ...fieldColumnKeys(module), ...hooks.ownFields },
    find: (db, id, lock) => findModuleRow(db, table, readColumns, id, lock),
    readWritten,
    visible: hooks.visible,
    readableBeyondScope: hooks.readableBeyondScope,
    derive: hooks.derive,
    beforeAction: hooks.beforeAction,
    afterAction: hooks.afterAction,
    notifications: hooks.notifications ?? {},
    link: hooks.link ?? ((row) => module.routes.record.replace(':id', row.id)),
    cacheTag: hooks.cacheTag ?? module.key,
    period: periodOf(module),
    tasks: hooks.tasks,
    publicRead: module.publicRead,
    actionColumns: hooks.actionColumns,
  };
}

/** What the list of a module reads: its rows' columns and the hooks that filter and answer them. */
export function moduleListOf(
  module: TRecordModule,
  table: TModuleTable,
  hooks: TRecordModuleHooks,
  columns = rowColumns(table, { ...nameColumns(module, table, hooks.references ?? {}), ...hooks.columns }),
): TModuleList {
  const { listWhere, listScope, listItem, listItemSchema, exportColumns, guestWhere, listParams } = hooks;
  return {
    ...{ module, table, columns, cacheTag: hooks.cacheTag ?? module.key },
    // A module's own list item may read any column; the layer's reads the list's only.
    pageColumns: hooks.listItem ? undefined : listColumnsOf(module, columns),
    ...{ listWhere, listScope, listItem, listItemSchema, exportColumns, guestWhere, params: listParams },
  };
}

/**
 * A record module's whole API from its manifest (decision 028): the list with its filters, order
 * and search; the export; create; and what every record has (read, change, delete, actions,
 * history, comments, files, PDF) through `registerRecordRoutes`.
 */
export function registerRecordModule(
  app: TApp,
  deps: TDeps,
  module: TRecordModule,
  table: TModuleTable,
  hooks: TRecordModuleHooks = {},
): TModuleType {
  const base = module.resource;
  const tags = [module.key];
  const columns = rowColumns(table, {
    ...nameColumns(module, table, hooks.references ?? {}),
    ...hooks.columns,
  });
  const type = moduleRecordType(module, table, hooks, columns);
  const list = moduleListOf(module, table, hooks, columns);
  // The derived schema's type is a record of unknowns; its answers are TRecordItem.
  const item = (hooks.itemSchema ?? itemSchemaOf(module)) as unknown as z.ZodType<TRecordItem>;
  const toItem = (row: TModuleRow, lang: TLanguage, caller: TAuthUser & { member: boolean }) =>
    hooks.item ? hooks.item(row, lang, caller) : moduleItem(module, row, lang, caller);

  const check = async (tx: DbOrTx, ctx: TModuleCheck) => {
    checkDateOrder(module, ctx.merged);
    if (ctx.before) checkReferencesFixed(module, ctx.before, ctx.merged);
    await checkLinks(tx, module, ctx.before, ctx.merged);
    await hooks.check?.(tx, ctx);
  };

  /** A unique index a create ran into → 409 with the module's key; anything else as it is. */
  const conflictOf = (error: unknown) => {
    for (const [index, key] of Object.entries(hooks.createConflicts ?? {}))
      if (isUniqueViolation(error, index)) return new AppError(409, key);
    return error;
  };

  registerModuleList(app, deps, list, tags);
  joinMyWork(app, { module, table, list, type });

  /**
   * The create path: the POST's and the writer's (decision 056), in the caller's transaction.
   * `own`: the transaction is the create's alone, so with nothing after the insert it ends there.
   */
  const create = async (
    tx: DbOrTx,
    user: TAuthUser,
    scope: TScope,
    body: Record<string, unknown>,
    own = false,
  ) => {
    const input = normalizedInput(module, body);
    const placed = hooks.place
      ? await hooks.place(tx, { caller: user, scope, input })
      : {
          organizationId: (await organizationInScope(tx, scope, String(input[module.organizationField]))).id,
          year: yearOf(module, input),
        };
    const ctx = { caller: user, scope, before: null, merged: input };
    await check(tx, ctx);
    const extra = { ...placed.extra, ...(await hooks.createColumns?.(tx, ctx)) };
    const last = own && !hooks.afterCreate;
    const written = await insertRecord(tx, deps, type, user, {
      ...placed,
      ...{ fields: input, extra, last, answer: last },
    });
    await hooks.afterCreate?.(tx, written.id, user);
    return written;
  };
  const createSchema = hooks.createSchema ?? createSchemaOf(module);

  const { publicCreate, guestItem } = hooks;
  if (publicCreate) {
    registerPublicCreate(app, deps, {
      module,
      type,
      open: publicCreate,
      createSchema: hooks.createSchema,
      item,
      toItem,
      guestItem,
    });
  } else
    app.post(
      `${base}/`,
      {
        config: { permission: module.createRoles ? rolesOnly(...module.createRoles) : SIGNED_IN },
        schema: {
          tags,
          body: createSchema,
          response: { 201: item, ...RECORD_ERRORS },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const scope = await scopeOf(deps, user);
        // The transaction's result is the id a retry's key keeps; the row, when the insert
        // answered it, spares a read after the commit.
        let answered: TModuleRow | undefined;
        const id = await deps.db
          .transaction(async (tx) => {
            const written = await create(tx, user, scope, request.body as Record<string, unknown>, true);
            answered = written.row;
            return written.id;
          })
          .catch((error: unknown) => {
            throw conflictOf(error);
          });
        const row = answered
          ? await assertVisible(deps, type, answered, scope, user)
          : await readRecord(deps, type, scope, user, id);
        return reply.status(201).send(toItem(row, langOf(request), callerOn(user, scope, row)));
      },
    );

  registerRecordRoutes(app, deps, {
    base,
    tags,
    type,
    item,
    toItem,
    parts: module.parts,
    guest: module.publicRead && guestItem ? { toItem: guestItem, readable: hooks.guestVisible } : undefined,
    update: {
      schema: hooks.updateSchema ?? updateSchemaOf(module),
      apply: (scope, user, id, body: { version: number } & Record<string, unknown>) =>
        updateRecord(
          deps,
          type,
          user,
          scope,
          id,
          normalizedInput(module, body) as typeof body,
          async (tx, before, merged) => {
            const organizationId = merged[module.organizationField];
            // A computed organization (placed from another record) is never sent, so never moves.
            if (module.organizationField in type.fields && organizationId !== before.organizationId)
              await organizationInScope(tx, scope, String(organizationId));
            await check(tx, { caller: user, scope, before, merged });
          },
        ),
    },
    print: module.parts.pdf
      ? async (record, lang, timeZone) => {
          if (hooks.printable) return hooks.printable(record, lang, timeZone);
          const printable = modulePrintable(module, record, lang, timeZone);
          const extra = (await hooks.printBlocks?.(record, lang, timeZone)) ?? [];
          return { ...printable, blocks: [...printable.blocks, ...extra] };
        }
      : undefined,
  });

  // Other modules make this one's records through the writers (decision 056), as its POST does:
  // the caller's create right, the contract, the checks, numbering, history and hooks.
  registerRecordWriter(deps, module.entityType, async (tx, user, body) => {
    if (module.createRoles && !module.createRoles.some((role) => user.roles.includes(role)))
      throw new AppError(403, 'errors.forbidden');
    const scope = await scopeOf({ db: tx, cache: deps.cache }, user);
    return create(tx, user, scope, createSchema.parse(body) as Record<string, unknown>).then(
      (written) => written.id,
      (error: unknown) => {
        throw conflictOf(error);
      },
    );
  });

  // Other modules name this one's records through the readers (decision 050), as its routes read them.
  registerRecordReader(deps, module.entityType, async (db, user, scope, id, lang, item) => {
    const row = await readRecord({ db, cache: deps.cache }, type, scope, user, id);
    return {
      ...(item === undefined ? {} : rowItemOf(module, row, item)),
      record_id: row.id,
      entity_type: module.entityType,
      id: row.id,
      number: row.number,
      label: `${textAt(module.texts, 'titles.record', lang)} ${row.number}`,
      status: row.status,
      status_name: textAt(module.texts, `statuses.${row.status}`, lang),
      organization_id: row.organizationId,
      organization_name: organizationNameIn(row, lang),
      link: type.link(row),
    };
  });

  const read = async (request: FastifyRequest, id: string): Promise<TModuleRecord> => {
    const user = currentUser(request);
    const scope = await scopeOf(deps, user);
    const row = await readRecord(deps, type, scope, user, id);
    return { row, user, scope, caller: callerOn(user, scope, row) };
  };
  hooks.routes?.(app, {
    base,
    tags,
    type,
    read,
    item: (record, lang) => toItem(record.row, lang, record.caller),
  });
  return type;
}
