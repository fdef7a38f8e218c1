import {
  PARENT_KIND,
  siteHalfMissing,
  type TOrganization,
  type TOrganizationCreate,
  type TOrganizationUpdate,
} from '@hse/contracts/organizations';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { seriesCodeOf } from '../../db/schema/organizations.ts';
import type { TAuthUser } from '../../platform/access.ts';
import { rethrowUnique } from '../../platform/db-errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import { newId } from '../../platform/ids.ts';
import { cacheTags } from '../../platform/read-cache.ts';
import { softDeleteVersioned, type TVersionedRows, updateVersioned } from '../../platform/versioned.ts';

export const ORGANIZATION_ENTITY = 'organization';

type TRow = typeof organizations.$inferSelect;

export function toOrganization(row: TRow): TOrganization {
  return {
    id: row.id,
    parent_id: row.parentId,
    kind: row.kind,
    name_ru: row.nameRu,
    name_kk: row.nameKk,
    name_en: row.nameEn,
    short_name: row.shortName,
    bin: row.bin,
    latitude: row.latitude,
    longitude: row.longitude,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const COLUMNS = {
  name_ru: 'nameRu',
  name_kk: 'nameKk',
  name_en: 'nameEn',
  short_name: 'shortName',
  bin: 'bin',
  latitude: 'latitude',
  longitude: 'longitude',
} as const;

export async function listOrganizations(db: DbOrTx): Promise<TOrganization[]> {
  const rows = await db
    .select()
    .from(organizations)
    .where(isNull(organizations.deletedAt))
    .orderBy(asc(organizations.kind), asc(organizations.nameRu));
  return rows.map(toOrganization);
}

export async function findOrganization(db: DbOrTx, id: string, lock = false): Promise<TRow> {
  const query = db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), isNull(organizations.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

const SHORT_NAME_TAKEN = { organizations_short_name_key: ['short_name', 'errors.short_name_taken'] } as const;

/**
 * A short name is the code of the registration numbers of the organization's records: two
 * organizations sharing one (whatever its case and spacing) would read as one series. Deleted
 * organizations keep theirs, since their records carry it. The unique index settles a race.
 */
async function refuseTakenShortName(tx: DbOrTx, shortName: string | undefined, ownId?: string) {
  if (!shortName?.trim()) return;
  const [taken] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        sql`${organizations.shortName} <> ''`,
        sql`${seriesCodeOf(organizations.shortName)} = ${seriesCodeOf(sql`${shortName}::text`)}`,
        ownId ? ne(organizations.id, ownId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldError('short_name', 'errors.short_name_taken');
}

export async function createOrganization(deps: TDeps, actor: TAuthUser, input: TOrganizationCreate) {
  const id = newId();
  // The transaction names what it created: a retried request (Idempotency-Key) gets it back.
  const created = await deps.db.transaction(async (tx) => {
    const expectedParent = PARENT_KIND[input.kind];
    if (expectedParent === null) {
      if (input.parent_id) throw fieldError('parent_id', 'errors.organization_parent');
    } else {
      if (!input.parent_id) throw fieldError('parent_id', 'errors.organization_parent');
      const parent = await findOrganization(tx, input.parent_id).catch(() => null);
      if (!parent) throw fieldError('parent_id', 'errors.organization_unknown');
      if (parent.kind !== expectedParent) throw fieldError('parent_id', 'errors.organization_parent');
    }
    await refuseTakenShortName(tx, input.short_name);
    const values = {
      id,
      parentId: input.parent_id ?? null,
      kind: input.kind,
      nameRu: input.name_ru,
      nameKk: input.name_kk,
      nameEn: input.name_en,
      shortName: input.short_name ?? '',
      bin: input.bin ?? '',
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      createdBy: actor.id,
      updatedBy: actor.id,
    };
    await tx
      .insert(organizations)
      .values(values)
      .catch((error: unknown) => rethrowUnique(error, SHORT_NAME_TAKEN));
    await organizationsChanged(deps, tx);
    await recordHistory(tx, {
      entityType: ORGANIZATION_ENTITY,
      entityId: id,
      action: 'create',
      actorId: actor.id,
      changes: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, { from: null, to: v }])),
    });
    return id;
  });
  return toOrganization(await findOrganization(deps.db, created));
}

/** Subtrees, scopes and the organization kind of signed-in users may all change with any write. */
function organizationsChanged(deps: TDeps, tx: DbOrTx) {
  return deps.cache.invalidate(tx, [cacheTags.organizations]);
}

const ORGANIZATION_ROWS: TVersionedRows<typeof organizations, TRow> = {
  table: organizations,
  entityType: ORGANIZATION_ENTITY,
  // A missing or deleted organization is refused (404) by the find itself.
  lock: (tx, id) => findOrganization(tx, id, true),
};

export async function updateOrganization(
  deps: TDeps,
  actor: TAuthUser,
  id: string,
  patch: TOrganizationUpdate,
) {
  const { version, ...fields } = patch;
  await deps.db
    .transaction(async (tx) => {
      const { changes } = await updateVersioned(tx, ORGANIZATION_ROWS, {
        id,
        version,
        actor,
        current: (row) => Object.fromEntries(Object.entries(COLUMNS).map(([f, c]) => [f, row[c]])),
        wanted: () => fields,
        columns: COLUMNS,
        check: async (_, next, changes) => {
          // The contract cannot see the stored half of a site that a PATCH leaves out.
          const missing = siteHalfMissing({
            latitude: next.latitude as number | null,
            longitude: next.longitude as number | null,
          });
          if (missing) throw fieldError(missing, 'validation.site_pair');
          if ('short_name' in changes) await refuseTakenShortName(tx, fields.short_name, id);
        },
      });
      if (Object.keys(changes).length > 0) await organizationsChanged(deps, tx);
    })
    .catch((error: unknown) => rethrowUnique(error, SHORT_NAME_TAKEN));
  return toOrganization(await findOrganization(deps.db, id));
}

/** Organizations are never erased: a deleted one keeps its history and its old records' links. */
export async function deleteOrganization(deps: TDeps, actor: TAuthUser, id: string, version: number) {
  await deps.db.transaction(async (tx) => {
    await softDeleteVersioned(tx, ORGANIZATION_ROWS, {
      id,
      version,
      actor,
      check: async () => {
        const [children] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(organizations)
          .where(and(eq(organizations.parentId, id), isNull(organizations.deletedAt)));
        const [members] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(eq(users.organizationId, id));
        if ((children?.n ?? 0) > 0 || (members?.n ?? 0) > 0) throw conflict('errors.organization_in_use');
      },
    });
    await organizationsChanged(deps, tx);
  });
}
