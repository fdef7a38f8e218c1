import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { bulletins, incidents } from '../../db/schema/index.ts';
import { ancestorsOf, inScope, type TScope } from '../../platform/access.ts';
import type { ListFilter } from '../../platform/list-filter.ts';
import type { TListScope } from '../../platform/record-module/module-list.ts';

/** The message a document belongs to is named by its number (`incident_name` of the layer). */
export const incidentNumber = (id: PgColumn) => sql`(select i.number from incidents i where i.id = ${id})`;

/**
 * A bulletin reaches its target organizations once approved, beyond the author's scope; one for
 * its own organization only reaches everyone in that organization and below it.
 */
export async function addressedScope(list: ListFilter, { reader, caller, scope, table: t }: TListScope) {
  if (scope.all) return;
  list.add(
    'scope-or-addressed',
    sql`(${t.organizationId} = any(${sql.placeholder('scope')}) or (${t.status} = 'approved' and (${
      bulletins.targetOrganizationIds
    } && ${sql.placeholder('ancestors')}::uuid[] or (${bulletins.ownOrganizationOnly} and ${
      t.organizationId
    } = any(${sql.placeholder('ancestors')}::uuid[])))))`,
  );
  list.values.scope = scope.organizationIds;
  list.values.ancestors = await ancestorsOf(reader, caller.organizationId);
}

/**
 * A sent message in the caller's scope, read from its table: documents belong to messages, but
 * this module does not reach into the incidents module.
 */
export async function sentIncident(db: DbOrTx, scope: TScope, incidentId: string) {
  const [incident] = await db
    .select({ id: incidents.id, organizationId: incidents.organizationId })
    .from(incidents)
    .where(and(eq(incidents.id, incidentId), isNull(incidents.deletedAt), ne(incidents.status, 'draft')));
  return incident && inScope(scope, incident.organizationId) ? incident : undefined;
}
