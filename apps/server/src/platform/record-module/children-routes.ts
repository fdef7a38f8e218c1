import { ZIdParamsSchema, ZVersionSchema } from '@hse/contracts/common';
import {
  childCreateSchemaOf,
  childFlags,
  childItemSchemaOf,
  childListSchemaOf,
  childRight,
  childUpdateSchemaOf,
  type TChildItem,
  type TChildParent,
  type TChildRight,
} from '@hse/contracts/record-module/children';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { THistoryChanges } from '../../db/schema/index.ts';
import { columnKeyOf } from '../../db/schema/record-module-table.ts';
import type { TApp } from '../app-types.ts';
import type { TDeps } from '../deps.ts';
import { conflict, forbidden, notFound, staleVersion } from '../errors.ts';
import { diffFields, recordHistory } from '../history.ts';
import { newId } from '../ids.ts';
import { joinMyWorkChild } from '../my-work.ts';
import { SIGNED_IN } from '../permissions.ts';
import { RECORD_ERRORS } from '../record-routes.ts';
import { childColumn, childValues, findChild, listChildren, type TChildStore } from './children.ts';
import type { TModuleRow } from './module-rows.ts';
import { dayOf, recordReaderOf, registerRecordReader } from './record-readers.ts';
import type { TModuleRecord, TModuleRoutes } from './register.ts';

type TCaller = TModuleRecord['caller'];

/** A change of a child, as its parent's module hears of it (in the change's transaction). */
export type TChildChange = {
  parent: TModuleRow;
  caller: TCaller;
  action: 'add' | 'update' | 'delete';
  /** The child before (null when added) and after (null when deleted), API names. */
  before: TChildItem | null;
  after: Record<string, unknown> | null;
  changes: THistoryChanges;
};

/** What a parent module adds to its children's routes. */
export type TChildHooks = {
  /** More validation of the fields being written (only those that change), 400 field errors. */
  check?(
    tx: DbOrTx,
    ctx: { parent: TModuleRow; caller: TCaller; input: Record<string, unknown>; before: TChildItem | null },
  ): Promise<void> | void;
  /** After each change: counts kept on the parent, people told. */
  changed?(tx: DbOrTx, ctx: TChildChange): Promise<void> | void;
};

const parentOf = (row: TModuleRow): TChildParent => ({ status: row.status, createdBy: row.createdBy });

/** 403 for who never writes this part, 409 in a state where it is closed. */
function demand(right: TChildRight) {
  if (right === 'never') throw forbidden();
  if (right === 'closed') throw conflict('errors.not_editable');
}

/** The history's comment naming the child (a long text cut short). */
const labelOf = (value: unknown) => {
  const text = String(value ?? '');
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
};

/**
 * The children of a record module's records (decision 038): list, create, update and delete
 * under `<base>/:id/<key>/`, each reading the parent as its own routes do (404 outside the scope),
 * changing it in one transaction with the parent locked, versioned, written into the parent's
 * history and invalidating its cache; the Idempotency-Key is answered as on every POST.
 */
export function registerChildRoutes(
  app: TApp,
  deps: TDeps,
  routes: TModuleRoutes,
  store: TChildStore,
  hooks: TChildHooks = {},
) {
  const { child } = store;
  joinMyWorkChild(app, routes.type.entityType, store);
  const [first] = child.sections;
  const url = `${routes.base}/:id/${child.key}/`;
  const itemParam = `${child.item}Id`;
  const itemUrl = `${url}:${itemParam}/`;
  const ZItemParamsSchema = z.object({ id: z.uuid(), [itemParam]: z.uuid() });
  const itemSchema = childItemSchemaOf(child) as unknown as z.ZodType<TChildItem>;
  const tags = routes.tags;

  const lockParent = async (tx: DbOrTx, id: string) => {
    const row = await routes.type.find(tx, id, true);
    if (!row) throw notFound();
    return row;
  };
  const trail = (
    tx: DbOrTx,
    parent: TModuleRow,
    action: string,
    caller: TCaller,
    changes: THistoryChanges,
    label: unknown,
  ) =>
    recordHistory(tx, {
      entityType: routes.type.entityType,
      entityId: parent.id,
      action: `${child.item}_${action}`,
      actorId: caller.id,
      changes,
      comment: labelOf(label),
    });
  const finish = async (tx: DbOrTx, change: TChildChange) => {
    await hooks.changed?.(tx, change);
    await deps.cache.invalidate(tx, [routes.type.cacheTag]);
  };
  /** The child as the caller now sees it, in the parent's state after the change. */
  const answer = async (record: TModuleRecord, id: string) => {
    const parent = await routes.type.find(deps.db, record.row.id, false);
    const item = parent && (await findChild(deps.db, store, parent.id, id));
    if (!parent || !item) throw notFound();
    return { ...item, ...childFlags(child, parentOf(parent), record.caller, item) };
  };
  /** Locks the parent and the child: 404 for a child it has not, 409 at another version. */
  const lockChild = async (tx: DbOrTx, parentId: string, id: string, version: number) => {
    const parent = await lockParent(tx, parentId);
    const item = await findChild(tx, store, parentId, id, true);
    if (!item) throw notFound();
    if (item.version !== version) throw staleVersion();
    return { parent, item };
  };
  // A child is named by other modules as `<parent type>_<item>` (an audit's finding: `audit_finding`),
  // read through its parent: whoever reads the audit reads its findings (decision 050).
  const parentType = routes.type.entityType;
  registerRecordReader(deps, `${parentType}_${child.item}`, async (db, user, scope, id, lang, row) => {
    // A child has no rows of its own to name.
    if (row !== undefined) throw notFound();
    const [found] = await db
      .select({
        parentId: childColumn(store, store.parentKey),
        label: childColumn(store, columnKeyOf(child.label)),
        due: child.due ? childColumn(store, columnKeyOf(child.due)) : sql<null>`null`,
      })
      .from(store.table)
      .where(and(eq(childColumn(store, 'id'), id), isNull(childColumn(store, 'deletedAt'))))
      .limit(1);
    const parent = await recordReaderOf(deps, parentType)?.(
      db,
      user,
      scope,
      String(found?.parentId ?? id),
      lang,
    );
    if (!found || !parent) throw notFound();
    const text = labelOf(found.label);
    return {
      ...parent,
      entity_type: `${parentType}_${child.item}`,
      id,
      label: `${parent.label}: ${text}`,
      record_id: parent.id,
      subject: text,
      due_on: dayOf(found.due),
    };
  });

  const bump = (caller: TCaller) => ({
    version: sql`${childColumn(store, 'version')} + 1`,
    updatedAt: new Date(),
    updatedBy: caller.id,
  });

  app.get(
    url,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZIdParamsSchema,
        response: { 200: childListSchemaOf(child), ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { row, caller } = await routes.read(request, request.params.id);
      const parent = parentOf(row);
      const items = await listChildren(deps.db, store, row.id);
      return {
        results: items.map((item) => ({ ...item, ...childFlags(child, parent, caller, item) })),
        can_add: childRight(first, parent, caller) === 'write',
      };
    },
  );

  app.post(
    url,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: childCreateSchemaOf(child),
        response: { 201: itemSchema, ...RECORD_ERRORS },
      },
    },
    async (request, reply) => {
      const record = await routes.read(request, request.params.id);
      const { caller } = record;
      const input = request.body as Record<string, unknown>;
      // The transaction names what it made: a retried request (Idempotency-Key) gets it back.
      const id = await deps.db.transaction(async (tx) => {
        const parent = await lockParent(tx, record.row.id);
        demand(childRight(first, parentOf(parent), caller));
        await hooks.check?.(tx, { parent, caller, input, before: null });
        const childId = newId();
        await tx.insert(store.table).values({
          id: childId,
          [store.parentKey]: parent.id,
          ...childValues(input),
          createdBy: caller.id,
          updatedBy: caller.id,
        } as never);
        // Texts stay out of the entry: the label names the child in its comment.
        const changes: THistoryChanges = Object.fromEntries(
          first.fields
            .filter((name) => !['text', 'long_text'].includes(child.fields[name]?.kind ?? ''))
            .map((name) => [name, { from: null, to: input[name] ?? null }]),
        );
        await trail(tx, parent, 'add', caller, changes, input[child.label]);
        await finish(tx, { parent, caller, action: 'add', before: null, after: input, changes });
        return childId;
      });
      return reply.status(201).send(await answer(record, id));
    },
  );

  app.patch(
    itemUrl,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZItemParamsSchema,
        body: childUpdateSchemaOf(child),
        response: { 200: itemSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const params = request.params as Record<string, string>;
      const record = await routes.read(request, String(params.id));
      const { caller } = record;
      const { version, ...patch } = request.body as { version: number } & Record<string, unknown>;
      const id = String(params[itemParam]);
      await deps.db.transaction(async (tx) => {
        const { parent, item } = await lockChild(tx, record.row.id, id, version);
        // Judged by what changes: a form may send the whole child back.
        const changes = diffFields(item, patch);
        const changed = Object.keys(changes);
        if (changed.length === 0) return;
        for (const section of child.sections)
          if (changed.some((name) => section.fields.includes(name)))
            demand(childRight(section, parentOf(parent), caller, item));
        const input = Object.fromEntries(changed.map((name) => [name, patch[name]]));
        await hooks.check?.(tx, { parent, caller, input, before: item });
        await tx
          .update(store.table)
          .set({ ...childValues(input), ...bump(caller) } as never)
          .where(eq(childColumn(store, 'id'), id));
        await trail(tx, parent, 'update', caller, changes, patch[child.label] ?? item[child.label]);
        await finish(tx, {
          parent,
          caller,
          action: 'update',
          before: item,
          after: { ...item, ...input },
          changes,
        });
      });
      return answer(record, id);
    },
  );

  app.delete(
    itemUrl,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZItemParamsSchema,
        body: z.object({ version: ZVersionSchema }),
        response: { 204: z.null(), ...RECORD_ERRORS },
      },
    },
    async (request, reply) => {
      const params = request.params as Record<string, string>;
      const record = await routes.read(request, String(params.id));
      const { caller } = record;
      await deps.db.transaction(async (tx) => {
        const id = String(params[itemParam]);
        const { parent, item } = await lockChild(tx, record.row.id, id, request.body.version);
        demand(childRight(first, parentOf(parent), caller, item));
        await tx
          .update(store.table)
          .set({ deletedAt: new Date(), ...bump(caller) } as never)
          .where(eq(childColumn(store, 'id'), id));
        await trail(tx, parent, 'delete', caller, {}, item[child.label]);
        await finish(tx, { parent, caller, action: 'delete', before: item, after: null, changes: {} });
      });
      return reply.status(204).send(null);
    },
  );
}
