import { MEDIA_VIDEO_MODULE, type TMediaVideoStatus } from '@hse/contracts/media-videos';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordModuleTable } from './record-module-table.ts';

/**
 * Videos of the media library (decision 061): the manifest's columns, the uploaded file's (kept
 * beside the record, streamed, never a record attachment read whole) and the target organizations
 * as an array the visibility check reads with an index.
 */
export const mediaVideos = recordModuleTable<TMediaVideoStatus>(
  'media_videos',
  MEDIA_VIDEO_MODULE,
  {
    hasVideo: boolean('has_video').notNull().default(false),
    targetOrganizationIds: uuid('target_organization_ids').array().notNull().default(sql`'{}'::uuid[]`),
    videoKey: text('video_key'),
    videoName: text('video_name'),
    videoMime: text('video_mime'),
    videoSize: bigint('video_size', { mode: 'number' }),
    videoSha256: text('video_sha256'),
    videoUploadedAt: timestamp('video_uploaded_at', { withTimezone: true }),
  },
  (t) => [index('media_videos_targets_idx').using('gin', t.targetOrganizationIds!)],
);

/** Who viewed a video on which day: a view counts once per reader and day. */
export const mediaVideoViews = pgTable(
  'media_video_views',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => mediaVideos.id),
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.userId, t.day] })],
);

/** The hosts external videos may be linked or embedded from, kept by the admin. */
export const videoHosts = pgTable(
  'video_hosts',
  {
    id: uuid('id').primaryKey(),
    host: text('host').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
  },
  (t) => [uniqueIndex('video_hosts_host_key').on(t.host)],
);
