import { MEDIA_EVENT_MODULE } from '@hse/contracts/media-events';
import type { TMediaStatus } from '@hse/contracts/media-library';
import { sql } from 'drizzle-orm';
import { index, uuid } from 'drizzle-orm/pg-core';
import { recordModuleTable } from './record-module-table.ts';

/**
 * Media events (decision 064): safety days, campaigns, trainings; columns from the manifest, and
 * the audience (the organization and the targets, decision 076) as an indexed array.
 */
export const mediaEvents = recordModuleTable<TMediaStatus>(
  'media_events',
  MEDIA_EVENT_MODULE,
  {
    audienceOrganizationIds: uuid('audience_organization_ids').array().notNull().default(sql`'{}'::uuid[]`),
  },
  (t) => [index('media_events_audience_idx').using('gin', t.audienceOrganizationIds!)],
);
