import type { TLanguage } from '@hse/contracts/constants';
import { INCIDENT_WORKFLOW, type TIncident } from '@hse/contracts/incidents';
import { recordAccess, type TWorkflowCaller } from '@hse/contracts/workflow';
import { getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  bulletins,
  incidents,
  investigationActs,
  investigationReports,
  users,
} from '../../db/schema/index.ts';
import {
  authorFio,
  organizationNameIn,
  recordNameColumns,
  type TRecordNames,
} from '../../platform/record-names.ts';

export const authors = alias(users, 'authors');

/** The columns an incident is read with: its own, its organization's names, its author's name. */
export const incidentColumns = {
  ...getTableColumns(incidents),
  ...recordNameColumns(authors),
};

/**
 * The numbers of the message's approved investigation documents, read from their tables (this
 * module does not reach into the investigations module): once one is approved, the message it
 * stands on is no longer returned for revision.
 */
const approvedOf = (table: typeof investigationReports | typeof investigationActs | typeof bulletins) =>
  sql`select ${table.number} as number from ${table} where ${table.incidentId} = ${incidents.id} and ${table.status} = 'approved' and ${table.deletedAt} is null`;
export const approvedDocumentsColumn = sql<string[]>`array(select d.number from (${approvedOf(
  investigationReports,
)} union all ${approvedOf(investigationActs)} union all ${approvedOf(bulletins)}) d order by d.number)`;

export type TIncidentRow = typeof incidents.$inferSelect &
  TNamed & {
    /** Numbers of its approved investigation documents, where the row was read with them. */
    approvedDocuments?: string[];
  };
type TNamed = TRecordNames;
const organizationName = organizationNameIn;

export function toIncident(row: TIncidentRow, lang: TLanguage, caller: TWorkflowCaller): TIncident {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    kind: row.kind,
    organization_id: row.organizationId,
    organization_name: organizationName(row, lang),
    occurred_at: row.occurredAt.toISOString(),
    liquidated_at: row.liquidatedAt?.toISOString() ?? null,
    location: row.location,
    description: row.description,
    measures: row.measures,
    contractor: row.contractor,
    business_direction: row.businessDirection ?? null,
    area: row.area,
    work_type: row.workType,
    impact: row.impact,
    notified_bodies: row.notifiedBodies,
    preliminary_causes: row.preliminaryCauses,
    classification: row.classification ?? null,
    victims: row.victims,
    transport: row.transport ?? null,
    driver: (row.driver as TIncident['driver']) ?? null,
    needs_special_investigation: row.needsSpecialInvestigation,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    created_by_fio: authorFio(row),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    ...incidentAccess(row, caller),
  };
}

/** What the caller may do with the message; never return it for revision over approved documents. */
function incidentAccess(row: TIncidentRow, caller: TWorkflowCaller) {
  const access = recordAccess(INCIDENT_WORKFLOW, row.status, caller, row.createdBy);
  if (!row.approvedDocuments?.length) return access;
  return { ...access, allowed_actions: access.allowed_actions.filter((action) => action !== 'for_revision') };
}

/** The API's field names of the columns a PATCH may change, for the history of changes. */
export const INCIDENT_FIELD_COLUMNS = {
  kind: 'kind',
  organization_id: 'organizationId',
  occurred_at: 'occurredAt',
  liquidated_at: 'liquidatedAt',
  location: 'location',
  description: 'description',
  measures: 'measures',
  contractor: 'contractor',
  business_direction: 'businessDirection',
  area: 'area',
  work_type: 'workType',
  impact: 'impact',
  notified_bodies: 'notifiedBodies',
  preliminary_causes: 'preliminaryCauses',
  classification: 'classification',
  victims: 'victims',
  transport: 'transport',
  driver: 'driver',
} as const satisfies Record<string, keyof typeof incidents.$inferSelect>;
