import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { seriesCodeOf } from '../db/schema/organizations.ts';

type TRows<T> = { rows: T[] };

/**
 * The next registration number of a record type for an organization and year, such as
 * `INC-DOG-P-2026-00042`. Records of a division are numbered in the series of the nearest
 * organization above it that has a short name (its subsidiary), so numbers read the same across
 * a ДЗО. Call it in the transaction that creates the record: the counter row stays locked until
 * commit, so concurrent creators get distinct numbers.
 *
 * The counter belongs to the code the number carries, not to an organization: organizations
 * without a short name up their tree share the series without a code, and a short name given up
 * by one organization and taken by another continues its series. So no two numbers of a type are
 * ever the same (short names are also unique, organizations_short_name_key).
 */
export async function nextRegistrationNumber(
  tx: DbOrTx,
  prefix: string,
  organizationId: string,
  year: number,
): Promise<string> {
  const series = await tx.execute<{ code: string }>(sql`
    with recursive up as (
      select id, parent_id, short_name, 0 as depth from organizations where id = ${organizationId}
      union all
      select o.id, o.parent_id, o.short_name, up.depth + 1 from organizations o join up on o.id = up.parent_id
    )
    select ${seriesCodeOf(sql`short_name`)} as code from up
    order by (short_name = '') asc, depth asc
    limit 1`);
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  const code = (series as unknown as TRows<{ code: string }>).rows[0]?.code ?? '';
  const counter = await tx.execute<{ last: number }>(sql`
    insert into registration_counters (prefix, series, year, last)
    values (${prefix}, ${code}, ${year}, 1)
    on conflict (prefix, series, year)
    do update set last = registration_counters.last + 1
    returning last`);
  const last = (counter as unknown as TRows<{ last: number }>).rows[0]?.last ?? 1;
  return [prefix, code, String(year), String(last).padStart(5, '0')].filter(Boolean).join('-');
}

/** The code a short name gives numbers, as `seriesCodeOf` computes it in SQL (for the demo seed). */
export const seriesCode = (shortName: string) => shortName.trim().replace(/\s+/g, '-').toUpperCase();
