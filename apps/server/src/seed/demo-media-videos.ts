import { MEDIA_VIDEO_MODULE } from '@hse/contracts/media-videos';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { history, mediaVideos, organizations, users, videoHosts } from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { nextRegistrationNumber } from '../platform/registration-numbers.ts';

/**
 * The demo videos' files, made by `scripts/make-demo-videos.mjs` (a few seconds of a drawn canvas
 * recorded by Chromium) and shipped with the seed; the module puts them in storage on start.
 */
export const DEMO_VIDEO_FILES = ['helmet.webm', 'harness.webm', 'loto.webm'] as const;
export const demoVideoKey = (file: string) => `media/demo/${file}`;
export const DEMO_VIDEO_DIR = new URL('./media/', import.meta.url);

/** The hosts an admin allows at first: the usual video sites' embeddable players. */
export const DEMO_VIDEO_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const VIDEOS = [
  {
    name: 'Каска и средства защиты головы',
    language: 'ru',
    file: 'helmet.webm',
    tags: 'СИЗ, каска',
    duration: 4,
  },
  {
    name: 'Биіктіктегі жұмыс: сақтандыру белдігі',
    language: 'kk',
    file: 'harness.webm',
    tags: 'биіктік',
    duration: 4,
  },
  {
    name: 'Lockout / tagout before maintenance',
    language: 'en',
    file: 'loto.webm',
    tags: 'LOTO, energy',
    duration: 4,
  },
] as const;

/** Three uploaded demo videos for the whole holding and one link, on a database without videos. */
export async function seedDemoMediaVideos(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(mediaVideos);
  const [dotos] = await db.select().from(users).where(eq(users.login, 'dotos'));
  const [holding] = await db.select().from(organizations).where(eq(organizations.kind, 'holding'));
  if ((existing?.n ?? 0) > 0 || !dotos || !holding) return false;
  const day = now.toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    await tx
      .insert(videoHosts)
      .values(DEMO_VIDEO_HOSTS.map((host) => ({ id: newId(), host, createdBy: dotos.id })))
      .onConflictDoNothing();
    const number = () =>
      nextRegistrationNumber(tx, MEDIA_VIDEO_MODULE.numberPrefix, holding.id, now.getUTCFullYear());
    const common = {
      organizationId: holding.id,
      status: 'published',
      publishedOn: day,
      // Addressed to the holding: everyone in it and below watches them.
      targets: [{ organization_id: holding.id }],
      targetOrganizationIds: [holding.id],
      version: 1,
      createdBy: dotos.id,
      updatedBy: dotos.id,
    };
    const rows: Record<string, unknown>[] = [];
    for (const video of VIDEOS)
      rows.push({
        ...common,
        id: newId(),
        number: await number(),
        name: video.name,
        language: video.language,
        source: 'file',
        tags: video.tags,
        duration: video.duration,
        hasVideo: true,
        videoKey: demoVideoKey(video.file),
        videoName: video.file,
        videoMime: 'video/webm',
        videoSize: null,
        videoSha256: null,
        videoUploadedAt: now,
      });
    rows.push({
      ...common,
      id: newId(),
      number: await number(),
      name: 'Правила безопасности на буровой (внешнее видео)',
      language: 'ru',
      source: 'link',
      link: 'https://www.youtube.com/results?search_query=drilling+rig+safety',
      tags: 'бурение',
      hasVideo: false,
    });
    await tx.insert(mediaVideos).values(rows as never);
    await tx.insert(history).values(
      rows.map((row) => ({
        id: newId(),
        entityType: MEDIA_VIDEO_MODULE.entityType,
        entityId: String(row.id),
        action: 'create',
        actorId: dotos.id,
        at: now,
      })),
    );
  });
  return true;
}
