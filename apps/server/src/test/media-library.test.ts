import type { TPage } from '@hse/contracts/common';
import type { TGoldenRule } from '@hse/contracts/golden-rules';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { TRecordFile } from '@hse/contracts/records';
import type { TUser } from '@hse/contracts/users';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFiles } from '../db/schema/index.ts';
import { lang, orgTree, type TErrorBody, type TOrgTree, userInput } from './builders.ts';
import { createTestApp, multipart, multipartForm, type TTestApp } from './test-app.ts';

const AIDS = '/api/visual-aids';
const EVENTS = '/api/media-events';
// Small enough that a poster of a few hundred kilobytes is refused with 413.
const UPLOAD_MAX = 200_000;

let t: TTestApp;
let tree: TOrgTree;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
const production = () => tree.subsidiaries[0]?.id as string;
const refining = () => tree.subsidiaries[1]?.id as string;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(UPLOAD_MAX) } });
  tree = await orgTree(t);
  for (const login of ['admin', 'dotos', 'employee', 'employee2'])
    tokens[login] = (await t.signIn(login)).token;
  // An HSE engineer of the production subsidiary: their scope is its tree only.
  const input = userInput(production(), { roles: ['dotos'] });
  const created = await t.call(token('admin'), { method: 'POST', url: '/api/users/', payload: input });
  expect(created.statusCode, created.body).toBe(201);
  tokens.localDotos = (await t.signIn(created.json<TUser>().login, input.password)).token;
}, 60_000);
afterAll(() => t.close());

let serial = 0;
const aidInput = (overrides: Record<string, unknown> = {}) => ({
  title_ru: `Плакат ${++serial}`,
  title_kk: `Плакат ${serial}`,
  title_en: `Poster ${serial}`,
  kind: 'poster',
  language: 'ru',
  organization_id: tree.holding.id,
  vital_rules: ['working_at_height'],
  tags: 'высота',
  published_on: '2026-10-01',
  ...overrides,
});

async function createAid(login: string, overrides: Record<string, unknown> = {}) {
  const response = await t.call(token(login), {
    method: 'POST',
    url: `${AIDS}/`,
    payload: aidInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRecordItem>();
}

async function publish(base: string, record: TRecordItem) {
  const response = await t.call(token('dotos'), {
    method: 'POST',
    url: `${base}/${record.id}/actions/save_and_send/`,
    payload: { version: record.version },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRecordItem>();
}

const status = async (login: string, url: string) => (await t.call(token(login), { url })).statusCode;
const listed = async (login: string, query = '') =>
  (await t.call(token(login), { url: `${AIDS}/?page_size=100${query}` }))
    .json<TPage<TRecordItem>>()
    .results.map((row) => row.id);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c62828' } })
    .png()
    .toBuffer();
// A PDF as file-type reads one: its signature, a header and an end.
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const upload = (login: string, url: string, name: string, type: string, data: Buffer) =>
  t.call(token(login), { method: 'POST', url, ...multipart('file', name, type, data) });

const fileCount = async (entityId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(recordFiles)
      .where(and(eq(recordFiles.entityId, entityId)))
  )[0]?.n;

describe('who adds and keeps visual aids', () => {
  it('refuses a reader without an HSE role', async () => {
    const response = await t.call(token('employee'), {
      method: 'POST',
      url: `${AIDS}/`,
      payload: aidInput(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a subsidiary’s HSE engineer add for their own tree only', async () => {
    const own = await createAid('localDotos', { organization_id: production() });
    expect(own).toMatchObject({ status: 'draft', can_edit: true, views: 0 });
    const other = await t.call(token('localDotos'), {
      method: 'POST',
      url: `${AIDS}/`,
      payload: aidInput({ organization_id: refining() }),
      headers: lang('en'),
    });
    expect(other.statusCode).toBe(400);
    expect(Object.keys(other.json<TErrorBody>().errors ?? {})).toEqual(['organization_id']);
  });

  it('shows a subsidiary’s engineer the holding’s published aid without letting them change it', async () => {
    const aid = await publish(AIDS, await createAid('dotos'));
    const read = await t.call(token('localDotos'), { url: `${AIDS}/${aid.id}/` });
    expect(read.statusCode).toBe(200);
    expect(read.json<TRecordItem>().can_edit).toBe(false);
    const patch = await t.call(token('localDotos'), {
      method: 'PATCH',
      url: `${AIDS}/${aid.id}/`,
      payload: { version: aid.version, title_ru: 'Чужое' },
    });
    expect(patch.statusCode).toBe(403);
    const attach = await upload(
      'localDotos',
      `${AIDS}/${aid.id}/files/`,
      'p.png',
      'image/png',
      await png(20, 20),
    );
    expect(attach.statusCode).toBe(403);
    expect(await fileCount(aid.id)).toBe(0);
  });
});

describe('who sees a visual aid', () => {
  it('keeps a draft to its keepers; once published, its organization’s tree reads it', async () => {
    const draft = await createAid('dotos');
    expect(await status('employee', `${AIDS}/${draft.id}/`)).toBe(404);
    expect(await listed('employee')).not.toContain(draft.id);
    await publish(AIDS, draft);
    // The holding's aid reaches every subsidiary.
    expect(await status('employee', `${AIDS}/${draft.id}/`)).toBe(200);
    expect(await status('employee2', `${AIDS}/${draft.id}/`)).toBe(200);
    expect(await listed('employee2')).toContain(draft.id);
  });

  it('keeps a subsidiary’s aid from a sibling subsidiary', async () => {
    const aid = await publish(AIDS, await createAid('dotos', { organization_id: production() }));
    expect(await status('employee', `${AIDS}/${aid.id}/`)).toBe(200);
    expect(await status('employee2', `${AIDS}/${aid.id}/`)).toBe(404);
    expect(await listed('employee')).toContain(aid.id);
    expect(await listed('employee2')).not.toContain(aid.id);
  });
});

describe('the file of a visual aid', () => {
  it('takes an image and a PDF, checked by their content, with a thumbnail of the image', async () => {
    const aid = await createAid('dotos');
    const image = await upload(
      'dotos',
      `${AIDS}/${aid.id}/files/`,
      'poster.png',
      'image/png',
      await png(300, 400),
    );
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json<TRecordFile[]>()[0]).toMatchObject({ mime: 'image/png', has_thumbnail: true });
    const leaflet = await upload(
      'dotos',
      `${AIDS}/${aid.id}/files/`,
      'leaflet.pdf',
      'application/pdf',
      pdf(),
    );
    expect(leaflet.statusCode, leaflet.body).toBe(201);
    expect(leaflet.json<TRecordFile[]>()[0]).toMatchObject({ mime: 'application/pdf', has_thumbnail: false });
    const file = leaflet.json<TRecordFile[]>()[0] as TRecordFile;
    const download = await t.call(token('dotos'), { url: `${AIDS}/${aid.id}/files/${file.id}/` });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses another type (415) and a file over the limit (413), keeping nothing', async () => {
    const aid = await createAid('dotos');
    const url = `${AIDS}/${aid.id}/files/`;
    // A video is a file of the platform, but not a poster; a script is nothing at all.
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
    const form = multipart('file', 'clip.mp4', 'video/mp4', video);
    const wrong = await t.call(token('dotos'), {
      method: 'POST',
      url,
      ...form,
      headers: { ...form.headers, ...lang('kk') },
    });
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json<TErrorBody>().detail).not.toBe('');
    const script = await upload('dotos', url, 'poster.png', 'image/png', Buffer.from('#!/bin/sh\necho hi\n'));
    expect(script.statusCode).toBe(415);
    const big = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(UPLOAD_MAX);
    const tooLarge = await upload('dotos', url, 'big.png', 'image/png', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(await fileCount(aid.id)).toBe(0);
  });
});

describe('the golden rules an aid teaches', () => {
  it('finds the aids of one rule, and refuses a rule that is not one of the nine', async () => {
    const height = await publish(AIDS, await createAid('dotos', { vital_rules: ['working_at_height'] }));
    const fire = await publish(AIDS, await createAid('dotos', { vital_rules: ['hot_work', 'line_of_fire'] }));
    const ofFire = await listed('employee', '&vital_rules=hot_work');
    expect(ofFire).toContain(fire.id);
    expect(ofFire).not.toContain(height.id);
    expect(await listed('employee', '&vital_rules=line_of_fire')).toContain(fire.id);
    const bad = await t.call(token('employee'), { url: `${AIDS}/?vital_rules=gossip` });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.call(token('dotos'), {
      method: 'POST',
      url: `${AIDS}/`,
      payload: aidInput({ vital_rules: ['gossip'] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json<TErrorBody>().errors ?? {})[0]).toMatch(/^vital_rules/);
  });
});

describe('views', () => {
  it('counts each opening without changing the record’s version', async () => {
    const aid = await publish(AIDS, await createAid('dotos'));
    const view = () => t.call(token('employee'), { method: 'POST', url: `${AIDS}/${aid.id}/views/` });
    expect((await view()).json()).toEqual({ views: 1 });
    expect((await view()).json()).toEqual({ views: 2 });
    const read = (await t.call(token('dotos'), { url: `${AIDS}/${aid.id}/` })).json<TRecordItem>();
    expect(read).toMatchObject({ views: 2, version: aid.version });
    // Not the reader's to see, not theirs to count.
    const hidden = await createAid('dotos');
    expect(
      (await t.call(token('employee'), { method: 'POST', url: `${AIDS}/${hidden.id}/views/` })).statusCode,
    ).toBe(404);
  });
});

describe('media events', () => {
  it('take photos and videos, not documents, and reach their organization’s tree once published', async () => {
    const created = await t.call(token('localDotos'), {
      method: 'POST',
      url: `${EVENTS}/`,
      payload: {
        title: 'День безопасности',
        kind: 'safety_day',
        held_on: '2026-10-20',
        place: 'Промысел',
        organization_id: production(),
        description: 'Учебная эвакуация',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json<TRecordItem>();
    const url = `${EVENTS}/${event.id}/files/`;
    const photo = await upload('localDotos', url, 'photo.png', 'image/png', await png(80, 60));
    expect(photo.statusCode, photo.body).toBe(201);
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
    const clip = await upload('localDotos', url, 'clip.mp4', 'video/mp4', video);
    expect(clip.statusCode, clip.body).toBe(201);
    expect((await upload('localDotos', url, 'act.pdf', 'application/pdf', pdf())).statusCode).toBe(415);
    expect(await fileCount(event.id)).toBe(2);
    expect(await status('employee', `${EVENTS}/${event.id}/`)).toBe(404);
    const published = await t.call(token('localDotos'), {
      method: 'POST',
      url: `${EVENTS}/${event.id}/actions/save_and_send/`,
      payload: { version: event.version },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await status('employee', `${EVENTS}/${event.id}/`)).toBe(200);
    expect(await status('employee2', `${EVENTS}/${event.id}/`)).toBe(404);
    expect(await status('employee', `${EVENTS}/${event.id}/files/`)).toBe(200);
    expect(
      (await t.call(token('employee'), { method: 'POST', url: `${EVENTS}/${event.id}/`, payload: {} }))
        .statusCode,
    ).not.toBe(200);
  });
});

describe('the golden rules themselves', () => {
  const rules = async (login: string) =>
    (await t.call(token(login), { url: '/api/vital-rules/' })).json<TGoldenRule[]>();

  it('answers the nine rules with their built-in names before anyone words them', async () => {
    const all = await rules('employee');
    expect(all).toHaveLength(9);
    expect(all.find((r) => r.rule === 'driving')).toMatchObject({
      title_ru: 'Вождение',
      title_kk: 'Көлік жүргізу',
      has_pictogram: false,
      version: 1,
    });
  });

  it('lets the administrator word a rule at the version read, and nobody else', async () => {
    const body = {
      version: 1,
      text_ru: 'Пристёгивайся всегда',
      text_kk: 'Әрқашан белдік так',
      text_en: 'Always buckle up',
    };
    const refused = await t.call(token('dotos'), {
      method: 'PATCH',
      url: '/api/vital-rules/driving/',
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const changed = await t.call(token('admin'), {
      method: 'PATCH',
      url: '/api/vital-rules/driving/',
      payload: body,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TGoldenRule>()).toMatchObject({ text_en: 'Always buckle up', version: 2 });
    const stale = await t.call(token('admin'), {
      method: 'PATCH',
      url: '/api/vital-rules/driving/',
      payload: body,
    });
    expect(stale.statusCode).toBe(409);
    const empty = await t.call(token('admin'), {
      method: 'PATCH',
      url: '/api/vital-rules/driving/',
      payload: { version: 2, title_en: ' ' },
      headers: lang('kk'),
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json<TErrorBody>().errors ?? {})).toEqual(['title_en']);
    expect((await rules('employee')).find((r) => r.rule === 'driving')).toMatchObject({
      text_ru: 'Пристёгивайся всегда',
      version: 2,
    });
    expect((await t.call(token('admin'), { url: '/api/vital-rules/gossip/' })).statusCode).toBe(400);
  });

  it('takes an image as a rule’s pictogram, refuses anything else and keeps the old one', async () => {
    const put = (data: Buffer, name: string, type: string, version: number) => {
      const form = multipartForm([
        { name: 'version', value: String(version) },
        { name: 'file', value: data, filename: name, type },
      ]);
      return t.call(token('admin'), { method: 'PUT', url: '/api/vital-rules/hot_work/pictogram/', ...form });
    };
    const image = await png(64, 64);
    const set = await put(image, 'fire.png', 'image/png', 1);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<TGoldenRule>()).toMatchObject({ has_pictogram: true, version: 2 });
    expect((await put(pdf(), 'fire.pdf', 'application/pdf', 2)).statusCode).toBe(415);
    expect((await put(image, 'fire.png', 'image/png', 1)).statusCode).toBe(409);
    const read = await t.call(token('employee'), { url: '/api/vital-rules/hot_work/pictogram/' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(image)).toBe(true);
    expect((await t.call(token('employee'), { url: '/api/vital-rules/driving/pictogram/' })).statusCode).toBe(
      404,
    );
  });
});
