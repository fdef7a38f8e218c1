import type { TPage } from '@hse/contracts/common';
import type { TOrganization } from '@hse/contracts/organizations';
import type { TUserShort } from '@hse/contracts/users';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDeps } from '../platform/deps.ts';
import { orgTree, type TOrgTree, userInput } from './builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

/**
 * Two servers on one database, as two processes behind a load balancer are: what one of them
 * changes, the other must see at once although it keeps hot answers in memory.
 */
let t: TTestApp;
let other: FastifyInstance;
let tree: TOrgTree;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp(await createDeps(t.database, t.config), { logger: false });
  await other.ready();
  tree = await orgTree(t);
}, 60_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const onOther = (token: string | null, request: InjectOptions) =>
  other.inject({ ...request, headers: { ...(token ? { authorization: `Token ${token}` } : {}) } });

/** Change made elsewhere reaches this server on commit, a moment later: wait up to two seconds. */
async function eventually<T>(read: () => Promise<T>, expected: T) {
  const until = Date.now() + 2_000;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await read();
  }
  expect(last).toEqual(expected);
}

const status = async (token: string, url = '/api/profile/') => (await t.call(token, { url })).statusCode;
const unread = async (token: string) =>
  (await t.call(token, { url: '/api/stm/notification/count/' })).json<{ count: number }>().count;
const visibleUsers = async (token: string) =>
  (await t.call(token, { url: '/api/users/?page_size=1' })).json<TPage<TUserShort>>().count;

describe('several servers on one database', () => {
  it('end a session everywhere when it is signed out on one of them', async () => {
    const { token } = await t.signIn('employee');
    expect(await status(token)).toBe(200);
    expect(await status(token)).toBe(200);
    expect((await onOther(token, { url: '/api/api-token-logout/' })).statusCode).toBe(204);
    await eventually(() => status(token), 401);
  });

  it('end the sessions of a user deactivated on another server', async () => {
    const admin = (await t.signIn('admin')).token;
    const created = (
      await t.call(admin, {
        method: 'POST',
        url: '/api/users/',
        payload: userInput(tree.subsidiaries[0]!.id),
      })
    ).json<{ id: string; login: string; version: number }>();
    const { token } = await t.signIn(created.login, userInput('').password);
    expect(await status(token)).toBe(200);
    const deactivated = await onOther(admin, {
      method: 'POST',
      url: `/api/users/${created.id}/deactivate/`,
      payload: { version: created.version },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await eventually(() => status(token), 401);
  });

  it('count notifications written and read on another server', async () => {
    const admin = (await t.signIn('admin')).token;
    const before = await unread(admin);
    const registered = await onOther(null, {
      method: 'POST',
      url: '/api/register/',
      payload: { ...userInput(tree.subsidiaries[1]!.id), roles: undefined },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await eventually(() => unread(admin), before + 1);
    expect(
      (await onOther(admin, { method: 'POST', url: '/api/stm/notification/read-all/' })).statusCode,
    ).toBe(204);
    await eventually(() => unread(admin), 0);
  });

  it('see a new division and its people in a scope cached before', async () => {
    const employee = (await t.signIn('employee')).token;
    const admin = (await t.signIn('admin')).token;
    const before = await visibleUsers(employee);
    const parent = tree.all.find((o) => o.short_name === 'DOG-P') as TOrganization;
    const division = await onOther(admin, {
      method: 'POST',
      url: '/api/organizations/',
      payload: {
        parent_id: parent.id,
        kind: 'division',
        name_ru: 'Новый цех',
        name_kk: 'Жаңа цех',
        name_en: 'New shop',
      },
    });
    expect(division.statusCode, division.body).toBe(201);
    const person = await onOther(admin, {
      method: 'POST',
      url: '/api/users/',
      payload: userInput(division.json<TOrganization>().id),
    });
    expect(person.statusCode, person.body).toBe(201);
    await eventually(() => visibleUsers(employee), before + 1);
  });
});
