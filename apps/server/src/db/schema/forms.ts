import type { TLocalizedText } from '@hse/contracts/common';
import {
  FORM_SUBMISSION_MODULE,
  type TFormResults,
  type TFormSubmissionStatus,
} from '@hse/contracts/form-submissions';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordModuleTable } from './record-module-table.ts';
import { users } from './users.ts';

/**
 * The periodic forms' definitions (decision 058), one row per published version: a version never
 * changes once written, so a submission names it by code and version and is read with it.
 */
export const formDefinitions = pgTable(
  'form_definitions',
  {
    code: text('code').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<TFormDefinition>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the catalogue's version 1, written at start-up. */
    publishedBy: uuid('published_by').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.code, t.version] })],
);

/**
 * Form submissions (issue 15 §2): one row per organization, form and period, its columns derived
 * from the manifest; the values as sent and what the submission's definition version computed of
 * them beside. One live submission per organization, form and period.
 */
export const formSubmissions = recordModuleTable<TFormSubmissionStatus>(
  'form_submissions',
  FORM_SUBMISSION_MODULE,
  {
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
    results: jsonb('results').$type<TFormResults>().notNull().default({ values: {}, totals: {} }),
    /** The rules' warnings for these values, in three languages, by where they show. */
    warnings: jsonb('warnings').$type<Record<string, TLocalizedText[]>>().notNull().default({}),
  },
  (t, live) => [
    uniqueIndex('form_submissions_period_key')
      .on(t.organizationId!, t.formCode!, t.year!, t.period!)
      .where(live),
    // The list's default order is year, then period (decision 075): with the period in the index a
    // page of the latest periods is read in order, not sorted out of a whole year's rows.
    index('form_submissions_year_period_idx').on(t.year!, t.period!, t.id!).where(live),
    index('form_submissions_org_year_period_idx')
      .on(t.organizationId!, t.year!, t.period!, t.id!)
      .where(live),
  ],
);
