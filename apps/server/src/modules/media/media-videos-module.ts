import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ZIdParamsSchema } from '@hse/contracts/common';
import {
  externalVideoAddress,
  iframeSource,
  MEDIA_VIDEO_MODULE,
  ZVideoFileSchema,
  ZVideoStreamQuerySchema,
  ZVideoUploadQuerySchema,
  ZVideoUrlSchema,
  ZVideoViewSchema,
} from '@hse/contracts/media-videos';
import { isActor } from '@hse/contracts/workflow';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { mediaVideos, mediaVideoViews, organizations } from '../../db/schema/index.ts';
import { ancestorsOf } from '../../platform/access.ts';
import type { TApp } from '../../platform/app-types.ts';
import { storedName } from '../../platform/attachments.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { fieldError, forbidden, notFound } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import { newId } from '../../platform/ids.ts';
import { mediaTickets, receiveVideo, sendStoredMedia, streamedBodies } from '../../platform/media-stream.ts';
import { PUBLIC, SIGNED_IN } from '../../platform/permissions.ts';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import { registerRecordModule, type TRecordModuleHooks } from '../../platform/record-module/register.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';
import { localToday } from '../../platform/working-days.ts';
import { DEMO_VIDEO_DIR, DEMO_VIDEO_FILES } from '../../seed/demo-media-videos.ts';
import { allowedHosts, registerVideoHosts } from './video-hosts.ts';

/** The table's own columns by key: the manifest's are derived, so drizzle cannot type them. */
type TVideoColumn =
  | 'targetOrganizationIds'
  | 'views'
  | 'videoKey'
  | 'videoName'
  | 'videoMime'
  | 'videoSize'
  | 'videoSha256'
  | 'videoUploadedAt';
const t = mediaVideos as unknown as Record<TVideoColumn, PgColumn>;
/** A change of the table's own columns, which its derived type does not list. */
const ownColumns = (values: Record<string, unknown>) => values as Partial<typeof mediaVideos.$inferInsert>;

const targetsOf = (row: TModuleRow) => (row.targetOrganizationIds as string[] | null) ?? [];
const ticketSubject = (id: string) => `media_video:${id}`;

/** The organizations the rows of `targets` name, each once, in their order. */
const targetIds = (targets: unknown): string[] =>
  Array.isArray(targets)
    ? [...new Set(targets.map((row) => String((row as { organization_id?: unknown }).organization_id ?? '')))]
    : [];

/** The file a video keeps beside its record, as the player and the editor show it. */
const videoFileOf = (row: TModuleRow) =>
  row.videoKey
    ? {
        name: String(row.videoName),
        mime: String(row.videoMime),
        size: Number(row.videoSize),
        uploaded_at: (row.videoUploadedAt as Date).toISOString(),
      }
    : null;

function mediaVideoHooks(deps: TDeps): TRecordModuleHooks {
  return {
    // Everyone in a target organization or below it watches the video (decision 061).
    readableBeyondScope: async (reader, row, caller) => {
      const targets = targetsOf(row);
      if (targets.length === 0) return false;
      const above = await ancestorsOf(reader, caller.organizationId);
      return targets.some((id) => above.includes(id));
    },
    listScope: async (list, { reader, caller, scope }) => {
      if (scope.all) return;
      list.add(
        'scope-or-targeted',
        sql`(${mediaVideos.organizationId} = any(${sql.placeholder('scope')}) or ${t.targetOrganizationIds} && ${sql.placeholder('ancestors')}::uuid[])`,
      );
      list.values.scope = scope.organizationIds;
      list.values.ancestors = await ancestorsOf(reader, caller.organizationId);
    },
    derive: (merged) => ({ targetOrganizationIds: targetIds(merged.targets) }),
    check: async (tx, { merged }) => {
      const source = merged.source;
      const hosts = await allowedHosts({ db: tx, cache: deps.cache });
      // Only an address on an allowed https host is kept for a link or an iframe; nothing else.
      if (source === 'link') {
        const link = String(merged.link ?? '').trim();
        if (!link) throw fieldError('link', 'errors.video_source');
        const checked = externalVideoAddress(link, hosts);
        if ('error' in checked) throw fieldError('link', checked.error);
      }
      if (source === 'iframe') {
        const code = String(merged.iframe ?? '').trim();
        if (!code) throw fieldError('iframe', 'errors.video_source');
        const src = iframeSource(code);
        if (!src) throw fieldError('iframe', 'errors.video_iframe');
        const checked = externalVideoAddress(src, hosts);
        if ('error' in checked) throw fieldError('iframe', checked.error);
      }
      const targets = targetIds(merged.targets);
      if (targets.length === 0) return;
      const found = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(inArray(organizations.id, targets), isNull(organizations.deletedAt)));
      if (found.length !== targets.length) throw fieldError('targets', 'errors.organization_unknown');
    },
    routes: (app, record) => registerVideoRoutes(app, deps, record),
  };
}

type TRoutes = Parameters<NonNullable<TRecordModuleHooks['routes']>>[1];

/** The video's own routes: its file in and out, its signed address, its views. */
function registerVideoRoutes(app: TApp, deps: TDeps, record: TRoutes) {
  const { db, storage, config } = deps;
  const { base, tags } = record;
  const tickets = mediaTickets(config.MEDIA_URL_SECRET, config.MEDIA_URL_MINUTES);

  app.get(
    `${base}/:id/video-file/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: ZIdParamsSchema,
        response: { 200: ZVideoFileSchema.nullable(), ...RECORD_ERRORS },
      },
    },
    async (request) => videoFileOf((await record.read(request, request.params.id)).row),
  );

  app.get(
    `${base}/:id/video-url/`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZVideoUrlSchema, ...RECORD_ERRORS } },
    },
    async (request) => {
      const { row, user } = await record.read(request, request.params.id);
      if (!row.videoKey) throw notFound();
      const { ticket, expiresAt } = tickets.issue(ticketSubject(row.id), user.id);
      return {
        url: `${base}/${row.id}/video/?ticket=${encodeURIComponent(ticket)}`,
        expires_at: expiresAt.toISOString(),
      };
    },
  );

  // The player's address: no token (a <video> cannot send one), its ticket instead.
  app.get(
    `${base}/:id/video/`,
    {
      config: { permission: PUBLIC },
      schema: { tags, params: ZIdParamsSchema, querystring: ZVideoStreamQuerySchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      tickets.check(ticketSubject(id), request.query.ticket);
      const [row] = await db
        .select({
          key: t.videoKey,
          name: t.videoName,
          mime: t.videoMime,
          size: t.videoSize,
          sha256: t.videoSha256,
          uploadedAt: t.videoUploadedAt,
        })
        .from(mediaVideos)
        .where(and(eq(mediaVideos.id, id), isNull(mediaVideos.deletedAt)));
      if (!row?.key) throw notFound();
      return sendStoredMedia(request, reply, storage, {
        key: String(row.key),
        size: Number(row.size),
        mime: String(row.mime),
        etag: String(row.sha256),
        modifiedAt: row.uploadedAt as Date,
        filename: String(row.name ?? 'video'),
      });
    },
  );

  streamedBodies(app, (scope) => {
    scope.put(
      `${base}/:id/video/`,
      {
        config: { permission: SIGNED_IN },
        schema: {
          tags,
          summary: 'The video file: the raw body (application/octet-stream), streamed to storage',
          params: ZIdParamsSchema,
          querystring: ZVideoUploadQuerySchema,
          response: { 200: ZVideoFileSchema, ...RECORD_ERRORS },
        },
      },
      async (request, reply) => {
        const { row, caller } = await record.read(request, request.params.id);
        const keepers = MEDIA_VIDEO_MODULE.workflow.editable[row.status as 'published'];
        if (!isActor(keepers, caller, row.createdBy)) throw forbidden();
        const upload = await receiveVideo(request, reply, storage, config.VIDEO_UPLOAD_MAX_BYTES);
        const key = `media/videos/${row.id}/${newId()}`;
        const name = storedName(request.query.name || 'video', upload.mime);
        try {
          await storage.adopt(upload.temporaryKey, key);
        } catch (error) {
          await storage.remove(upload.temporaryKey);
          throw error;
        }
        const actor = currentUser(request);
        try {
          const updated = await db.transaction(async (tx) => {
            const [saved] = await tx
              .update(mediaVideos)
              .set(
                ownColumns({
                  videoKey: key,
                  videoName: name,
                  videoMime: upload.mime,
                  videoSize: upload.size,
                  videoSha256: upload.sha256,
                  videoUploadedAt: new Date(),
                  hasVideo: true,
                  version: sql`${mediaVideos.version} + 1`,
                  updatedAt: new Date(),
                  updatedBy: actor.id,
                }),
              )
              .where(and(eq(mediaVideos.id, row.id), isNull(mediaVideos.deletedAt)))
              .returning();
            if (!saved) throw notFound();
            await recordHistory(tx, {
              entityType: MEDIA_VIDEO_MODULE.entityType,
              entityId: row.id,
              action: 'file_add',
              actorId: actor.id,
              changes: { files: { from: row.videoName ? [String(row.videoName)] : null, to: [name] } },
            });
            return saved;
          });
          // The file it replaces is nobody's once the new one is committed.
          if (typeof row.videoKey === 'string') await storage.remove(row.videoKey);
          return videoFileOf(updated as unknown as TModuleRow) as NonNullable<ReturnType<typeof videoFileOf>>;
        } catch (error) {
          await storage.remove(key);
          throw error;
        }
      },
    );
  });

  // Once per reader and day: reloading the page does not count again (decision 061).
  app.post(
    `${base}/:id/view/`,
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZVideoViewSchema, ...RECORD_ERRORS } },
    },
    async (request) => {
      const { row, user } = await record.read(request, request.params.id);
      return db.transaction(async (tx) => {
        const counted = await tx
          .insert(mediaVideoViews)
          .values({ videoId: row.id, userId: user.id, day: localToday(config.TIME_ZONE) })
          .onConflictDoNothing()
          .returning();
        const [saved] = await tx
          .update(mediaVideos)
          .set(ownColumns({ views: sql`${t.views} + ${counted.length}` }))
          .where(eq(mediaVideos.id, row.id))
          .returning({ views: t.views });
        return { views: Number(saved?.views ?? 0) };
      });
    },
  );
}

/**
 * The demo videos' files (seed/media) put in storage where the demo rows name them and they are
 * missing: the seed writes rows only, storage is the running server's.
 */
async function storeDemoVideos({ db, storage }: TDeps) {
  const rows = await db
    .select({ id: mediaVideos.id, key: t.videoKey, sha256: t.videoSha256 })
    .from(mediaVideos)
    .where(sql`${t.videoKey} like 'media/demo/%'`);
  for (const row of rows) {
    const key = String(row.key);
    const file = key.slice('media/demo/'.length);
    if (!(DEMO_VIDEO_FILES as readonly string[]).includes(file)) continue;
    if (row.sha256 && (await storage.stat(key))) continue;
    const data = await readFile(new URL(file, DEMO_VIDEO_DIR));
    await storage.put(key, data);
    await db
      .update(mediaVideos)
      .set(
        ownColumns({ videoSize: data.length, videoSha256: createHash('sha256').update(data).digest('hex') }),
      )
      .where(eq(mediaVideos.id, row.id));
  }
}

export function registerMediaVideos(app: TApp, deps: TDeps) {
  registerVideoHosts(app, deps);
  app.addHook('onReady', () => storeDemoVideos(deps));
  return registerRecordModule(app, deps, MEDIA_VIDEO_MODULE, mediaVideos as never, mediaVideoHooks(deps));
}
