import type { TLanguage } from '@hse/contracts/constants';
import type { TMessageKey } from '@hse/contracts/messages';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import {
  createSchemaOf,
  itemSchemaOf,
  type TRecordItem,
  updateSchemaOf,
} from '@hse/contracts/record-module/schemas';
import { textAt } from '@hse/contracts/texts';
import type { SQL } from 'drizzle-orm';
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
import type { ListFilter } from '../list-filter.ts';
import { joinMyWork } from '../my-work.ts';
import { rolesOnly, SIGNED_IN } from '../permissions.ts';
import { organizationNameIn } from '../record-names.ts';
import type { TPrintable, TPrintBlock } from '../record-pdf.ts';
import { RECORD_ERRORS, registerRecordRoutes } from '../record-routes.ts';
import {
  callerOn,
  insertRecord,
  organizationInScope,
  readRecord,
  type TRecordType,
  updateRecord,
} from '../records.ts';
import { moduleItem } from './module-item.ts';
import type { TListScope, TModuleList, TModuleListAnswer, TModuleListParams } from './module-list.ts';
import { registerModuleList } from './module-list-routes.ts';
import { modulePrintable } from './module-output.ts';
import {
  fieldColumnKeys,
  findModuleRow,
  nameColumns,
  rowColumns,
  type TModuleRow,
  type TModuleTable,
  type TReferenceName,
} from './module-rows.ts';
import { checkDateOrder, checkLinks, checkReferencesFixed, normalizedInput, yearOf } from './module-rules.ts';
import { registerPublicCreate, type TPublicCreate } from './public-create.ts';
import { dayOf, registerRecordReader } from './record-readers.ts';
import { registerRecordWriter } from './record-writers.ts';

type TModuleType = TRecordType<string, TModuleRow>;

/** What a module's own check is given: the record as it will be, and before (null on create). */
export type TModuleCheck = {
  caller: TAuthUser;
  scope: TScope;
  before: TModuleRow | null;
  /** The API fields as they will be stored. */
  merged: Record<string, unknown>;
};

/** One record as the caller may see it: what a module's own routes under the resource start from. */
export type TModuleRecord = {
  row: TModuleRow;
  user: TAuthUser;
  scope: TScope;
  /** The caller as the workflow sees them on this record (`member` set). */
  caller: TAuthUser & { member: boolean };
};

/** What a module registering its own routes under the resource is given. */
export type TModuleRoutes = {
  base: string;
  tags: string[];
  type: TModuleType;
  /** The record for this request's caller; 404 outside their scope or unseen (a draft). */
  read(request: FastifyRequest, id: string): Promise<TModuleRecord>;
  /** The record's answer, as GET `<base>/:id/` gives it. */
  item(record: TModuleRecord, lang: TLanguage): TRecordItem;
};

/** What a module adds to its manifest on the server; everything else is derived. */
export type TRecordModuleHooks = {
  /** Beyond the scope: may this caller see the record (404 otherwise)? Pair it with `listWhere`. */
  visible?(row: TModuleRow, caller: TAuthUser): boolean;
  /** The list's side of `visible`: conditions added for this caller. */
  listWhere?(list: ListFilter, caller: TAuthUser, table: TModuleTable): void;
  /** More validation on create and update, in the write's transaction; throws 400 field errors. */
  check?(tx: DbOrTx, ctx: TModuleCheck): Promise<void> | void;
  /** Columns that follow from the fields, given the record as it will be (API names in). */
  derive?(merged: Record<string, unknown>): Record<string, unknown>;
  /**
   * Columns a new record gets that follow from other records (read in the create's transaction,
   * after `check`): where an event's source lies.
   */
  createColumns?(tx: DbOrTx, ctx: TModuleCheck): Promise<Record<string, unknown>>;
  notifications?: TModuleType['notifications'];
  beforeAction?: TModuleType['beforeAction'];
  /** How the answer names a `reference` field's record (`<x>_name`): a subselect on its id. */
  references?: Record<string, TReferenceName>;
  /** Parts the PDF prints after the manifest's sections (a checklist, findings). */
  printBlocks?(item: TRecordItem, lang: TLanguage, timeZone: string): Promise<TPrintBlock[]> | TPrintBlock[];
  /** The module's own routes under its resource. */
  routes?(app: TApp, routes: TModuleRoutes): void;
  /** The list's side of reading beyond the scope: replaces the scope condition. */
  listScope?(list: ListFilter, ctx: TListScope): Promise<void> | void;
  /** A public type's (`publicRead`) conditions for guests: what they never see. */
  guestWhere?(list: ListFilter, table: TModuleTable): void;
  /** The list's own query parameters beyond the manifest's filters (a map's box). */
  listParams?: TModuleListParams;
  /** The read cache's tag of an existing module's records (the module's key otherwise). */
  cacheTag?: string;
  /**
   * Computed fields read with the list's rows and with one record, by column key: counts of other
   * records (a plan's parts) that no write of this record keeps.
   */
  columns?: Readonly<Record<string, SQL>>;
  /** Columns read with one record, not with the list's rows (for `item` and `beforeAction`). */
  readColumns?: Readonly<Record<string, SQL>>;
  /** The one-record side of `listScope`: may this caller read a record beyond their scope? */
  readableBeyondScope?: TModuleType['readableBeyondScope'];
  /** Runs in an action's transaction after the status changed (a record reaches its readers). */
  afterAction?: TModuleType['afterAction'];
  /** The web route of a record in notifications, where it is not `routes.record` with its id. */
  link?(row: TModuleRow): string;
  /**
   * A record placed from another (a document from its message): its organization and numbering
   * year come from there, not from the input's organization and year fields.
   */
  place?(tx: DbOrTx, ctx: TModulePlace): Promise<TModulePlaced>;
  /**
   * Runs in a create's transaction once the record is written (the POST, or another module's
   * writer): counts on the record it belongs to.
   */
  afterCreate?(tx: DbOrTx, id: string, caller: TAuthUser): Promise<void>;
  /** Unique indexes a create may run into when two are written at once → 409 with this key. */
  createConflicts?: Readonly<Record<string, TMessageKey>>;
  /** Follow-up tasks raised from the record's findings (decision 017), for a module that has them. */
  tasks?: TModuleType['tasks'];
  /** Columns an action sets besides the status (the person a card is given to); 400 on bad values. */
  actionColumns?: TModuleType['actionColumns'];
  /** A public type's (`publicRead`) answer for a guest; without it guests read the list only. */
  guestItem?(row: TModuleRow, lang: TLanguage): TRecordItem;
  /** The one-record side of `guestWhere`: may a guest read this record (404 otherwise)? */
  guestVisible?(row: TModuleRow): boolean;
  /** Anyone files a record, signed in or not: the create route is public (public-create.ts). */
  publicCreate?: TPublicCreate;
} & TModuleListAnswer &
  TModuleOwnValues;

/** What `place` is given: the create's input and who sends it. */
export type TModulePlace = { caller: TAuthUser; scope: TScope; input: Record<string, unknown> };
/**
 * Where `place` puts a record: its organization, its numbering year, and columns it takes from the
 * record it is placed from (a plan's year and deadline on its part).
 */
export type TModulePlaced = { organizationId: string; year: number; extra?: Record<string, unknown> };

/**
 * A record with values no field type holds yet (a person with a position, a list of
 * organizations): its create and update bodies, the columns they write and its answer, given by
 * the module instead of derived from the manifest, as `listItem` does for the list.
 */
export type TModuleOwnValues = {
  createSchema?: z.ZodType;
  updateSchema?: z.ZodType;
  /** API name → column key of what a client writes besides the manifest's fields. */
  ownFields?: Readonly<Record<string, string>>;
  /** The record's answer for one caller, and its schema (`itemSchema`). */
  item?(row: TModuleRow, lang: TLanguage, caller: TAuthUser & { member: boolean }): TRecordItem;
  itemSchema?: z.ZodType;
  /** The whole PDF, where the manifest's sections and `printBlocks` do not say it. */
  printable?(item: TRecordItem, lang: TLanguage, timeZone: string): TPrintable;
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

/** The TRecordType the records engine applies, derived from the manifest, table and hooks. */
export function moduleRecordType(
  module: TRecordModule,
  table: TModuleTable,
  hooks: TRecordModuleHooks,
  columns = rowColumns(table, { ...nameColumns(module, table, hooks.references ?? {}), ...hooks.columns }),
): TModuleType {
  return {
    entityType: module.entityType,
    numberPrefix: module.numberPrefix,
    table,
    workflow: module.workflow,
    fields: { ...fieldColumnKeys(module), ...hooks.ownFields },
    find: (db, id, lock) => findModuleRow(db, table, { ...columns, ...hooks.readColumns }, id, lock),
    visible: hooks.visible,
    readableBeyondScope: hooks.readableBeyondScope,
    derive: hooks.derive,
    beforeAction: hooks.beforeAction,
    afterAction: hooks.afterAction,
    notifications: hooks.notifications ?? {},
    link: hooks.link ?? ((row) => module.routes.record.replace(':id', row.id)),
    cacheTag: hooks.cacheTag ?? module.key,
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

  /** The create path: the POST's and the writer's (decision 056), in the caller's transaction. */
  const create = async (tx: DbOrTx, user: TAuthUser, scope: TScope, body: Record<string, unknown>) => {
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
    const id = await insertRecord(tx, deps, type, user, { ...placed, fields: input, extra });
    await hooks.afterCreate?.(tx, id, user);
    return id;
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
        const id = await deps.db
          .transaction((tx) => create(tx, user, scope, request.body as Record<string, unknown>))
          .catch((error: unknown) => {
            throw conflictOf(error);
          });
        const row = await readRecord(deps, type, scope, user, id);
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
    return create(tx, user, scope, createSchema.parse(body) as Record<string, unknown>).catch(
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
