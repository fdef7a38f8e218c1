import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from './context.ts';

/**
 * The breakdown by time of day and the investigations' deadlines are kept on one zone's clock by
 * the register's triggers (migration 0034): the zone the server is configured with. When it
 * changed, both are counted again from the register, in one transaction that holds writes of
 * incidents back meanwhile.
 */
export async function syncAnalyticsTimeZone(db: DbOrTx, timeZone: string): Promise<void> {
  const [row] = await rowsOf<{ time_zone: string }>(db, sql`select time_zone from analytics_time_zone`);
  if (row?.time_zone === timeZone) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into analytics_time_zone (id, time_zone) values (true, ${timeZone})
      on conflict (id) do update set time_zone = excluded.time_zone`);
    await tx.execute(sql`select analytics_incident_breakdowns_rebuild()`);
    await tx.execute(
      sql`update analytics_accidents set deadline = analytics_investigation_deadline(occurred_at)`,
    );
  });
}
