import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

type TRows<T> = { rows: T[] };

/**
 * The next registration number of a record type for an organization and year, such as
 * `INC-DOG-P-2026-00042`. Records of a division are numbered in the series of the nearest
 * organization above it that has a short name (its subsidiary), so numbers read the same across
 * a ДЗО. Call it in the transaction that creates the record: the counter row stays locked until
 * commit, so concurrent creators get distinct numbers.
 */
export async function nextRegistrationNumber(
  tx: DbOrTx,
  prefix: string,
  organizationId: string,
  year: number,
): Promise<string> {
  const series = await tx.execute<{ id: string; short_name: string }>(sql`
    with recursive up as (
      select id, parent_id, short_name, 0 as depth from organizations where id = ${organizationId}
      union all
      select o.id, o.parent_id, o.short_name, up.depth + 1 from organizations o join up on o.id = up.parent_id
    )
    select id, short_name from up
    order by (short_name = '') asc, depth asc
    limit 1`);
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  const owner = (series as unknown as TRows<{ id: string; short_name: string }>).rows[0];
  const counter = await tx.execute<{ last: number }>(sql`
    insert into registration_counters (prefix, organization_id, year, last)
    values (${prefix}, ${owner?.id ?? organizationId}, ${year}, 1)
    on conflict (prefix, organization_id, year)
    do update set last = registration_counters.last + 1
    returning last`);
  const last = (counter as unknown as TRows<{ last: number }>).rows[0]?.last ?? 1;
  const code = (owner?.short_name ?? '').trim().replace(/\s+/g, '-').toUpperCase();
  return [prefix, code, String(year), String(last).padStart(5, '0')].filter(Boolean).join('-');
}
