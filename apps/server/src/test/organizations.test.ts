import type { THistoryEntry } from '@hse/contracts/common';
import type { TOrganization, TOrganizationCreate } from '@hse/contracts/organizations';
import type { TQorgauSettings } from '@hse/contracts/qorgau';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lang, missingId, snapshot, startSignedIn, type TErrorBody, type TOrgTree } from './builders.ts';
import type { TTestApp } from './test-app.ts';

let t: TTestApp;
let admin: string;
let tree: TOrgTree;

beforeAll(async () => {
  ({ t, token: admin, tree } = await startSignedIn('admin'));
}, 60_000);
afterAll(() => t.close());

const names = (en: string): Pick<TOrganizationCreate, 'name_ru' | 'name_kk' | 'name_en'> => ({
  name_ru: `${en} (ru)`,
  name_kk: `${en} (kk)`,
  name_en: en,
});
const create = (body: Record<string, unknown>, token: string | null = admin, headers = {}) =>
  t.call(token, { method: 'POST', url: '/api/organizations/', payload: body, headers });
const publicList = async () => (await t.call(null, { url: '/api/organizations/' })).json<TOrganization[]>();
const getOrg = async (id: string) =>
  (await t.call(admin, { url: `/api/organizations/${id}/` })).json<TOrganization>();

describe('the organization list', () => {
  it('is public: the holding, three subsidiaries and their divisions', async () => {
    const response = await t.call(null, { url: '/api/organizations/' });
    expect(response.statusCode).toBe(200);
    const all = response.json<TOrganization[]>();
    expect(all.filter((o) => o.kind === 'holding')).toHaveLength(1);
    expect(all.filter((o) => o.kind === 'subsidiary').map((o) => o.parent_id)).toEqual([
      tree.holding.id,
      tree.holding.id,
      tree.holding.id,
    ]);
    expect(all.filter((o) => o.kind === 'division')).toHaveLength(10);
    expect(tree.holding).toMatchObject({
      name_ru: 'АО «Демо Ойл энд Газ»',
      name_en: 'Demo Oil & Gas JSC',
      version: 1,
    });
  });

  it('answers one organization to a signed-in user and 404 for an unknown id', async () => {
    const employee = (await t.signIn('employee')).token;
    expect((await t.call(employee, { url: `/api/organizations/${tree.holding.id}/` })).json()).toEqual(
      tree.holding,
    );
    const missing = await t.call(employee, {
      url: `/api/organizations/${missingId()}/`,
      headers: lang('en'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Record not found' });
  });
});

describe('creating organizations', () => {
  let subsidiaryId: string;

  it('creates a subsidiary under the holding and a division under it', async () => {
    const subsidiary = await create({
      kind: 'subsidiary',
      parent_id: tree.holding.id,
      ...names('Demo Drilling LLP'),
      short_name: 'DOG-D',
      bin: '123456789012',
    });
    expect(subsidiary.statusCode, subsidiary.body).toBe(201);
    expect(subsidiary.json()).toMatchObject({
      kind: 'subsidiary',
      parent_id: tree.holding.id,
      name_en: 'Demo Drilling LLP',
      short_name: 'DOG-D',
      bin: '123456789012',
      version: 1,
    });
    subsidiaryId = subsidiary.json<TOrganization>().id;
    const division = await create({ kind: 'division', parent_id: subsidiaryId, ...names('Rig 7') });
    expect(division.statusCode, division.body).toBe(201);
    expect(division.json()).toMatchObject({
      kind: 'division',
      parent_id: subsidiaryId,
      short_name: '',
      bin: '',
    });
    const listed = await publicList();
    expect(listed.map((o) => o.id)).toEqual(
      expect.arrayContaining([subsidiaryId, division.json<TOrganization>().id]),
    );
  });

  it('creates another holding only as a root', async () => {
    const response = await create({ kind: 'holding', parent_id: null, ...names('Second Holding JSC') });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TOrganization>().parent_id).toBeNull();
  });

  it.each([
    {
      name: 'a division under the holding',
      body: () => ({ kind: 'division', parent_id: tree.holding.id }),
      texts: {
        ru: 'Неверная вышестоящая организация: холдинг — корень, ДЗО входит в холдинг, подразделение — в ДЗО',
        en: 'Wrong parent: the holding is the root, a subsidiary belongs to the holding, a division to a subsidiary',
      },
    },
    {
      name: 'a subsidiary under a subsidiary',
      body: () => ({ kind: 'subsidiary', parent_id: tree.subsidiaries[0]!.id }),
      texts: { kk: 'Жоғары тұрған ұйым қате: холдинг — түбір, ЕТҰ холдингке, бөлімше ЕТҰ-ға кіреді' },
    },
    {
      name: 'a subsidiary without a parent',
      body: () => ({ kind: 'subsidiary', parent_id: null }),
      texts: {
        en: 'Wrong parent: the holding is the root, a subsidiary belongs to the holding, a division to a subsidiary',
      },
    },
    {
      name: 'a holding with a parent',
      body: () => ({ kind: 'holding', parent_id: tree.holding.id }),
      texts: {
        en: 'Wrong parent: the holding is the root, a subsidiary belongs to the holding, a division to a subsidiary',
      },
    },
    {
      name: 'an unknown parent',
      body: () => ({ kind: 'division', parent_id: missingId() }),
      texts: { ru: 'Организация не найдена', en: 'Organization not found' },
    },
  ])('refuses $name with a parent_id error and stores nothing', async ({ body, texts }) => {
    const before = await snapshot(t);
    for (const [language, text] of Object.entries(texts)) {
      const response = await create({ ...body(), ...names('Refused') }, admin, lang(language as 'en'));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<TErrorBody>().errors).toEqual({ parent_id: [text] });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a missing name and a malformed BIN with field errors', async () => {
    const before = await snapshot(t);
    const response = await create(
      { kind: 'subsidiary', parent_id: tree.holding.id, ...names('X'), name_ru: '  ', bin: '12345' },
      admin,
      lang('en'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Check the data you entered',
      errors: { name_ru: ['Fill in the field'], bin: ['Invalid value'] },
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('is for administrators only: 403 for others, 401 for a guest', async () => {
    const before = await snapshot(t);
    const body = { kind: 'subsidiary', parent_id: tree.holding.id, ...names('Sneaky LLP') };
    for (const login of ['dotos', 'headdotos', 'auditor', 'employee']) {
      const { token } = await t.signIn(login);
      const response = await create(body, token, lang('en'));
      expect(response.statusCode, login).toBe(403);
      expect(response.json()).toEqual({ detail: 'You are not allowed to do this' });
      const patch = await t.call(token, {
        method: 'PATCH',
        url: `/api/organizations/${tree.holding.id}/`,
        payload: { version: 1, name_en: 'Taken over' },
      });
      expect(patch.statusCode).toBe(403);
      const remove = await t.call(token, {
        method: 'DELETE',
        url: `/api/organizations/${subsidiaryId}/?version=1`,
      });
      expect(remove.statusCode).toBe(403);
      expect((await t.call(token, { url: `/api/organizations/${subsidiaryId}/history/` })).statusCode).toBe(
        403,
      );
    }
    const guest = await create(body, null, lang('ru'));
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ detail: 'Требуется вход в систему' });
    expect(await snapshot(t)).toEqual(before);
    expect(await getOrg(tree.holding.id)).toEqual(tree.holding);
  });
});

describe('updating and deleting', () => {
  let subsidiary: TOrganization;
  let leaf: TOrganization;
  beforeAll(async () => {
    subsidiary = (
      await create({
        kind: 'subsidiary',
        parent_id: tree.holding.id,
        ...names('Demo Service LLP'),
        short_name: 'DOG-S',
        bin: '987654321098',
      })
    ).json<TOrganization>();
    leaf = (
      await create({ kind: 'division', parent_id: subsidiary.id, ...names('Workshop') })
    ).json<TOrganization>();
  });

  it('changes only the fields sent and moves the version on', async () => {
    const response = await t.call(admin, {
      method: 'PATCH',
      url: `/api/organizations/${subsidiary.id}/`,
      payload: { version: 1, name_en: 'Demo Services LLP' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<TOrganization>();
    expect(after).toEqual({
      ...subsidiary,
      name_en: 'Demo Services LLP',
      version: 2,
      updated_at: after.updated_at,
    });
    subsidiary = after;
  });

  it('answers a stale version with 409 and keeps the record', async () => {
    const response = await t.call(admin, {
      method: 'PATCH',
      url: `/api/organizations/${subsidiary.id}/`,
      headers: lang('kk'),
      payload: { version: 1, name_en: 'Lost update' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'Жазбаны басқа пайдаланушы өзгертіп қойды. Бетті жаңартыңыз: деректеріңіз сақталмады',
    });
    expect(await getOrg(subsidiary.id)).toEqual(subsidiary);
  });

  it('refuses to delete an organization with divisions', async () => {
    const response = await t.call(admin, {
      method: 'DELETE',
      url: `/api/organizations/${subsidiary.id}/?version=${subsidiary.version}`,
      headers: lang('en'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'The organization cannot be deleted: it has divisions or users',
    });
    expect(await getOrg(subsidiary.id)).toEqual(subsidiary);
  });

  it('refuses to delete an organization with users', async () => {
    const division = tree.divisionsOf(tree.subsidiaries[0]!.id)[0]!;
    const response = await t.call(admin, {
      method: 'DELETE',
      url: `/api/organizations/${division.id}/?version=${division.version}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'Организацию нельзя удалить: в ней есть подразделения или пользователи',
    });
    expect((await publicList()).map((o) => o.id)).toContain(division.id);
  });

  it('refuses a delete with a stale or missing version', async () => {
    const stale = await t.call(admin, { method: 'DELETE', url: `/api/organizations/${leaf.id}/?version=7` });
    expect(stale.statusCode).toBe(409);
    const missing = await t.call(admin, {
      method: 'DELETE',
      url: `/api/organizations/${leaf.id}/`,
      headers: lang('en'),
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<TErrorBody>().errors ?? {})).toEqual(['version']);
    expect(await getOrg(leaf.id)).toEqual(leaf);
  });

  it('deletes a leaf: gone from the list, 404 afterwards, the parent becomes deletable', async () => {
    const response = await t.call(admin, {
      method: 'DELETE',
      url: `/api/organizations/${leaf.id}/?version=1`,
    });
    expect(response.statusCode).toBe(204);
    expect((await publicList()).map((o) => o.id)).not.toContain(leaf.id);
    expect((await t.call(admin, { url: `/api/organizations/${leaf.id}/` })).statusCode).toBe(404);
    const again = await t.call(admin, { method: 'DELETE', url: `/api/organizations/${leaf.id}/?version=2` });
    expect(again.statusCode).toBe(404);
    // A deleted organization cannot take new users or children.
    const child = await create({ kind: 'division', parent_id: leaf.id, ...names('Orphan') });
    expect(child.statusCode).toBe(400);
    expect(child.json<TErrorBody>().errors).toEqual({ parent_id: ['Организация не найдена'] });
  });

  it('keeps the history with the actor and the changed fields', async () => {
    const response = await t.call(admin, { url: `/api/organizations/${subsidiary.id}/history/` });
    expect(response.statusCode).toBe(200);
    const entries = response.json<THistoryEntry[]>();
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries.every((e) => e.actor_fio === 'Администратов Алмас')).toBe(true);
    expect(entries[0]?.changes).toMatchObject({
      name_en: { from: null, to: 'Demo Service LLP' },
      kind: { from: null, to: 'subsidiary' },
    });
    expect(entries[1]?.changes).toEqual({ name_en: { from: 'Demo Service LLP', to: 'Demo Services LLP' } });
    const seeded = (await t.call(admin, { url: `/api/organizations/${tree.holding.id}/history/` })).json<
      THistoryEntry[]
    >();
    expect(seeded).toMatchObject([{ action: 'create', actor_fio: null, comment: 'demo data' }]);
    expect((await t.call(admin, { url: `/api/organizations/${leaf.id}/history/` })).statusCode).toBe(404);
  });

  it('deletes the subsidiary once its division is gone', async () => {
    const response = await t.call(admin, {
      method: 'DELETE',
      url: `/api/organizations/${subsidiary.id}/?version=${subsidiary.version}`,
    });
    expect(response.statusCode).toBe(204);
    expect((await publicList()).map((o) => o.id)).not.toContain(subsidiary.id);
  });
});

describe("an organization's site", () => {
  let org: TOrganization;
  beforeAll(async () => {
    org = (
      await create({ kind: 'subsidiary', parent_id: tree.holding.id, ...names('Demo Pipeline LLP') })
    ).json<TOrganization>();
  });

  const patch = (body: Record<string, unknown>, token = admin, language: 'en' | 'ru' = 'en') =>
    t.call(token, {
      method: 'PATCH',
      url: `/api/organizations/${org.id}/`,
      headers: lang(language),
      payload: { version: org.version, ...body },
    });
  /** The site Qorgau's map draws for the organization, or undefined. */
  const mapSite = async (id = org.id) => {
    const settings = (
      await t.call(null, { url: '/api/qorgau/settings/', headers: lang('en') })
    ).json<TQorgauSettings>();
    return settings.sites.find((site) => site.organization_id === id);
  };
  const expectRefused = async (body: Record<string, unknown>, errors: Record<string, string[]>) => {
    const before = await snapshot(t);
    const response = await patch(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ detail: 'Check the data you entered', errors });
    expect(await snapshot(t)).toEqual(before);
    expect(await getOrg(org.id)).toEqual(org);
  };
  const PAIR = 'Give both latitude and longitude, or clear both';

  it('starts without one, and Qorgau draws none', async () => {
    expect(org).toMatchObject({ latitude: null, longitude: null });
    expect(await mapSite()).toBeUndefined();
  });

  it('is set by an administrator and shown on the Qorgau map at once', async () => {
    const response = await patch({ latitude: 47.1, longitude: 51.9 });
    expect(response.statusCode, response.body).toBe(200);
    org = response.json<TOrganization>();
    expect(org).toMatchObject({ latitude: 47.1, longitude: 51.9, version: 2 });
    expect(await mapSite()).toEqual({
      organization_id: org.id,
      parent_id: tree.holding.id,
      name: 'Demo Pipeline LLP',
      latitude: 47.1,
      longitude: 51.9,
    });
  });

  it('changes one coordinate against the stored other', async () => {
    const response = await patch({ latitude: 47.25 });
    expect(response.statusCode, response.body).toBe(200);
    org = response.json<TOrganization>();
    expect(org).toMatchObject({ latitude: 47.25, longitude: 51.9, version: 3 });
    expect(await mapSite()).toMatchObject({ latitude: 47.25, longitude: 51.9 });
  });

  it.each([
    { name: 'one coordinate cleared while the other stays', body: { latitude: null }, field: 'latitude' },
    { name: 'one coordinate sent as null', body: { latitude: 46, longitude: null }, field: 'longitude' },
  ])("refuses $name with the field's message", async ({ body, field }) => {
    await expectRefused(body, { [field]: [PAIR] });
  });

  it.each<{ body: Record<string, unknown>; errors: Record<string, string[]> }>([
    {
      body: { latitude: 90.5, longitude: 51 },
      errors: { latitude: ['Latitude is a number from −90 to 90'] },
    },
    {
      body: { latitude: 46, longitude: -180.01 },
      errors: { longitude: ['Longitude is a number from −180 to 180'] },
    },
    { body: { longitude: 'east' }, errors: { longitude: ['Longitude is a number from −180 to 180'] } },
  ])('refuses a coordinate out of range: $body', async ({ body, errors }) => {
    await expectRefused(body, errors);
  });

  it('is changed by administrators only', async () => {
    for (const login of ['dotos', 'employee']) {
      const response = await patch({ latitude: 1, longitude: 1 }, (await t.signIn(login)).token);
      expect(response.statusCode, login).toBe(403);
    }
    expect(await getOrg(org.id)).toEqual(org);
  });

  it('is cleared with both coordinates, and Qorgau stops drawing it', async () => {
    const response = await patch({ latitude: null, longitude: null });
    expect(response.statusCode, response.body).toBe(200);
    org = response.json<TOrganization>();
    expect(org).toMatchObject({ latitude: null, longitude: null, version: 4 });
    expect(await mapSite()).toBeUndefined();
  });

  it("refuses one coordinate alone once there is none, in the caller's language", async () => {
    const response = await patch({ longitude: 52 }, admin, 'ru');
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({
      latitude: ['Укажите и широту, и долготу или очистите обе'],
    });
    const created = await create(
      { kind: 'division', parent_id: org.id, ...names('Pump station'), latitude: 47 },
      admin,
      lang('en'),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json<TErrorBody>().errors).toEqual({ longitude: [PAIR] });
  });

  it('is created with a new organization', async () => {
    const created = await create({
      kind: 'division',
      parent_id: org.id,
      ...names('Pump station 2'),
      latitude: -33.5,
      longitude: 151.25,
    });
    expect(created.statusCode, created.body).toBe(201);
    const division = created.json<TOrganization>();
    expect(division).toMatchObject({ latitude: -33.5, longitude: 151.25 });
    expect(await mapSite(division.id)).toMatchObject({ latitude: -33.5, longitude: 151.25 });
  });

  it('records every change in the history', async () => {
    const entries = (await t.call(admin, { url: `/api/organizations/${org.id}/history/` })).json<
      THistoryEntry[]
    >();
    expect(entries.slice(1).map((e) => e.changes)).toEqual([
      { latitude: { from: null, to: 47.1 }, longitude: { from: null, to: 51.9 } },
      { latitude: { from: 47.1, to: 47.25 } },
      { latitude: { from: 47.25, to: null }, longitude: { from: 51.9, to: null } },
    ]);
  });
});
