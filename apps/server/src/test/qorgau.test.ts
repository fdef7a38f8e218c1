import type { TPage } from '@hse/contracts/common';
import {
  MAP_POINTS_MAX,
  type TQorgauCard,
  type TQorgauCreate,
  type TQorgauListItem,
  type TQorgauMap,
} from '@hse/contracts/qorgau';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, qorgauCards, recordFiles } from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { lang, orgTree, type TErrorBody, type TOrgTree, userIdOf } from './builders.ts';
import { pdfText } from './pdf-text.ts';
import { qorgauCardInput } from './qorgau-builders.ts';
import { createTestApp, multipartForm, type TTestApp } from './test-app.ts';

let t: TTestApp;
let tree: TOrgTree;
const DEMO = ['admin', 'dotos', 'employee', 'employee2'] as const;
type TLogin = (typeof DEMO)[number];
const tokens = {} as Record<TLogin, string>;
const LIMIT = 6;
const FILE_MAX = 300_000;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PUBLIC_SUBMISSIONS_PER_HOUR: String(LIMIT),
      PUBLIC_FILE_MAX_BYTES: String(FILE_MAX),
      // The clients stand behind one proxy, which names each in X-Forwarded-For.
      TRUST_PROXY: '1',
    },
  });
  tree = await orgTree(t);
  for (const login of DEMO) tokens[login] = (await t.signIn(login)).token;
}, 60_000);
afterAll(() => t.close());

const production = () => tree.subsidiaries[0]?.id as string;
const BASE = '/api/qorgau/cards';
let address = 0;
/** Each filing comes from its own address unless a test counts them (the limit is per address). */
const fromAddress = (ip = `10.0.0.${++address}`) => ({ 'x-forwarded-for': ip });

const cardInput = (overrides: Partial<TQorgauCreate> = {}) => qorgauCardInput(production(), overrides);

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

async function file(token: string | null, input: TQorgauCreate, headers = fromAddress()) {
  return t.call(token, { method: 'POST', url: `${BASE}/`, payload: input, headers });
}

async function filed(token: string | null, overrides: Partial<TQorgauCreate> = {}) {
  const response = await file(token, cardInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TQorgauCard>();
}

const cardCount = async () => (await t.database.db.select({ n: count() }).from(qorgauCards))[0]?.n ?? 0;

async function act(login: TLogin, card: { id: string; version: number }, action: string, body = {}) {
  return t.call(tokens[login], {
    method: 'POST',
    url: `${BASE}/${card.id}/actions/${action}/`,
    payload: { version: card.version, ...body },
  });
}

describe('a guest files a Qorgau card', () => {
  it('without an account: registered, numbered, its filer kept from guests but shown to staff', async () => {
    const card = await filed(null);
    expect(card).toMatchObject({
      status: 'registered',
      anonymous: false,
      categories: ['housekeeping', 'tools_equipment'],
    });
    expect(card.number).toMatch(/^QRG-DOG-P-\d{4}-\d{5}$/);
    // The guest's own answer carries no names.
    expect(card.author_name).toBe('');

    const guestView = (await t.call(null, { url: `${BASE}/${card.id}/` })).json<TQorgauCard>();
    expect(guestView).toMatchObject({
      author_name: '',
      author_phone: '',
      created_by_fio: '',
      assignee_fio: '',
    });
    expect(guestView.allowed_actions).toEqual([]);
    const staffView = (await t.call(tokens.dotos, { url: `${BASE}/${card.id}/` })).json<TQorgauCard>();
    expect(staffView).toMatchObject({ author_name: 'Гость Иванов', author_phone: '+7 701 000 00 00' });
    expect(staffView.allowed_actions).toEqual(['send_to_work', 'reject']);
  });

  it('with a photo in the same request; the photo and its thumbnail are public, who attached it is not', async () => {
    const image = await photo();
    const body = multipartForm([
      { name: 'card', value: JSON.stringify(cardInput({ description: 'Фото разлива' })) },
      { name: 'file', value: image, filename: 'разлив.jpg', type: 'image/jpeg' },
    ]);
    const response = await t.call(null, {
      method: 'POST',
      url: `${BASE}/`,
      ...body,
      headers: { ...body.headers, ...fromAddress() },
    });
    expect(response.statusCode, response.body).toBe(201);
    const card = response.json<TQorgauCard>();
    expect(card.photos).toEqual([{ id: expect.any(String), name: 'разлив.jpg', has_thumbnail: true }]);
    const photoId = card.photos[0]?.id as string;

    const thumbnail = await t.call(null, { url: `${BASE}/${card.id}/files/${photoId}/thumbnail/` });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const files = (await t.call(null, { url: `${BASE}/${card.id}/files/` })).json<
      { created_by_fio: string }[]
    >();
    expect(files).toHaveLength(1);
    expect(files[0]?.created_by_fio).toBe('');
    // Comments and history are the staff's.
    expect((await t.call(null, { url: `${BASE}/${card.id}/history/` })).statusCode).toBe(401);
    expect((await t.call(null, { url: `${BASE}/${card.id}/comments/` })).statusCode).toBe(401);
  });

  it('refuses a file of a wrong type (415) or too large (413) and keeps nothing', async () => {
    const before = await cardCount();
    const filesBefore = (await t.database.db.select({ n: count() }).from(recordFiles))[0]?.n;
    const card = JSON.stringify(cardInput());
    const script = multipartForm([
      { name: 'card', value: card },
      { name: 'file', value: Buffer.from('#!/bin/sh\necho hi\n'), filename: 'photo.jpg', type: 'image/jpeg' },
    ]);
    const wrong = await t.call(null, {
      method: 'POST',
      url: `${BASE}/`,
      ...script,
      headers: { ...script.headers, ...fromAddress() },
    });
    expect(wrong.statusCode).toBe(415);
    const big = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(FILE_MAX);
    const large = multipartForm([
      { name: 'card', value: card },
      { name: 'file', value: big, filename: 'big.png', type: 'image/png' },
    ]);
    const tooLarge = await t.call(null, {
      method: 'POST',
      url: `${BASE}/`,
      ...large,
      headers: { ...large.headers, ...fromAddress() },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<TErrorBody>().detail).not.toBe('');
    expect(await cardCount()).toBe(before);
    expect((await t.database.db.select({ n: count() }).from(recordFiles))[0]?.n).toBe(filesBefore);
  });

  it.each([
    ['no description', { description: '  ' }, 'description'],
    ['no category', { categories: [] }, 'categories'],
    ['an unknown category', { categories: ['gossip'] }, 'categories.0'],
    ['a category twice', { categories: ['ppe', 'ppe'] }, 'categories'],
    ['an unsafe act reported to nobody', { observation_type: 'unsafe_act', reported_to: '' }, 'reported_to'],
    ['a moment ahead', { observed_at: new Date(Date.now() + 86_400_000).toISOString() }, 'observed_at'],
    ['a latitude off the globe', { latitude: 91 }, 'latitude'],
    ['an unknown organization', { organization_id: newId() }, 'organization_id'],
    ['an unknown rule', { vital_rule: 'luck' }, 'vital_rule'],
    ['a phone of letters', { author_phone: 'call me' }, 'author_phone'],
  ])('refuses %s with a translated field error (400), storing nothing', async (_name, overrides, field) => {
    const before = await cardCount();
    const response = await t.call(null, {
      method: 'POST',
      url: `${BASE}/`,
      payload: cardInput(overrides as Partial<TQorgauCreate>),
      headers: { ...fromAddress(), ...lang('en') },
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<TErrorBody>();
    expect(Object.keys(body.errors ?? {})).toContain(field);
    expect(body.errors?.[field]?.[0]).toMatch(/^[A-Z]/);
    expect(await cardCount()).toBe(before);
  });

  it.each([
    ['latitude', 999, 'Широта — число от −90 до 90'],
    ['latitude', 'north', 'Широта — число от −90 до 90'],
    ['longitude', -181, 'Долгота — число от −180 до 180'],
    [
      'author_phone',
      'call me',
      'Телефон — цифры, пробелы, скобки и дефисы, можно с + в начале, например +7 701 234-56-78',
    ],
  ])('says what is wrong with %s %j instead of asking to fill it in', async (field, value, text) => {
    const response = await t.call(null, {
      method: 'POST',
      url: `${BASE}/`,
      payload: cardInput({ [field]: value } as Partial<TQorgauCreate>),
      headers: { ...fromAddress(), ...lang('ru') },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<TErrorBody>().errors?.[field]).toEqual([text]);
  });

  it('refuses a form whose card is not JSON (400)', async () => {
    const body = multipartForm([{ name: 'card', value: '{not json' }]);
    const response = await t.call(null, {
      method: 'POST',
      url: `${BASE}/`,
      ...body,
      headers: { ...body.headers, ...fromAddress() },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<TErrorBody>().errors ?? {})).toEqual(['card']);
  });

  it(`lets one address file ${LIMIT} cards an hour, then answers 429 with Retry-After; another address goes on`, async () => {
    const ip = fromAddress('192.0.2.77');
    for (let i = 0; i < LIMIT; i++) expect((await file(null, cardInput(), ip)).statusCode).toBe(201);
    const before = await cardCount();
    const refused = await file(null, cardInput(), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json<TErrorBody>().detail).toMatch(/Слишком много/);
    expect(await cardCount()).toBe(before);
    expect((await file(null, cardInput(), fromAddress('192.0.2.78'))).statusCode).toBe(201);
  });

  it('records a signed-in filer as the author unless they choose anonymity', async () => {
    const named = await filed(tokens.employee);
    const anonymous = await filed(tokens.employee, { anonymous: true, author_name: 'Не сохранять' });
    const [namedRow] = await t.database.db.select().from(qorgauCards).where(eq(qorgauCards.id, named.id));
    const [anonymousRow] = await t.database.db
      .select()
      .from(qorgauCards)
      .where(eq(qorgauCards.id, anonymous.id));
    expect(namedRow?.createdBy).toBe(await userIdOf(t, 'employee'));
    expect(anonymousRow).toMatchObject({ createdBy: null, authorName: '', authorPhone: '', anonymous: true });
    const staffView = (await t.call(tokens.dotos, { url: `${BASE}/${anonymous.id}/` })).json<TQorgauCard>();
    expect(staffView).toMatchObject({ anonymous: true, created_by_fio: '', author_name: '' });
    // Its own filer sees it in "mine"; another person does not.
    const mine = (await t.call(tokens.employee, { url: `${BASE}/?mine=true&page_size=100` })).json<
      TPage<TQorgauListItem>
    >();
    expect(mine.results.map((c) => c.id)).toContain(named.id);
    expect(mine.results.map((c) => c.id)).not.toContain(anonymous.id);
  });

  it('tells the HSE staff overseeing the organization of a new card', async () => {
    const card = await filed(null);
    const dotos = await userIdOf(t, 'dotos');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, dotos));
    expect(told.some((n) => n.titleRu.includes(card.number) && n.link === `/qorgau-view/${card.id}`)).toBe(
      true,
    );
  });
});

describe('handling a card', () => {
  it('dotos sends it to work with a responsible person, who is told and closes it with the measure; the filer is told', async () => {
    const card = await filed(tokens.employee2, { organization_id: production() });
    const employee = await userIdOf(t, 'employee');

    const noAssignee = await act('dotos', card, 'send_to_work', {});
    expect(noAssignee.statusCode).toBe(400);
    expect(Object.keys(noAssignee.json<TErrorBody>().errors ?? {})).toEqual(['assignee_id']);
    // employee2 works in another subsidiary: not someone this card can be given to.
    const stranger = await act('dotos', card, 'send_to_work', {
      assignee_id: await userIdOf(t, 'employee2'),
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<TErrorBody>().errors?.assignee_id?.[0]).toMatch(/активного сотрудника/);

    const inWork = await act('dotos', card, 'send_to_work', { assignee_id: employee });
    expect(inWork.statusCode, inWork.body).toBe(200);
    const working = inWork.json<TQorgauCard>();
    expect(working).toMatchObject({ status: 'in_work', assignee_id: employee });
    expect(working.assignee_fio).not.toBe('');
    const toldAssignee = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, employee));
    expect(toldAssignee.some((n) => n.titleRu.includes(card.number) && n.titleRu.includes('передана'))).toBe(
      true,
    );

    // The assignee sees the card's actions; without a measure it is not closed.
    const asAssignee = (await t.call(tokens.employee, { url: `${BASE}/${card.id}/` })).json<TQorgauCard>();
    expect(asAssignee.allowed_actions).toEqual(['approve']);
    expect((await act('employee', working, 'approve', {})).statusCode).toBe(400);
    // Someone who is neither staff nor the assignee may not close it.
    expect((await act('employee2', working, 'approve', { comment: 'Закрываю' })).statusCode).toBe(403);
    const closed = await act('employee', working, 'approve', { comment: 'Масло убрано, проход огорожен' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<TQorgauCard>()).toMatchObject({
      status: 'closed',
      resolution: 'Масло убрано, проход огорожен',
    });
    expect(closed.json<TQorgauCard>().closed_at).not.toBeNull();
    const filer = await userIdOf(t, 'employee2');
    const toldFiler = await t.database.db.select().from(notifications).where(eq(notifications.userId, filer));
    expect(toldFiler.some((n) => n.titleRu.includes(card.number) && n.titleRu.includes('Масло убрано'))).toBe(
      true,
    );

    // A guest sees the handling (status and measure) but not who handled it.
    const guest = (await t.call(null, { url: `${BASE}/${card.id}/` })).json<TQorgauCard>();
    expect(guest).toMatchObject({
      status: 'closed',
      resolution: 'Масло убрано, проход огорожен',
      assignee_fio: '',
      assignee_id: null,
    });
  });

  it('refuses actions out of turn (409), to guests (401) and to ordinary staff (403); nobody edits a card', async () => {
    const card = await filed(null);
    expect((await act('dotos', card, 'approve', { comment: 'Рано' })).statusCode).toBe(409);
    expect(
      (await act('employee', card, 'send_to_work', { assignee_id: await userIdOf(t, 'employee') }))
        .statusCode,
    ).toBe(403);
    const guest = await t.call(null, {
      method: 'POST',
      url: `${BASE}/${card.id}/actions/reject/`,
      payload: { version: card.version, comment: 'Спам' },
    });
    expect(guest.statusCode).toBe(401);
    const stale = await act('dotos', { ...card, version: card.version + 5 }, 'reject', { comment: 'Спам' });
    expect(stale.statusCode).toBe(409);
    const edit = await t.call(tokens.dotos, {
      method: 'PATCH',
      url: `${BASE}/${card.id}/`,
      payload: { version: card.version },
    });
    expect(edit.statusCode).toBe(403);
    expect((await act('dotos', card, 'reject', {})).statusCode).toBe(400);
    expect((await act('dotos', card, 'reject', { comment: 'Не относится к безопасности' })).statusCode).toBe(
      200,
    );
    // A rejected card is gone for guests, still there for staff.
    expect(
      (await t.call(null, { url: `${BASE}/?status=rejected` })).json<TPage<TQorgauListItem>>().count,
    ).toBe(0);
    expect(
      (await t.call(tokens.dotos, { url: `${BASE}/?status=rejected` })).json<TPage<TQorgauListItem>>().count,
    ).toBeGreaterThan(0);
  });
});

describe('the map and the list beside it', () => {
  // A box far from the demo sites, so that only this test's cards are in it.
  const box = { west: 60, south: 40, east: 61, north: 41 };
  const bbox = `${box.west},${box.south},${box.east},${box.north}`;

  it('gives the cards in the box as points, by filter, and the list follows the same box', async () => {
    const inside = await filed(null, { latitude: 40.5, longitude: 60.5, categories: ['fire_safety'] });
    const other = await filed(null, { latitude: 40.6, longitude: 60.6, categories: ['ppe', 'fire_safety'] });
    await filed(null, { latitude: 42.5, longitude: 60.5, categories: ['fire_safety'] });
    const map = (await t.call(null, { url: `${BASE}/map/?bbox=${bbox}&zoom=9` })).json<TQorgauMap>();
    expect(map.total).toBe(2);
    expect(map.points.map((p) => p.id).sort()).toEqual([inside.id, other.id].sort());
    expect(map.points.find((p) => p.id === other.id)?.main_category).toBe('ppe');
    const ppe = (
      await t.call(null, { url: `${BASE}/map/?bbox=${bbox}&zoom=9&category=ppe` })
    ).json<TQorgauMap>();
    expect(ppe.points.map((p) => p.id)).toEqual([other.id]);
    const list = (await t.call(null, { url: `${BASE}/?bbox=${bbox}&category=fire_safety` })).json<
      TPage<TQorgauListItem>
    >();
    expect(list.count).toBe(2);
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const none = (
      await t.call(null, { url: `${BASE}/map/?bbox=${bbox}&zoom=9&date_from=${future}` })
    ).json<TQorgauMap>();
    expect(none.total).toBe(0);
  });

  it(`gives clusters, not points, when more than ${MAP_POINTS_MAX} cards are in the box`, async () => {
    const { db } = t.database;
    const org = production();
    await db.execute(sql`
      insert into qorgau_cards (id, number, organization_id, status, observation_type, observed_at, main_category,
        categories, description, latitude, longitude)
      select gen_random_uuid(), 'BULK-' || g, ${org}, 'registered', 'hazard', now(), 'other', '["other"]'::jsonb,
        'bulk', 10 + (g % 40) * 0.01, 10 + (g / 40) * 0.01
      from generate_series(1, ${MAP_POINTS_MAX + 100}) g`);
    const map = (await t.call(null, { url: `${BASE}/map/?bbox=9,9,11,11&zoom=6` })).json<TQorgauMap>();
    expect(map.points).toEqual([]);
    expect(map.total).toBe(MAP_POINTS_MAX + 100);
    expect(map.clusters.length).toBeGreaterThan(0);
    expect(map.clusters.length).toBeLessThan(50);
    const zoomedIn = (
      await t.call(null, { url: `${BASE}/map/?bbox=10,10,10.05,10.05&zoom=14` })
    ).json<TQorgauMap>();
    expect(zoomedIn.points.length).toBeGreaterThan(0);
    await db.execute(sql`delete from qorgau_cards where number like 'BULK-%'`);
  });

  it('refuses a malformed box (400)', async () => {
    for (const query of [
      'bbox=1,2,3&zoom=5',
      'bbox=5,5,1,1&zoom=5',
      'bbox=a,b,c,d&zoom=5',
      'bbox=1,2,3,4&zoom=40',
    ])
      expect((await t.call(null, { url: `${BASE}/map/?${query}` })).statusCode).toBe(400);
  });

  it('tells the map its tiles and the organizations’ sites', async () => {
    const settings = (await t.call(null, { url: '/api/qorgau/settings/' })).json<{
      tile_url: string | null;
      sites: { organization_id: string }[];
    }>();
    expect(settings.tile_url).toContain('{z}');
    expect(settings.sites.map((s) => s.organization_id)).toContain(production());
  });
});

describe('staff read cards', () => {
  it('export the filtered list to Excel (signed in only) and print a card as PDF', async () => {
    const card = await filed(null, { site: 'Куст экспорта', latitude: 45.5, longitude: 50.5 });
    expect((await t.call(null, { url: `${BASE}/export.xlsx` })).statusCode).toBe(401);
    const response = await t.call(tokens.dotos, {
      url: `${BASE}/export.xlsx?bbox=50,45,51,46`,
      headers: lang('en'),
    });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Number');
    expect(sheet?.getRow(2).getCell(1).value).toBe(card.number);
    expect(sheet?.getRow(2).getCell(9).value).toBe('Куст экспорта');

    const pdf = await t.call(tokens.dotos, {
      url: `${BASE}/${card.id}/pdf/?tz=Asia/Aqtobe`,
      headers: lang('kk'),
    });
    expect(pdf.statusCode).toBe(200);
    const { title, pages } = await pdfText(pdf.rawPayload);
    expect(title).toBe(`Қорғау карточкасы ${card.number}`);
    const text = pages.join('');
    for (const words of ['Тіркелді', 'Кустэкспорта', 'Учаске', 'Автор']) expect(text).toContain(words);
  });

  it('an employee of another subsidiary reads any card, as a guest would', async () => {
    const card = await filed(null);
    expect((await t.call(tokens.employee2, { url: `${BASE}/${card.id}/` })).statusCode).toBe(200);
    expect((await t.call(null, { url: `${BASE}/${newId()}/` })).statusCode).toBe(404);
  });
});
