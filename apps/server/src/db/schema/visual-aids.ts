import type { TMediaStatus } from '@hse/contracts/media-library';
import { VISUAL_AID_MODULE } from '@hse/contracts/visual-aids';
import { sql } from 'drizzle-orm';
import { index, uuid } from 'drizzle-orm/pg-core';
import { recordModuleTable } from './record-module-table.ts';

/**
 * Visual aids (decision 064): columns from the manifest; the golden rules an aid teaches have an
 * index of their own, since each rule's screen asks for its aids; the audience (the organization
 * and the targets, decision 076) is an array the visibility check reads with an index.
 */
export const visualAids = recordModuleTable<TMediaStatus>(
  'visual_aids',
  VISUAL_AID_MODULE,
  {
    audienceOrganizationIds: uuid('audience_organization_ids').array().notNull().default(sql`'{}'::uuid[]`),
  },
  (t, live) => [
    index('visual_aids_vital_rules_idx').using('gin', t.vitalRules!).where(live),
    index('visual_aids_audience_idx').using('gin', t.audienceOrganizationIds!),
  ],
);
