import { ZIdParamsSchema } from '@hse/contracts/common';
import { ZVideoHostInputSchema, ZVideoHostSchema } from '@hse/contracts/media-videos';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { videoHosts } from '../../db/schema/index.ts';
import type { TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { setFrameHostsLoader } from '../../platform/frame-sources.ts';
import { newId } from '../../platform/ids.ts';
import { ADMIN_ONLY } from '../../platform/permissions.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';

export const VIDEO_HOSTS_BASE = '/api/media-video-hosts';
const CACHE_TAG = 'video_hosts';

const rows = (db: DbOrTx) => db.select().from(videoHosts).orderBy(asc(videoHosts.host));

/** The allowed hosts' names, through the read cache (every page's CSP asks). */
export const allowedHosts = (deps: Pick<TDeps, 'db' | 'cache'>): Promise<string[]> =>
  deps.cache.through('video_hosts:names', [CACHE_TAG], async () => (await rows(deps.db)).map((r) => r.host));

const toHost = (row: typeof videoHosts.$inferSelect) => ({
  id: row.id,
  host: row.host,
  created_at: row.createdAt.toISOString(),
});

/** The admin's list of hosts external videos may come from (decision 061). */
export function registerVideoHosts(app: TApp, deps: TDeps) {
  const { db, cache } = deps;
  setFrameHostsLoader(deps, () => allowedHosts(deps));
  const tags = ['media_videos'];

  app.get(
    `${VIDEO_HOSTS_BASE}/`,
    {
      config: { permission: ADMIN_ONLY },
      schema: { tags, response: { 200: z.array(ZVideoHostSchema), ...RECORD_ERRORS } },
    },
    async () => (await rows(db)).map(toHost),
  );

  app.post(
    `${VIDEO_HOSTS_BASE}/`,
    {
      config: { permission: ADMIN_ONLY },
      schema: { tags, body: ZVideoHostInputSchema, response: { 201: ZVideoHostSchema, ...RECORD_ERRORS } },
    },
    async (request, reply) => {
      const { host } = request.body;
      const created = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: videoHosts.id })
          .from(videoHosts)
          .where(eq(videoHosts.host, host));
        if (existing)
          throw new AppError(409, 'errors.video_host_exists', {}, { host: ['errors.video_host_exists'] });
        const [row] = await tx
          .insert(videoHosts)
          .values({ id: newId(), host, createdBy: currentUser(request).id })
          .returning();
        await cache.invalidate(tx, [CACHE_TAG]);
        return toHost(row as typeof videoHosts.$inferSelect);
      });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    `${VIDEO_HOSTS_BASE}/:id/`,
    {
      config: { permission: ADMIN_ONLY },
      schema: { tags, params: ZIdParamsSchema, response: { 204: z.null(), ...RECORD_ERRORS } },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const removed = await tx.delete(videoHosts).where(eq(videoHosts.id, request.params.id)).returning();
        if (removed.length === 0) throw notFound();
        await cache.invalidate(tx, [CACHE_TAG]);
      });
      return reply.status(204).send(null);
    },
  );
}
