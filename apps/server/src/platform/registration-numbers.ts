import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

type TRows<T> = { rows: T[] };

/**
 * The SQL that takes the next registration number of a record type for an organization and year,
 * such as `INC-DOG-P-2026-00042` (the function `next_registration_number`, migration 0028). Records
 * of a division are numbered in the series of the nearest organization above it that has a short
 * name (its subsidiary), so numbers read the same across a ДЗО. Use it in the transaction that
 * creates the record, as late as it can come: the counter row stays locked until commit, so
 * concurrent creators get distinct numbers and wait on each other meanwhile (decision 084).
 *
 * The counter belongs to the code the number carries, not to an organization: organizations
 * without a short name up their tree share the series without a code, and a short name given up
 * by one organization and taken by another continues its series. So no two numbers of a type are
 * ever the same (short names are also unique, organizations_short_name_key).
 */
export const registrationNumberSql = (
  prefix: string,
  organizationId: string | Placeholder,
  year: number | Placeholder,
): SQL => sql`next_registration_number(${prefix}, ${organizationId}::uuid, ${year}::integer)`;

/** The next registration number on its own (for the demo seed, which numbers rows it builds). */
export async function nextRegistrationNumber(
  tx: DbOrTx,
  prefix: string,
  organizationId: string,
  year: number,
): Promise<string> {
  const result = await tx.execute<{ number: string }>(
    sql`select ${registrationNumberSql(prefix, organizationId, year)} as number`,
  );
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  const number = (result as unknown as TRows<{ number: string }>).rows[0]?.number;
  if (!number) throw new Error(`No registration number for ${prefix}`);
  return number;
}

/** The code a short name gives numbers, as `seriesCodeOf` computes it in SQL (for the demo seed). */
export const seriesCode = (shortName: string) => shortName.trim().replace(/\s+/g, '-').toUpperCase();
