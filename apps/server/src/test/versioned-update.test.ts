import type { THistoryEntry } from '@hse/contracts/common';
import type { TOrganization } from '@hse/contracts/organizations';
import type { TUser } from '@hse/contracts/users';
import type { TVitalRuleSubcategory } from '@hse/contracts/vital-rule-subcategories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history, organizations, questionnaires, users, vitalRuleSubcategories } from '../db/schema/index.ts';
import { orgTree, type TOrgTree, userInput } from './builders.ts';
import { createQuestionnaire, QUESTIONNAIRES, questionnaireInput } from './questionnaire-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

// The rules every versioned edit outside the workflow shares (platform/versioned.ts), seen by a
// client of each kind of row it serves.

let t: TTestApp;
let tree: TOrgTree;
let admin: string;
let localDotos: string;

beforeAll(async () => {
  t = await createTestApp();
  tree = await orgTree(t);
  admin = (await t.signIn('admin')).token;
  const input = userInput(tree.subsidiaries[0]?.id as string, { roles: ['dotos'] });
  const created = await t.call(admin, { method: 'POST', url: '/api/users/', payload: input });
  expect(created.statusCode, created.body).toBe(201);
  localDotos = (await t.signIn(created.json<TUser>().login, input.password)).token;
}, 60_000);
afterAll(() => t.close());

type TKind = {
  name: string;
  entityType: string;
  /** A fresh row: its URL, its version and a field with its value as it is. */
  create(): Promise<{ url: string; id: string; version: number; same: Record<string, unknown> }>;
  edit: Record<string, unknown>;
  /** Its DELETE at a version, where it has one. */
  remove?(url: string, version: number): Promise<{ statusCode: number }>;
  versionOf(id: string): Promise<number | undefined>;
};

const deleteAt = (url: string, version: number) =>
  t.call(admin, { method: 'DELETE', url: `${url}?version=${version}` });
const versionIn =
  (table: typeof users | typeof organizations | typeof questionnaires | typeof vitalRuleSubcategories) =>
  async (id: string) =>
    (await t.database.db.select({ version: table.version }).from(table).where(eq(table.id, id)))[0]?.version;

const kinds: TKind[] = [
  {
    name: 'user',
    entityType: 'user',
    async create() {
      const input = userInput(tree.subsidiaries[1]?.id as string);
      const response = await t.call(admin, { method: 'POST', url: '/api/users/', payload: input });
      const user = response.json<TUser>();
      return {
        url: `/api/users/${user.id}/`,
        id: user.id,
        version: user.version,
        same: { post: input.post },
      };
    },
    edit: { post: 'Главный инженер' },
    versionOf: versionIn(users),
  },
  {
    name: 'organization',
    entityType: 'organization',
    async create() {
      const response = await t.call(admin, {
        method: 'POST',
        url: '/api/organizations/',
        payload: {
          kind: 'division',
          parent_id: tree.subsidiaries[1]?.id,
          name_ru: `Цех ${Math.random()}`,
          name_kk: 'Цех',
          name_en: 'Shop',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      const org = response.json<TOrganization>();
      return {
        url: `/api/organizations/${org.id}/`,
        id: org.id,
        version: org.version,
        same: { name_kk: 'Цех' },
      };
    },
    edit: { name_en: 'Workshop' },
    remove: deleteAt,
    versionOf: versionIn(organizations),
  },
  {
    name: 'questionnaire',
    entityType: 'questionnaire',
    async create() {
      const input = questionnaireInput({ status: 'draft' });
      const created = await createQuestionnaire(t, admin, input);
      return {
        url: `${QUESTIONNAIRES}/${created.id}/`,
        id: created.id,
        version: created.version,
        same: { title: input.title },
      };
    },
    edit: { title: 'Другая проверка' },
    remove: (url, version) => t.call(admin, { method: 'DELETE', url, payload: { version } }),
    versionOf: versionIn(questionnaires),
  },
  {
    name: 'vital-rule sub-category',
    entityType: 'vital_rule_subcategory',
    async create() {
      const response = await t.call(admin, {
        method: 'POST',
        url: '/api/vital-rule-subcategories/',
        payload: {
          organization_id: tree.subsidiaries[1]?.id,
          rule: 'line_of_fire',
          name_ru: `Зона ${Math.random()}`,
          name_kk: `Аймақ ${Math.random()}`,
          name_en: `Zone ${Math.random()}`,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      const item = response.json<TVitalRuleSubcategory>();
      return {
        url: `/api/vital-rule-subcategories/${item.id}/`,
        id: item.id,
        version: item.version,
        same: { active: true },
      };
    },
    edit: { active: false },
    remove: deleteAt,
    versionOf: versionIn(vitalRuleSubcategories),
  },
];

async function historyOf(entityType: string, id: string) {
  return t.database.db
    .select({ action: history.action, changes: history.changes })
    .from(history)
    .where(and(eq(history.entityType, entityType), eq(history.entityId, id)));
}

const patch = (token: string, url: string, payload: object) =>
  t.call(token, { method: 'PATCH', url, payload });

describe.each(kinds)('a versioned $name', (kind) => {
  it('sent as it is answers 200 and writes nothing: the same version, no history', async () => {
    const row = await kind.create();
    const before = await historyOf(kind.entityType, row.id);
    const response = await patch(admin, row.url, { version: row.version, ...row.same });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ version: number }>().version).toBe(row.version);
    expect(await historyOf(kind.entityType, row.id)).toEqual(before);
  });

  it('at a stale version answers 409 and writes nothing, on edit and on delete', async () => {
    const row = await kind.create();
    const before = await historyOf(kind.entityType, row.id);
    const stale = await patch(admin, row.url, { version: row.version + 1, ...kind.edit });
    expect(stale.statusCode).toBe(409);
    if (kind.remove) expect((await kind.remove(row.url, row.version + 1)).statusCode).toBe(409);
    expect(await kind.versionOf(row.id)).toBe(row.version);
    expect(await historyOf(kind.entityType, row.id)).toEqual(before);
  });

  it('changed writes one version more and only the changed fields into the history', async () => {
    const row = await kind.create();
    const before = await historyOf(kind.entityType, row.id);
    const response = await patch(admin, row.url, { version: row.version, ...row.same, ...kind.edit });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ version: number }>().version).toBe(row.version + 1);
    const after = await historyOf(kind.entityType, row.id);
    expect(after.slice(before.length)).toEqual([
      {
        action: 'update',
        changes: Object.fromEntries(Object.keys(kind.edit).map((k) => [k, expect.anything()])),
      },
    ]);
  });
});

describe('a versioned edit', () => {
  it('of a row outside the caller’s scope answers 404 and writes nothing, on edit and on delete', async () => {
    // The HSE engineer's scope is the first subsidiary; the sub-category is the second's.
    const row = await (kinds[3] as TKind).create();
    const before = await historyOf('vital_rule_subcategory', row.id);
    const edit = await patch(localDotos, row.url, { version: row.version, active: false });
    expect(edit.statusCode).toBe(404);
    const removed = await t.call(localDotos, { method: 'DELETE', url: `${row.url}?version=${row.version}` });
    expect(removed.statusCode).toBe(404);
    expect(await (kinds[3] as TKind).versionOf(row.id)).toBe(row.version);
    expect(await historyOf('vital_rule_subcategory', row.id)).toEqual(before);
  });

  it('of a user’s fields and roles at once tells the update first, then the roles, each with its own', async () => {
    const row = await (kinds[0] as TKind).create();
    const response = await patch(admin, row.url, {
      version: row.version,
      roles: ['auditor'],
      post: 'Аудитор',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TUser>().version).toBe(row.version + 1);
    const entries = (await t.call(admin, { url: `${row.url}history/` })).json<THistoryEntry[]>();
    expect(entries.slice(-2).map((e) => [e.action, e.changes])).toEqual([
      ['update', { post: { from: 'Инженер', to: 'Аудитор' } }],
      ['roles', { roles: { from: [], to: ['auditor'] } }],
    ]);
  });

  it('of a questionnaire’s questions says they changed, not how', async () => {
    const created = await createQuestionnaire(t, admin, questionnaireInput({ status: 'draft' }));
    const questions = created.questions.map((q, i) => (i === 0 ? { ...q, text: 'Новый текст' } : q));
    const response = await t.call(admin, {
      method: 'PATCH',
      url: `${QUESTIONNAIRES}/${created.id}/`,
      payload: { version: created.version, questions },
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await historyOf('questionnaire', created.id);
    expect(entries.at(-1)).toEqual({ action: 'update', changes: { questions: { from: '…', to: '…' } } });
  });
});
