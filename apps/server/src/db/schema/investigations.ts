import type { TApprovalStatus, TPerson } from '@hse/contracts/investigations';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { incidents } from './incidents.ts';
import { recordColumns } from './record-columns.ts';

type TWhy = { why: string; because: string };
type TMeasure = { description: string; responsible: string; deadline: string };
type TGuilt = { full_name: string; position: string; percent: number };

/** What investigation documents share: their message, a title, the lists' indexes. */
const documentColumns = () => ({
  ...recordColumns<TApprovalStatus>(),
  incidentId: uuid('incident_id')
    .notNull()
    .references(() => incidents.id),
  title: text('title').notNull(),
});

export const investigationReports = pgTable(
  'investigation_reports',
  {
    ...documentColumns(),
    facts: text('facts').notNull().default(''),
    sequence: text('sequence').notNull().default(''),
    immediateCauses: text('immediate_causes').notNull().default(''),
    rootCauses: jsonb('root_causes').$type<TWhy[]>().notNull().default([]),
    conclusions: text('conclusions').notNull().default(''),
    measures: jsonb('measures').$type<TMeasure[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('investigation_reports_number_key').on(t.number),
    uniqueIndex('investigation_reports_incident_key').on(t.incidentId).where(sql`${t.deletedAt} is null`),
    index('investigation_reports_org_idx')
      .on(t.organizationId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const investigationActs = pgTable(
  'investigation_acts',
  {
    ...documentColumns(),
    eventType: text('event_type').notNull().default(''),
    directCause: text('direct_cause').notNull().default(''),
    text: text('text').notNull().default(''),
    victims: jsonb('victims').$type<string[]>().notNull().default([]),
    conclusions: text('conclusions').notNull().default(''),
    guilt: jsonb('guilt').$type<TGuilt[]>().notNull().default([]),
    measures: jsonb('measures').$type<TMeasure[]>().notNull().default([]),
    chairman: jsonb('chairman').$type<TPerson>(),
    members: jsonb('members').$type<TPerson[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('investigation_acts_number_key').on(t.number),
    uniqueIndex('investigation_acts_incident_key').on(t.incidentId).where(sql`${t.deletedAt} is null`),
    index('investigation_acts_org_idx').on(t.organizationId, t.createdAt).where(sql`${t.deletedAt} is null`),
  ],
);

export const bulletins = pgTable(
  'bulletins',
  {
    ...documentColumns(),
    whatHappened: text('what_happened').notNull().default(''),
    causes: text('causes').notNull().default(''),
    lessons: text('lessons').notNull().default(''),
    targetOrganizationIds: uuid('target_organization_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Addressed, on purpose, to no organization beyond its own: sent with no targets. */
    ownOrganizationOnly: boolean('own_organization_only').notNull().default(false),
  },
  (t) => [
    uniqueIndex('bulletins_number_key').on(t.number),
    uniqueIndex('bulletins_incident_key').on(t.incidentId).where(sql`${t.deletedAt} is null`),
    index('bulletins_org_idx').on(t.organizationId, t.createdAt).where(sql`${t.deletedAt} is null`),
    index('bulletins_targets_idx').using('gin', t.targetOrganizationIds),
  ],
);
