import { connect } from 'node:net';
import type { TIncident } from '@hse/contracts/incidents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lang, orgTree, snapshot } from './builders.ts';
import { acted, createIncident, incidentInput } from './incident-builders.ts';
import { qorgauCardInput } from './qorgau-builders.ts';
import { createTestApp, jpegBytes, multipart, multipartForm, type TTestApp } from './test-app.ts';

let t: TTestApp;
let admin: string;
let incident: TIncident;
let dotos: string;
let act: { id: string; number: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).token;
  const employee = (await t.signIn('employee')).token;
  const production = (await orgTree(t)).subsidiaries[0]!.id;
  const draft = await createIncident(t, employee, incidentInput(production));
  incident = await acted(t, employee, draft, 'save_and_send');
  dotos = (await t.signIn('dotos')).token;
  const created = await t.call(dotos, {
    method: 'POST',
    url: '/api/investigation-acts/',
    payload: { incident_id: incident.id, ...ACT_BODY },
  });
  expect(created.statusCode, created.body).toBe(201);
  act = created.json<{ id: string; number: string }>();
}, 60_000);
afterAll(() => t.close());

const ACT_BODY = {
  title: 'Акт о несчастном случае на кусте 12',
  event_type: 'Травма при ремонте',
  direct_cause: 'Срыв ключа при откручивании задвижки',
  text: 'Комиссия установила...',
  victims: ['Ахметов Ерлан Серикович'],
  conclusions: 'Нарушение технологии работ',
  guilt: [{ full_name: 'Ахметов Е. С.', position: 'Оператор', percent: 100 }],
  chairman: { full_name: 'Главнов Ғалым', position: 'Директор ДОТОС' },
  members: [],
};

/** The brief's error shape: a text, and texts per field when there are any. */
function expectErrorShape(body: unknown) {
  expect(body).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  const { detail, errors, ...rest } = body as { detail: string; errors?: Record<string, string[]> };
  expect(rest).toEqual({});
  expect(detail.length).toBeGreaterThan(0);
  if (errors !== undefined) {
    for (const texts of Object.values(errors)) {
      expect(texts.every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
    }
  }
}

describe('search of investigation documents', () => {
  it('finds an act by its own number and by its message’s number', async () => {
    for (const text of [act.number, incident.number, incident.number.toLowerCase()]) {
      const response = await t.call(dotos, {
        url: `/api/investigation-acts/?search=${encodeURIComponent(text)}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ count: 1, results: [{ number: act.number }] });
    }
  });

  it.each(['/api/investigation-reports/', '/api/investigation-acts/', '/api/bulletins/'])(
    'answers a search of %s with the page and its total',
    async (url) => {
      for (const text of ['INC-', 'no-such-number-anywhere', '%_\\']) {
        const response = await t.call(admin, { url: `${url}?search=${encodeURIComponent(text)}` });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json<{ count: number; results: unknown[] }>();
        expect(page.count).toBe(page.results.length);
      }
    },
  );
});

describe('broken multipart bodies', () => {
  const routes = () =>
    [
      { name: 'profile photo', method: 'PUT', url: '/api/profile/photo/', field: 'photo', token: admin },
      {
        name: 'user photo',
        method: 'PUT',
        url: `/api/users/${incident.created_by}/photo/`,
        field: 'photo',
        token: admin,
      },
      {
        name: 'record files',
        method: 'POST',
        url: `/api/investigation-acts/${act.id}/files/`,
        field: 'file',
        token: dotos,
      },
      { name: 'Qorgau card', method: 'POST', url: '/api/qorgau/cards/', field: 'file', token: null },
    ] as const;

  it('answers a multipart body without a boundary with 4xx {detail} and changes nothing', async () => {
    const before = await snapshot(t);
    for (const route of routes()) {
      const response = await t.call(route.token, {
        method: route.method,
        url: route.url,
        headers: { 'content-type': 'multipart/form-data', ...lang('en') },
        payload: 'whatever',
      });
      expect(response.statusCode, `${route.name}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, route.name).toBeLessThan(500);
      expectErrorShape(response.json());
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers a multipart body cut before its end with 400 {detail} and changes nothing', async () => {
    const before = await snapshot(t);
    for (const route of routes()) {
      const whole = multipart(route.field, 'photo.jpg', 'image/jpeg', jpegBytes(2048));
      const response = await t.call(route.token, {
        method: route.method,
        url: route.url,
        headers: { ...whole.headers, ...lang('en') },
        payload: whole.payload.subarray(0, 400),
      });
      expect(response.statusCode, `${route.name}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ detail: 'Check the data you entered' });
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('a NUL character in any text', () => {
  const NUL = '\u0000';
  const refused = { en: 'The text contains a character that is not allowed' };

  it('is refused with a field error in the caller’s language, and changes nothing', async () => {
    const before = await snapshot(t);
    const production = (await orgTree(t)).subsidiaries[0]!.id;
    const cases = [
      {
        token: null,
        method: 'POST',
        url: '/api/api-token-auth/',
        payload: { login: `admin${NUL}`, password: 'x' },
        field: 'login',
      },
      { token: admin, method: 'GET', url: '/api/incidents/?search=%00', field: 'search' },
      { token: admin, method: 'GET', url: '/api/investigation-acts/?search=a%00b', field: 'search' },
      {
        token: dotos,
        method: 'POST',
        url: `/api/investigation-acts/${act.id}/comments/`,
        payload: { text: `a${NUL}b` },
        field: 'text',
      },
      {
        token: admin,
        method: 'POST',
        url: '/api/organizations/',
        payload: {
          kind: 'division',
          parent_id: production,
          name_ru: `Цех${NUL}`,
          name_kk: 'Цех',
          name_en: 'Shop',
        },
        field: 'name_ru',
      },
      {
        token: admin,
        method: 'PATCH',
        url: `/api/incidents/${incident.id}/`,
        payload: { version: incident.version, victims: [{ full_name: `A${NUL}` }] },
        field: 'victims.0.full_name',
      },
      { token: admin, method: 'GET', url: '/api/users/%00/', field: 'id' },
    ] as const;
    for (const c of cases) {
      const response = await t.call(c.token, {
        method: c.method,
        url: c.url,
        ...('payload' in c ? { payload: c.payload } : {}),
        headers: lang('en'),
      });
      expect(response.statusCode, `${c.url}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Check the data you entered',
        errors: { [c.field]: [refused.en] },
      });
    }
    const ru = await t.call(admin, { url: '/api/incidents/?search=%00' });
    expect(ru.json()).toEqual({
      detail: 'Проверьте введённые данные',
      errors: { search: ['Текст содержит недопустимый символ'] },
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('is refused in a multipart form: its fields, a file’s name and the JSON a field holds', async () => {
    const card = qorgauCardInput((await orgTree(t)).subsidiaries[0]!.id, {
      description: `Разлив${NUL}масла`,
      anonymous: true,
    });
    const body = multipartForm([{ name: 'card', value: JSON.stringify(card) }]);
    const cards = async () =>
      (await t.call(admin, { url: '/api/qorgau/cards/?page_size=1' })).json<{ count: number }>().count;
    const count = await cards();
    const response = await t.call(null, {
      method: 'POST',
      url: '/api/qorgau/cards/',
      headers: { ...body.headers, ...lang('en') },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Check the data you entered',
      errors: { description: [refused.en] },
    });
    const named = multipart('file', `photo${NUL}.jpg`, 'image/jpeg', jpegBytes(2048));
    const byName = await t.call(dotos, {
      method: 'POST',
      url: `/api/investigation-acts/${act.id}/files/`,
      headers: { ...named.headers, ...lang('en') },
      payload: named.payload,
    });
    expect(byName.statusCode, byName.body).toBeLessThan(500);
    expect(await cards()).toBe(count);
  });
});

describe('Fastify’s own refusals', () => {
  it('answer a malformed address in the brief’s shape, translated, without echoing it', async () => {
    for (const url of ['/api/users/%E0%A4%A/', '/api/%/', '/%E0%A4%A', '/api/incidents/%ZZ/files/']) {
      const response = await t.call(admin, { url, headers: lang('kk') });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ detail: 'Енгізілген деректерді тексеріңіз' });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answer a path parameter over its length limit in the brief’s shape', async () => {
    const long = 'a'.repeat(300);
    for (const url of [`/api/users/${long}/`, `/api/incidents/${long}/files/`]) {
      const response = await t.call(null, { url, headers: lang('en') });
      expect(response.statusCode, url).toBe(414);
      expect(response.json()).toEqual({ detail: 'Check the data you entered' });
      expect(response.body).not.toContain(long);
    }
  });

  it('answer a request that is not HTTP in the brief’s shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1', () => {
        socket.write('GET /api/health/ HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'Проверьте введённые данные',
    });
  });
});

describe('short names and registration numbers', () => {
  const taken = 'This short name is already used by another organization';
  const holding = (name: string, shortName = '') => ({
    kind: 'holding',
    parent_id: null,
    name_ru: name,
    name_kk: name,
    name_en: name,
    short_name: shortName,
  });
  const createOrg = async (body: object) => {
    const response = await t.call(admin, { method: 'POST', url: '/api/organizations/', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; version: number }>();
  };
  const numberIn = async (organizationId: string) => {
    const response = await t.call(admin, {
      method: 'POST',
      url: '/api/incidents/',
      payload: incidentInput(organizationId),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ number: string }>().number;
  };

  it('refuses a short name in use, whatever its case and spacing, among deleted ones too', async () => {
    const tree = await orgTree(t);
    const before = await snapshot(t);
    for (const short_name of ['dog-p', 'Dog P', ' DOG  P ']) {
      const response = await t.call(admin, {
        method: 'POST',
        url: '/api/organizations/',
        payload: holding('Twin JSC', short_name),
        headers: lang('en'),
      });
      expect(response.statusCode, short_name).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Check the data you entered',
        errors: { short_name: [taken] },
      });
    }
    const refining = tree.subsidiaries[1]!;
    const renamed = await t.call(admin, {
      method: 'PATCH',
      url: `/api/organizations/${refining.id}/`,
      payload: { version: refining.version, short_name: 'dog-t' },
      headers: lang('ru'),
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({
      detail: 'Проверьте введённые данные',
      errors: { short_name: ['Это краткое название уже занято другой организацией'] },
    });
    expect(await snapshot(t)).toEqual(before);
    // Keeping its own short name is no conflict.
    const same = await t.call(admin, {
      method: 'PATCH',
      url: `/api/organizations/${refining.id}/`,
      payload: { version: refining.version, short_name: 'DOG-R', name_en: 'Demo Refining' },
    });
    expect(same.statusCode, same.body).toBe(200);

    const gone = await createOrg(holding('Gone JSC', 'GONE'));
    const deleted = await t.call(admin, {
      method: 'DELETE',
      url: `/api/organizations/${gone.id}/?version=${gone.version}`,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const again = await t.call(admin, {
      method: 'POST',
      url: '/api/organizations/',
      payload: holding('Gone Again JSC', 'gone'),
      headers: lang('en'),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Check the data you entered', errors: { short_name: [taken] } });
  });

  it('never gives two records the same number', async () => {
    // Two organizations with no short name up their tree share the series without a code.
    const first = await createOrg(holding('Nameless One JSC'));
    const second = await createOrg(holding('Nameless Two JSC'));
    const numbers = [await numberIn(first.id), await numberIn(second.id), await numberIn(first.id)];
    expect(new Set(numbers).size).toBe(3);
    expect(numbers[0]).toMatch(/^INC-\d{4}-\d{5}$/);

    // A short name given up by one organization continues its series in the next one's hands.
    const old = await createOrg(holding('Old Name JSC', 'OLDN'));
    const before = await numberIn(old.id);
    expect(before).toMatch(/^INC-OLDN-\d{4}-\d{5}$/);
    const renamed = await t.call(admin, {
      method: 'PATCH',
      url: `/api/organizations/${old.id}/`,
      payload: { version: old.version, short_name: 'NEWN' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await numberIn(old.id)).toMatch(/^INC-NEWN-\d{4}-\d{5}$/);
    const heir = await createOrg(holding('Heir JSC', 'oldn'));
    const next = await numberIn(heir.id);
    expect(next).toMatch(/^INC-OLDN-\d{4}-\d{5}$/);
    expect(next).not.toBe(before);
  });
});

describe('a request arriving while the server closes', () => {
  it('is answered 503 in the brief’s shape', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = own.app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // Half a request: the connection is busy, so closing waits for it.
    socket.write('GET /api/organizations/ HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = own.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
    });
    socket.write('Connection: close\r\n\r\n');
    const text = await answer;
    await closed;
    await own.close();
    expect(text).toMatch(/^HTTP\/1\.1 503 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'The server is restarting, try again in a minute',
    });
  });
});
