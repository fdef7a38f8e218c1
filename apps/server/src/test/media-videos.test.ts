import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { TPage } from '@hse/contracts/common';
import {
  MEDIA_VIDEO_MODULE,
  type TVideoFile,
  type TVideoHost,
  type TVideoUrl,
} from '@hse/contracts/media-videos';
import type { TRecordItem, TRecordListItem } from '@hse/contracts/record-module/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaTickets } from '../platform/media-stream.ts';
import { DEMO_VIDEO_DIR } from '../seed/demo-media-videos.ts';
import {
  lang,
  NEW_PASSWORD,
  orgTree,
  pngBytes,
  type TErrorBody,
  type TOrgTree,
  userIdOf,
  userInput,
} from './builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

const BASE = MEDIA_VIDEO_MODULE.resource;
const SECRET = 'test-secret-of-the-media-addresses-0123456789';
/** Small enough that a test body passes it, big enough for the demo clip. */
const MAX_BYTES = 40_000;
const WEBM = readFileSync(new URL('helmet.webm', DEMO_VIDEO_DIR));

let t: TTestApp;
let tree: TOrgTree;
const tokens: Record<string, string> = {};
const token = (who: string) => tokens[who] as string;

async function subsidiaryStaff(index: number) {
  const input = userInput(tree.subsidiaries[index]?.id as string, { roles: ['dotos'] });
  const created = await t.call(token('admin'), { method: 'POST', url: '/api/users/', payload: input });
  expect(created.statusCode, created.body).toBe(201);
  return (await t.signIn(input.login, NEW_PASSWORD)).token;
}

beforeAll(async () => {
  t = await createTestApp({
    env: { VIDEO_UPLOAD_MAX_BYTES: String(MAX_BYTES), MEDIA_URL_SECRET: SECRET, MEDIA_URL_MINUTES: '5' },
  });
  for (const login of ['admin', 'dotos', 'headdotos', 'employee', 'employee2'])
    tokens[login] = (await t.signIn(login)).token;
  tree = await orgTree(t);
  tokens.local0 = await subsidiaryStaff(0);
}, 60_000);
afterAll(() => t.close());

const production = () => tree.subsidiaries[0]?.id as string;
const refining = () => tree.subsidiaries[1]?.id as string;

const videoInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Работа на высоте',
  language: 'ru',
  organization_id: production(),
  published_on: '2026-03-01',
  source: 'file',
  link: null,
  iframe: null,
  poster_file_id: null,
  duration: 4,
  tags: 'высота, СИЗ',
  targets: [],
  ...overrides,
});

async function createVideo(overrides: Record<string, unknown> = {}, who = 'dotos') {
  const response = await t.call(token(who), {
    method: 'POST',
    url: `${BASE}/`,
    payload: videoInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRecordItem>();
}

const upload = (id: string, body: Buffer | Readable, who = 'dotos', name = 'clip.webm') =>
  t.call(token(who), {
    method: 'PUT',
    url: `${BASE}/${id}/video/?name=${encodeURIComponent(name)}`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: body,
  });

/** Every file the storage holds, the temporary area included. */
function storedFiles(): string[] {
  const root = path.join(t.config.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function playerUrl(id: string, who = 'dotos') {
  const response = await t.call(token(who), { url: `${BASE}/${id}/video-url/` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TVideoUrl>().url;
}

describe('who keeps and who sees videos', () => {
  it('lets the HSE staff add videos in their scope and nobody else', async () => {
    const refused = await t.call(token('employee'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: videoInput(),
    });
    expect(refused.statusCode).toBe(403);
    await createVideo({}, 'local0');
    const outside = await t.call(token('local0'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: videoInput({ organization_id: refining() }),
    });
    expect([403, 404, 400]).toContain(outside.statusCode);
  });

  it('shows a video to its organization and to the organizations it targets only', async () => {
    const own = await createVideo({ name: 'Только для добычи' });
    const targeted = await createVideo({
      name: 'Для переработки',
      targets: [{ organization_id: refining() }],
    });
    const seen = async (who: string) =>
      (await t.call(token(who), { url: `${BASE}/?page_size=100` }))
        .json<TPage<TRecordListItem>>()
        .results.map((row) => row.id);
    expect(await seen('employee')).toEqual(expect.arrayContaining([own.id, targeted.id]));
    const other = await seen('employee2');
    expect(other).toContain(targeted.id);
    expect(other).not.toContain(own.id);
    expect((await t.call(token('employee2'), { url: `${BASE}/${own.id}/` })).statusCode).toBe(404);
    const read = await t.call(token('employee2'), { url: `${BASE}/${targeted.id}/` });
    expect(read.statusCode).toBe(200);
    expect(read.json<TRecordItem>().can_edit).toBe(false);
  });

  it('keeps a video targeted at another organization out of its HSE staff’s hands', async () => {
    const holdingVideo = await createVideo({
      organization_id: tree.holding.id,
      targets: [{ organization_id: tree.holding.id }],
    });
    const read = await t.call(token('local0'), { url: `${BASE}/${holdingVideo.id}/` });
    expect(read.statusCode).toBe(200);
    expect(read.json<TRecordItem>().can_edit).toBe(false);
    const change = await t.call(token('local0'), {
      method: 'PATCH',
      url: `${BASE}/${holdingVideo.id}/`,
      payload: { name: 'Чужое', version: holdingVideo.version },
    });
    expect(change.statusCode).toBe(403);
    expect((await upload(holdingVideo.id, WEBM, 'local0')).statusCode).toBe(403);
  });
});

describe('the streamed upload', () => {
  it('stores a video checked by its bytes and answers its file', async () => {
    const video = await createVideo();
    const response = await upload(video.id, WEBM, 'dotos', 'Каска.webm');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TVideoFile>()).toMatchObject({
      name: 'Каска.webm',
      mime: 'video/webm',
      size: WEBM.length,
    });
    const read = (await t.call(token('employee'), { url: `${BASE}/${video.id}/` })).json<TRecordItem>();
    expect(read.has_video).toBe(true);
    expect(read.version).toBe(video.version + 1);
  });

  it('refuses a body over the limit with 413 and keeps nothing, counted or declared', async () => {
    const video = await createVideo();
    const before = storedFiles();
    const big = Buffer.concat([WEBM, Buffer.alloc(MAX_BYTES)]);
    const declared = await upload(video.id, big, 'dotos');
    expect(declared.statusCode).toBe(413);
    expect(declared.json<TErrorBody>().detail).toContain('МБ');
    // Sent in chunks without a length, the size is counted as it arrives.
    const streamed = await upload(video.id, Readable.from([WEBM, Buffer.alloc(MAX_BYTES)]), 'dotos');
    expect(streamed.statusCode).toBe(413);
    expect(storedFiles()).toEqual(before);
    const read = (await t.call(token('dotos'), { url: `${BASE}/${video.id}/` })).json<TRecordItem>();
    expect(read.has_video).toBe(false);
    expect(read.version).toBe(video.version);
  });

  it('refuses what is not an mp4, webm or ogg video with 415 and keeps nothing', async () => {
    const video = await createVideo();
    const before = storedFiles();
    for (const body of [pngBytes(6000), Buffer.from('<html><script>alert(1)</script></html>'.repeat(200))]) {
      const response = await t.call(token('dotos'), {
        method: 'PUT',
        url: `${BASE}/${video.id}/video/?name=x.webm`,
        headers: { 'content-type': 'application/octet-stream', ...lang('en') },
        payload: body,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json<TErrorBody>().detail).toBe('Upload a video in MP4, WebM or Ogg format');
    }
    expect(storedFiles()).toEqual(before);
    expect((await t.call(token('dotos'), { url: `${BASE}/${video.id}/video-url/` })).statusCode).toBe(404);
  });
});

describe('the streamed download', () => {
  let id: string;
  let url: string;
  beforeAll(async () => {
    id = (await createVideo()).id;
    expect((await upload(id, WEBM)).statusCode).toBe(200);
    url = await playerUrl(id, 'employee');
  });
  const get = (headers: Record<string, string> = {}, address = url) =>
    t.call(null, { url: address, headers });

  it('sends the whole file with the brief’s Content-Disposition', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(WEBM)).toBe(true);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="clip.webm"; filename*=UTF-8''clip.webm`,
    );
  });

  it('answers a range with 206 and exactly its bytes', async () => {
    const response = await get({ range: 'bytes=1000-1999' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${WEBM.length}`);
    expect(response.rawPayload.equals(WEBM.subarray(1000, 2000))).toBe(true);
    const tail = await get({ range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(WEBM.subarray(WEBM.length - 100))).toBe(true);
    const open = await get({ range: `bytes=${WEBM.length - 10}-` });
    expect(open.rawPayload.equals(WEBM.subarray(WEBM.length - 10))).toBe(true);
  });

  it('answers 416 for a range outside the file', async () => {
    const response = await get({ range: `bytes=${WEBM.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${WEBM.length}`);
  });

  it('answers 304 when the player’s copy is current', async () => {
    const first = await get();
    const etag = String(first.headers.etag);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get({ 'if-modified-since': String(first.headers['last-modified']) })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"another"' })).statusCode).toBe(200);
  });

  it('opens only with a valid, unexpired ticket for this video', async () => {
    expect((await get({}, `${BASE}/${id}/video/`)).statusCode).toBe(403);
    expect((await get({}, url.replace(/ticket=[^&]+/, 'ticket=forged'))).statusCode).toBe(403);
    const tickets = mediaTickets(SECRET, 5);
    const employee = await userIdOf(t, 'employee');
    const expired = tickets.issue(`media_video:${id}`, employee, Date.now() - 6 * 60_000).ticket;
    const refused = await get({}, `${BASE}/${id}/video/?ticket=${encodeURIComponent(expired)}`);
    expect(refused.statusCode).toBe(403);
    const other = (await createVideo()).id;
    const ofAnother = tickets.issue(`media_video:${other}`, employee).ticket;
    expect((await get({}, `${BASE}/${id}/video/?ticket=${encodeURIComponent(ofAnother)}`)).statusCode).toBe(
      403,
    );
    const valid = tickets.issue(`media_video:${id}`, employee).ticket;
    expect((await get({}, `${BASE}/${id}/video/?ticket=${encodeURIComponent(valid)}`)).statusCode).toBe(200);
  });

  it('counts a reader’s views once a day', async () => {
    const view = () => t.call(token('employee'), { method: 'POST', url: `${BASE}/${id}/view/` });
    expect((await view()).json()).toEqual({ views: 1 });
    expect((await view()).json()).toEqual({ views: 1 });
    const other = await t.call(token('dotos'), { method: 'POST', url: `${BASE}/${id}/view/` });
    expect(other.json()).toEqual({ views: 2 });
  });
});

describe('external videos and the hosts allow-list', () => {
  const addHost = (host: string, who = 'admin') =>
    t.call(token(who), { method: 'POST', url: '/api/media-video-hosts/', payload: { host } });

  it('lets the admin alone keep the list', async () => {
    expect((await addHost('player.example.org', 'dotos')).statusCode).toBe(403);
    expect((await t.call(token('dotos'), { url: '/api/media-video-hosts/' })).statusCode).toBe(403);
    const added = await addHost(' Player.Example.org ');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<TVideoHost>().host).toBe('player.example.org');
    expect((await addHost('player.example.org')).statusCode).toBe(409);
    expect((await addHost('https://evil.example/x')).statusCode).toBe(400);
    const list = (await t.call(token('admin'), { url: '/api/media-video-hosts/' })).json<TVideoHost[]>();
    expect(list.map((h) => h.host)).toContain('player.example.org');
  });

  it('refuses links and iframes that are not https on an allowed host', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ source: 'link', link: 'https://video.evil.example/watch' }, 'link'],
      [{ source: 'link', link: 'http://player.example.org/v/1' }, 'link'],
      [{ source: 'link', link: '' }, 'link'],
      [{ source: 'iframe', iframe: '<iframe src="https://video.evil.example/embed/1"></iframe>' }, 'iframe'],
      [{ source: 'iframe', iframe: '<script>alert(1)</script>' }, 'iframe'],
      [{ source: 'iframe', iframe: '<iframe src="javascript:alert(1)"></iframe>' }, 'iframe'],
    ];
    for (const [overrides, field] of refusals) {
      const response = await t.call(token('dotos'), {
        method: 'POST',
        url: `${BASE}/`,
        payload: videoInput(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(response.json<TErrorBody>().errors ?? {})).toContain(field);
    }
    await createVideo({ source: 'link', link: 'https://player.example.org/v/1' });
    await createVideo({
      source: 'iframe',
      iframe: '<iframe width="560" src="https://player.example.org/embed/1" allowfullscreen></iframe>',
    });
  });

  it('names the allowed hosts in the pages’ frame-src and drops a removed one', async () => {
    const page = await t.call(null, { url: '/shared_videos' });
    expect(String(page.headers['content-security-policy'])).toContain(
      "frame-src 'self' https://player.example.org",
    );
    const list = (await t.call(token('admin'), { url: '/api/media-video-hosts/' })).json<TVideoHost[]>();
    const host = list.find((h) => h.host === 'player.example.org') as TVideoHost;
    expect(
      (await t.call(token('admin'), { method: 'DELETE', url: `/api/media-video-hosts/${host.id}/` }))
        .statusCode,
    ).toBe(204);
    const after = await t.call(null, { url: '/shared_videos' });
    expect(String(after.headers['content-security-policy'])).not.toContain('player.example.org');
  });
});
