import type { TPage } from '@hse/contracts/common';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lang, orgTree, type TErrorBody, type TOrgTree } from './builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

const AIDS = '/api/visual-aids';
const EVENTS = '/api/media-events';
const NOWHERE = '00000000-0000-4000-8000-000000000000';

let t: TTestApp;
let tree: TOrgTree;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
const production = () => tree.subsidiaries[0]?.id as string;
const refining = () => tree.subsidiaries[1]?.id as string;
const transport = () => tree.subsidiaries[2]?.id as string;

beforeAll(async () => {
  t = await createTestApp();
  tree = await orgTree(t);
  // employee works in the production subsidiary, employee2 in the refining one.
  for (const login of ['dotos', 'employee', 'employee2']) tokens[login] = (await t.signIn(login)).token;
}, 60_000);
afterAll(() => t.close());

let serial = 0;
const bodies = {
  [AIDS]: (organization_id: string, targets: string[]) => ({
    title_ru: `Плакат ${++serial}`,
    title_kk: `Плакат ${serial}`,
    title_en: `Poster ${serial}`,
    kind: 'poster',
    language: 'ru',
    organization_id,
    targets: targets.map((id) => ({ organization_id: id })),
    published_on: '2026-10-01',
  }),
  [EVENTS]: (organization_id: string, targets: string[]) => ({
    title: `День безопасности ${++serial}`,
    kind: 'safety_day',
    held_on: '2026-10-01',
    organization_id,
    targets: targets.map((id) => ({ organization_id: id })),
  }),
};

async function published(base: typeof AIDS | typeof EVENTS, organization: string, targets: string[]) {
  const created = await t.call(token('dotos'), {
    method: 'POST',
    url: `${base}/`,
    payload: bodies[base](organization, targets),
  });
  expect(created.statusCode, created.body).toBe(201);
  const record = created.json<TRecordItem>();
  const sent = await t.call(token('dotos'), {
    method: 'POST',
    url: `${base}/${record.id}/actions/save_and_send/`,
    payload: { version: record.version },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json<TRecordItem>();
}

const reads = async (login: string, base: string, id: string) => {
  const one = (await t.call(token(login), { url: `${base}/${id}/` })).statusCode;
  const list = (await t.call(token(login), { url: `${base}/?page_size=100` }))
    .json<TPage<TRecordItem>>()
    .results.some((row) => row.id === id);
  // The record and the list agree on who sees it.
  expect(list).toBe(one === 200);
  return one === 200;
};

describe.each([AIDS, EVENTS] as const)('the audience of %s', (base) => {
  it('is its organization and every target, each with those within it', async () => {
    const item = await published(base, production(), [refining()]);
    expect(item.targets).toEqual([{ organization_id: refining() }]);
    expect(await reads('employee', base, item.id)).toBe(true);
    expect(await reads('employee2', base, item.id)).toBe(true);
  });

  it('leaves out an organization neither it nor a target holds', async () => {
    const item = await published(base, production(), [transport()]);
    expect(await reads('employee', base, item.id)).toBe(true);
    expect(await reads('employee2', base, item.id)).toBe(false);
  });

  it('reaches everyone below a target that is an ancestor of theirs', async () => {
    const item = await published(base, transport(), [tree.holding.id]);
    expect(await reads('employee', base, item.id)).toBe(true);
    expect(await reads('employee2', base, item.id)).toBe(true);
  });

  it('keeps a targeted draft to its keepers', async () => {
    const created = await t.call(token('dotos'), {
      method: 'POST',
      url: `${base}/`,
      payload: bodies[base](production(), [refining()]),
    });
    const draft = created.json<TRecordItem>();
    expect(await reads('employee2', base, draft.id)).toBe(false);
  });

  it('follows a change of the targets', async () => {
    const item = await published(base, production(), [refining()]);
    const changed = await t.call(token('dotos'), {
      method: 'PATCH',
      url: `${base}/${item.id}/`,
      payload: { version: item.version, targets: [] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await reads('employee2', base, item.id)).toBe(false);
  });

  it('refuses a target that is no organization, translated, keeping nothing', async () => {
    const refused = await t.call(token('dotos'), {
      method: 'POST',
      url: `${base}/`,
      payload: bodies[base](production(), [NOWHERE]),
      headers: lang('kk'),
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<TErrorBody>().errors ?? {})).toEqual(['targets']);
  });
});
