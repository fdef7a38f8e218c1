import type { TRecordModule } from '@hse/contracts/record-module/define';
import { isListKind, type TField } from '@hse/contracts/record-module/fields';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { columnKeyOf } from '../../db/schema/record-module-table.ts';
import { fieldError } from '../errors.ts';
import type { TModuleRow } from './module-rows.ts';

/** A list (choices, rows) sent as null is stored as empty: the answer never has null lists. */
export function normalizedInput(
  module: TRecordModule,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const input = { ...body };
  for (const [name, f] of Object.entries(module.fields))
    if (input[name] === null && isListKind(f.kind)) input[name] = [];
  return input;
}

const moment = (f: TField, value: string) => (f.kind === 'date' ? value : new Date(value).toISOString());

/** A date declared `notBefore` another may not come before it, checked on the record as it will be. */
export function checkDateOrder(module: TRecordModule, merged: Record<string, unknown>): void {
  for (const [name, f] of Object.entries(module.fields)) {
    if (!f.notBefore) continue;
    const later = merged[name];
    const earlier = merged[f.notBefore];
    if (typeof later !== 'string' || typeof earlier !== 'string') continue;
    if (moment(f, later) < moment(f, earlier)) throw fieldError(name, 'validation.end_before_start');
  }
}

/** A reference, once set, names the same record for good (the checklist an audit was made with). */
export function checkReferencesFixed(
  module: TRecordModule,
  before: TModuleRow,
  merged: Record<string, unknown>,
): void {
  for (const [name, f] of Object.entries(module.fields)) {
    if (f.kind !== 'reference') continue;
    const was = before[columnKeyOf(name)];
    if (was !== null && was !== undefined && merged[name] !== was)
      throw fieldError(name, 'errors.reference_fixed');
  }
}

/** The year that numbers a record: its year field's, as UTC for a moment. */
export function yearOf(module: TRecordModule, input: Record<string, unknown>): number {
  const value = String(input[module.yearField] ?? '');
  const f = module.fields[module.yearField] as TField;
  // A year itself (a yearly plan), a day, or a moment.
  if (f.kind === 'integer') return Number(value);
  return f.kind === 'date' ? Number(value.slice(0, 4)) : new Date(value).getUTCFullYear();
}

/**
 * A person or organization a record names besides its own organization must exist (a person
 * active): checked where it is set anew, so a record keeps a person who has left since.
 */
export async function checkLinks(
  tx: DbOrTx,
  module: TRecordModule,
  before: TModuleRow | null,
  merged: Record<string, unknown>,
): Promise<void> {
  for (const [name, f] of Object.entries(module.fields)) {
    const id = merged[name];
    if (f.kind === 'people' && Array.isArray(id)) {
      await checkPeople(tx, name, id, before?.[columnKeyOf(name)]);
      continue;
    }
    if (name === module.organizationField || typeof id !== 'string') continue;
    if (before && before[columnKeyOf(name)] === id) continue;
    if (f.kind === 'person') {
      const [person] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.isActive, true)));
      if (!person) throw fieldError(name, 'errors.person_unknown');
    } else if (f.kind === 'organization') {
      const [org] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.id, id), isNull(organizations.deletedAt)));
      if (!org) throw fieldError(name, 'errors.organization_unknown');
    }
  }
}

/** The people of a `people` field newly named must be active (those kept from before may have left). */
async function checkPeople(tx: DbOrTx, name: string, ids: unknown[], before: unknown): Promise<void> {
  const kept = new Set(Array.isArray(before) ? before.map(String) : []);
  const added = ids.map(String).filter((id) => !kept.has(id));
  if (added.length === 0) return;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, added), eq(users.isActive, true)));
  if (found.length !== new Set(added).size) throw fieldError(name, 'errors.person_unknown');
}
