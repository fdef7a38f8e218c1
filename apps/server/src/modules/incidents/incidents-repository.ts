import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { incidents, organizations } from '../../db/schema/index.ts';
import { approvedDocumentsColumn, authors, incidentColumns, type TIncidentRow } from './incident-dto.ts';

/** One live message with its approved documents' numbers, locked for a change when asked. */
export async function findIncidentById(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<TIncidentRow | undefined> {
  const query = db
    .select({ ...incidentColumns, approvedDocuments: approvedDocumentsColumn })
    .from(incidents)
    .innerJoin(organizations, eq(organizations.id, incidents.organizationId))
    .leftJoin(authors, eq(authors.id, incidents.createdBy))
    .where(and(eq(incidents.id, id), isNull(incidents.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: incidents }) : await query;
  return row;
}
