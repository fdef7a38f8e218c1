import type { TDocumentVersion, TFolder } from '@hse/contracts/documents';
import { DOCUMENT_MODULE } from '@hse/contracts/documents';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { TUser } from '@hse/contracts/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../seed/demo-document-files.ts';
import { lang, orgTree, type TErrorBody, type TOrgTree, userInput } from './builders.ts';
import { createTestApp, multipart, type TTestApp } from './test-app.ts';

const BASE = DOCUMENT_MODULE.resource;
let t: TTestApp;
let tree: TOrgTree;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
const production = () => tree.subsidiaries[0]?.id as string;
const refining = () => tree.subsidiaries[1]?.id as string;

beforeAll(async () => {
  t = await createTestApp();
  tree = await orgTree(t);
  for (const login of ['admin', 'dotos', 'employee']) tokens[login] = (await t.signIn(login)).token;
  const input = userInput(production(), { roles: ['headdotos'] });
  const created = await t.call(token('admin'), { method: 'POST', url: '/api/users/', payload: input });
  expect(created.statusCode, created.body).toBe(201);
  tokens.local = (await t.signIn(created.json<TUser>().login, input.password)).token;
}, 60_000);
afterAll(() => t.close());

const document = (organization_id: string) => ({
  area: 'occ_safety',
  title_ru: 'Положение о допуске к работам',
  title_kk: 'Жұмыстарға рұқсат беру туралы ереже',
  title_en: 'Work permit regulation',
  approved_on: '2026-02-01',
  organization_id,
  language: 'kk',
});

describe('documents made from the web page', () => {
  it('are created by the HSE staff within their organization only, then get their file', async () => {
    const outside = await t.call(token('local'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: document(refining()),
    });
    expect(outside.statusCode).toBeGreaterThanOrEqual(400);
    expect(outside.statusCode).toBeLessThan(500);
    const employee = await t.call(token('employee'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: document(production()),
    });
    expect(employee.statusCode).toBe(403);
    const created = await t.call(token('local'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: document(production()),
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<TRecordItem>();
    const file = await t.call(token('local'), {
      method: 'POST',
      url: `${BASE}/${record.id}/versions/`,
      ...multipart('file', 'Положение.pdf', 'application/pdf', await demoPdf('Положение', ['Допуск'])),
    });
    expect(file.statusCode, file.body).toBe(201);
    expect(file.json<TDocumentVersion>()).toMatchObject({ number: 1, is_current: true });
  });

  it('keep folders: renamed, moved under another, refused while full, removed when empty', async () => {
    const make = async (name: string, parent_id: string | null = null) => {
      const response = await t.call(token('local'), {
        method: 'POST',
        url: `${BASE}/folders/`,
        payload: { area: 'occ_safety', name, parent_id },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<TFolder>();
    };
    const top = await make('Приказы');
    const other = await make('Архив');
    const renamed = await t.call(token('local'), {
      method: 'PATCH',
      url: `${BASE}/folders/${other.id}/`,
      payload: { name: 'Архив 2025', parent_id: top.id, version: other.version },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TFolder>()).toMatchObject({ name: 'Архив 2025', parent_id: top.id });
    const full = await t.call(token('local'), {
      method: 'DELETE',
      url: `${BASE}/folders/${top.id}/`,
      payload: { version: top.version },
      headers: lang('ru'),
    });
    expect(full.statusCode).toBe(409);
    expect(full.json<TErrorBody>().detail).toMatch(/папк/i);
    const moved = renamed.json<TFolder>();
    const gone = await t.call(token('local'), {
      method: 'DELETE',
      url: `${BASE}/folders/${moved.id}/`,
      payload: { version: moved.version },
    });
    expect(gone.statusCode).toBe(204);
    const empty = await t.call(token('local'), {
      method: 'DELETE',
      url: `${BASE}/folders/${top.id}/`,
      payload: { version: top.version },
    });
    expect(empty.statusCode).toBe(204);
    const refused = await t.call(token('employee'), {
      method: 'PATCH',
      url: `${BASE}/folders/${top.id}/`,
      payload: { name: 'Моя', version: top.version },
    });
    expect(refused.statusCode).toBe(403);
  });
});
