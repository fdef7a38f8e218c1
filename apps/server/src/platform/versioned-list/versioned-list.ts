import type { TLanguage } from '@hse/contracts/constants';
import type { TVersionedList, TVersionItem } from '@hse/contracts/record-module/versioned-list';
import { eq, getTableName, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { THistoryChanges } from '../../db/schema/index.ts';
import { columnKeyOf } from '../../db/schema/record-module-table.ts';
import type { TAuthUser } from '../access.ts';
import { isUniqueViolation } from '../db-errors.ts';
import type { TDeps } from '../deps.ts';
import { conflict, fieldError, notFound, staleVersion } from '../errors.ts';
import { diffFields, recordHistory } from '../history.ts';
import { newId } from '../ids.ts';

/** A versioned list's table (`versionedListTable`): its common columns, typed, and its content's. */
export type TVersionTable = PgTable & {
  id: PgColumn;
  familyId: PgColumn;
  version: PgColumn;
  title: PgColumn;
  supersededAt: PgColumn;
};
/** A versioned list as the server keeps it: its declaration and its table. */
export type TVersionStore = { list: TVersionedList; table: TVersionTable };

export type TVersionRow = {
  id: string;
  familyId: string;
  version: number;
  title: TVersionItem['title'];
  createdAt: Date;
  createdBy: string | null;
  supersededAt: Date | null;
  [content: string]: unknown;
};

const contentOf = (store: TVersionStore, row: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(store.list.content).map((key) => [key, row[columnKeyOf(key)]]));

export const versionTitleIn = (row: Pick<TVersionRow, 'title'>, lang: TLanguage) =>
  row.title[lang] || row.title.ru;

export function versionItemOf(
  store: TVersionStore,
  row: TVersionRow,
): TVersionItem & Record<string, unknown> {
  const content = contentOf(store, row);
  return {
    id: row.id,
    family_id: row.familyId,
    version: row.version,
    title: row.title,
    ...content,
    [store.list.count.key]: store.list.count.of(content),
    created_at: row.createdAt.toISOString(),
    superseded: row.supersededAt !== null,
  };
}

/** One version, superseded or not; locked for update when a new version follows it. */
export async function findVersion(
  db: DbOrTx,
  store: TVersionStore,
  id: string,
  lock = false,
): Promise<TVersionRow | undefined> {
  const query = db.select().from(store.table).where(eq(store.table.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row as TVersionRow | undefined;
}

/**
 * The current version of every entry, by title in the reader's language: a short reference list,
 * sorted here where the reader's collation is known whatever the database's.
 */
export async function currentVersions(db: DbOrTx, store: TVersionStore, lang: TLanguage) {
  const rows = (await db.select().from(store.table).where(isNull(store.table.supersededAt))) as TVersionRow[];
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  return rows.sort((a, b) => collator.compare(versionTitleIn(a, lang), versionTitleIn(b, lang)));
}

/** Is `id` a current version (what a new record may choose)? */
export async function isCurrentVersion(db: DbOrTx, store: TVersionStore, id: string) {
  const row = await findVersion(db, store, id);
  return row !== undefined && row.supersededAt === null;
}

type TInput = { title: TVersionItem['title'] } & Record<string, unknown>;

function check(store: TVersionStore, input: TInput) {
  const refused = store.list.check?.(input);
  if (refused) throw fieldError(refused[0], refused[1]);
}

async function insertVersion(
  tx: DbOrTx,
  store: TVersionStore,
  actor: TAuthUser,
  input: TInput,
  family: { familyId: string; version: number },
) {
  const id = newId();
  const content = Object.keys(store.list.content).map((key) => [columnKeyOf(key), input[key]]);
  const values = { id, ...family, title: input.title, ...Object.fromEntries(content), createdBy: actor.id };
  // The content's keys are the list's, checked against the table by `versionedListTable`'s caller.
  await tx.insert(store.table).values(values as never);
  return id;
}

export async function createVersioned(deps: TDeps, store: TVersionStore, actor: TAuthUser, input: TInput) {
  check(store, input);
  // The transaction names what it created: a retried request (Idempotency-Key) gets it back.
  return deps.db.transaction(async (tx) => {
    const familyId = newId();
    const id = await insertVersion(tx, store, actor, input, { familyId, version: 1 });
    const { key, of } = store.list.count;
    await recordHistory(tx, {
      entityType: store.list.entityType,
      entityId: familyId,
      action: 'create',
      actorId: actor.id,
      changes: { title: { from: null, to: input.title }, [key]: { from: null, to: of(input) } },
    });
    return id;
  });
}

/**
 * The next version, edited from the version the client read: 404 for none, 409 when that version
 * was replaced meanwhile (by a colleague, or an older tab). The old version stays, superseded,
 * for the records made with it.
 */
export async function updateVersioned(
  deps: TDeps,
  store: TVersionStore,
  actor: TAuthUser,
  id: string,
  body: TInput & { version: number },
): Promise<string> {
  const { version, ...input } = body;
  check(store, input as TInput);
  const { table, list } = store;
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await findVersion(tx, store, id, true);
      if (!before) throw notFound();
      if (before.supersededAt) throw conflict(list.supersededError);
      if (before.version !== version) throw staleVersion();
      await tx
        .update(table)
        .set({ supersededAt: new Date() } as never)
        .where(eq(table.id, id));
      const family = { familyId: before.familyId, version: version + 1 };
      const next = await insertVersion(tx, store, actor, input as TInput, family);
      await recordHistory(tx, {
        entityType: list.entityType,
        entityId: before.familyId,
        action: 'update',
        actorId: actor.id,
        changes: changesOf(store, before, input as TInput),
      });
      return next;
    });
  } catch (error) {
    // Two editors of one version racing past the lock meet the unique indexes: the same 409.
    const name = getTableName(table);
    if (
      isUniqueViolation(error, `${name}_current_key`) ||
      isUniqueViolation(error, `${name}_family_version_key`)
    )
      throw conflict(list.supersededError);
    throw error;
  }
}

/** What the new version changed: the version always, the title and the content's size when they differ. */
function changesOf(store: TVersionStore, before: TVersionRow, input: TInput) {
  const old = contentOf(store, before);
  const next = Object.fromEntries(Object.keys(store.list.content).map((key) => [key, input[key]]));
  const changed = diffFields({ title: before.title, ...old }, { title: input.title, ...next });
  const changes: THistoryChanges = { version: { from: before.version, to: before.version + 1 } };
  if (changed.title) changes.title = changed.title;
  // The content is a long document: its history says it changed and how large it is.
  const { key, of } = store.list.count;
  if (Object.keys(changed).some((name) => name !== 'title')) changes[key] = { from: of(old), to: of(next) };
  return changes;
}
