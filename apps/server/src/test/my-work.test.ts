import type { TPage } from '@hse/contracts/common';
import { INCIDENT_MODULE } from '@hse/contracts/incidents';
import type { TMyWorkCounts, TMyWorkItem } from '@hse/contracts/my-work';
import type { TQorgauCard } from '@hse/contracts/qorgau';
import type { TRecordTask } from '@hse/contracts/record-tasks';
import { textAt } from '@hse/contracts/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_MODULES } from '../record-modules.ts';
import { actOnAudit, auditInput, createAudit, createAuditTemplate, findingInput } from './audit-builders.ts';
import { lang, NEW_PASSWORD, orgTree, type TOrgTree, userIdOf, userInput } from './builders.ts';
import { acted, createIncident, incidentInput } from './incident-builders.ts';
import { qorgauCardInput } from './qorgau-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

const LOGINS = ['admin', 'auditor', 'dotos', 'headdotos', 'employee', 'employee2'] as const;
let t: TTestApp;
let tree: TOrgTree;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;

/** The resource of each module's records, to read an item as its module answers it. */
/** Every record module's resource, child types aside: a module added later is checked too. */
const RESOURCES: Record<string, string> = Object.fromEntries(
  RECORD_MODULES.map((entry) => [entry.module.key, entry.module.resource]),
);

/** An HSE specialist of one subsidiary: sees that subsidiary's records only. */
async function subsidiaryStaff(index: number) {
  const organizationId = tree.subsidiaries[index]?.id as string;
  const input = userInput(organizationId, { roles: ['dotos'] });
  const created = await t.call(token('admin'), { method: 'POST', url: '/api/users/', payload: input });
  expect(created.statusCode, created.body).toBe(201);
  return (await t.signIn(input.login, NEW_PASSWORD)).token;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const login of LOGINS) tokens[login] = (await t.signIn(login)).token;
  tree = await orgTree(t);
  tokens.local0 = await subsidiaryStaff(0);
  tokens.local1 = await subsidiaryStaff(1);
}, 60_000);
afterAll(() => t.close());

const counts = async (who: string) => {
  const response = await t.call(token(who), { url: '/api/my-work/counts/' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TMyWorkCounts>();
};
const countOf = (answer: TMyWorkCounts, module: string) =>
  answer.modules.find((m) => m.module === module)?.count ?? 0;

async function page(who: string, query = '') {
  const response = await t.call(token(who), { url: `/api/my-work/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPage<TMyWorkItem>>();
}

/** Every item of one module waiting for `who`, all pages read. */
async function everything(who: string, module: string) {
  const items: TMyWorkItem[] = [];
  for (let n = 1; ; n++) {
    const answer = await page(who, `module=${module}&page_size=100&page=${n}`);
    items.push(...answer.results);
    if (!answer.next) return items;
  }
}
const waitsFor = async (who: string, module: string, id: string) =>
  (await everything(who, module)).some((item) => item.id === id);

describe('what waits for whom', () => {
  it('a sent message waits for the HSE staff over it, a returned one for its author; a draft for nobody', async () => {
    const before = await counts('dotos');
    const draft = await createIncident(
      t,
      token('employee'),
      incidentInput(tree.subsidiaries[0]?.id as string),
    );
    for (const who of ['employee', 'dotos', 'headdotos', 'local0'])
      expect(await waitsFor(who, 'incidents', draft.id), who).toBe(false);

    const sent = await acted(t, token('employee'), draft, 'save_and_send');
    for (const who of ['dotos', 'headdotos', 'local0'])
      expect(await waitsFor(who, 'incidents', sent.id), who).toBe(true);
    // Outside their scope, without the role the workflow names, or its author with nothing to do.
    for (const who of ['local1', 'employee', 'employee2', 'auditor', 'admin'])
      expect(await waitsFor(who, 'incidents', sent.id), who).toBe(false);
    const after = await counts('dotos');
    expect(countOf(after, 'incidents')).toBe(countOf(before, 'incidents') + 1);
    expect(after.total).toBe(before.total + 1);

    const item = (await everything('dotos', 'incidents')).find((i) => i.id === sent.id);
    // Named in the reader's language, as the module's own texts name it and its state.
    const english = await t.call(token('dotos'), {
      url: '/api/my-work/?module=incidents&page_size=100',
      headers: lang('en'),
    });
    expect(english.json<TPage<TMyWorkItem>>().results.find((i) => i.id === sent.id)).toMatchObject({
      module_title: textAt(INCIDENT_MODULE.texts, 'titles.list', 'en'),
      status_text: textAt(INCIDENT_MODULE.texts, 'statuses.sent', 'en'),
    });
    const named = await t.call(token('dotos'), { url: '/api/my-work/counts/', headers: lang('kk') });
    expect(named.json<TMyWorkCounts>().modules.find((m) => m.module === 'incidents')?.title).toBe(
      textAt(INCIDENT_MODULE.texts, 'titles.list', 'kk'),
    );
    expect(item).toMatchObject({
      module: 'incidents',
      number: sent.number,
      status: 'sent',
      summary: sent.description,
      due_date: null,
      overdue: false,
      link: `/incident-view/${sent.id}`,
    });

    // Returned for revision: it leaves the staff's work and comes to its author's.
    const returned = await acted(t, token('dotos'), sent, 'for_revision', 'Уточните место');
    expect(returned.status).toBe('revision');
    expect(await waitsFor('employee', 'incidents', sent.id)).toBe(true);
    for (const who of ['dotos', 'headdotos', 'local0', 'employee2'])
      expect(await waitsFor(who, 'incidents', sent.id), who).toBe(false);
    expect(countOf(await counts('dotos'), 'incidents')).toBe(countOf(before, 'incidents'));
  });

  it('a registered Qorgau card waits for its handlers in scope; given to someone, for that person only', async () => {
    const filed = await t.call(token('employee2'), {
      method: 'POST',
      url: '/api/qorgau/cards/',
      payload: qorgauCardInput(tree.subsidiaries[0]?.id as string),
      headers: { 'x-forwarded-for': '10.9.0.1' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const card = filed.json<TQorgauCard>();
    for (const who of ['dotos', 'headdotos', 'admin', 'local0'])
      expect(await waitsFor(who, 'qorgau', card.id), who).toBe(true);
    // Everyone reads cards, but local1's subsidiary is not this one: it is not theirs to handle.
    for (const who of ['local1', 'employee', 'employee2', 'auditor'])
      expect(await waitsFor(who, 'qorgau', card.id), who).toBe(false);

    const employee = await userIdOf(t, 'employee');
    const sent = await t.call(token('dotos'), {
      method: 'POST',
      url: `/api/qorgau/cards/${card.id}/actions/send_to_work/`,
      payload: { version: card.version, assignee_id: employee },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await waitsFor('employee', 'qorgau', card.id)).toBe(true);
    for (const who of ['dotos', 'headdotos', 'admin', 'local0'])
      expect(await waitsFor(who, 'qorgau', card.id), who).toBe(false);
  });

  it('an audit in work waits for the audited HSE staff and whom its discrepancies are given to; sent for approval, for its lead auditor', async () => {
    const template = await createAuditTemplate(t, token('auditor'));
    const auditor = await userIdOf(t, 'auditor');
    const draft = await createAudit(
      t,
      token('auditor'),
      auditInput(tree.subsidiaries[0]?.id as string, template.id, auditor),
    );
    // A discrepancy is given to the employee, who is no HSE staff.
    const added = await t.call(token('auditor'), {
      method: 'POST',
      url: `/api/audits/${draft.id}/findings/`,
      payload: findingInput(await userIdOf(t, 'employee')),
    });
    expect(added.statusCode, added.body).toBe(201);
    for (const who of ['auditor', 'dotos', 'local0', 'admin', 'employee'])
      expect(await waitsFor(who, 'audits', draft.id), who).toBe(false);

    const inWork = await actOnAudit(t, token('auditor'), draft, 'send_to_work');
    for (const who of ['dotos', 'headdotos', 'local0', 'employee'])
      expect(await waitsFor(who, 'audits', draft.id), who).toBe(true);
    for (const who of ['auditor', 'admin', 'local1', 'employee2'])
      expect(await waitsFor(who, 'audits', draft.id), who).toBe(false);
    // The employee answers for the discrepancy, so the audit can go for approval.
    const finding = added.json<{ id: string; version: number }>();
    const answered = await t.call(token('employee'), {
      method: 'PATCH',
      url: `/api/audits/${draft.id}/findings/${finding.id}/`,
      payload: { version: finding.version, causes: 'Спешка', corrective_actions: 'Инструктаж' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const item = (await everything('local0', 'audits')).find((i) => i.id === draft.id);
    // Its due date is the day it ends, long past.
    expect(item).toMatchObject({
      status: 'in_work',
      due_date: '2026-03-12',
      overdue: true,
      summary: 'Промысел и склад ГСМ',
    });

    await actOnAudit(t, token('local0'), inWork, 'send_for_approval');
    expect(await waitsFor('auditor', 'audits', draft.id)).toBe(true);
    for (const who of ['dotos', 'headdotos', 'local0', 'admin', 'employee'])
      expect(await waitsFor(who, 'audits', draft.id), who).toBe(false);
  });

  it('a road map on agreement waits for the holding’s HSE staff, not for the same role in the subsidiary', async () => {
    const created = await t.call(token('employee'), {
      method: 'POST',
      url: '/api/road-maps/',
      payload: { organization_id: tree.subsidiaries[0]?.id, year: 2091 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const map = created.json<{ id: string; version: number }>();
    const sent = await t.call(token('employee'), {
      method: 'POST',
      url: `/api/road-maps/${map.id}/actions/send_to_agreement/`,
      payload: { version: map.version },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const who of ['dotos', 'headdotos', 'admin'])
      expect(await waitsFor(who, 'road_maps', map.id), who).toBe(true);
    for (const who of ['local0', 'employee', 'auditor'])
      expect(await waitsFor(who, 'road_maps', map.id), who).toBe(false);
  });

  it('every waiting record is one its module lets the reader act on now', async () => {
    for (const who of ['dotos', 'headdotos', 'admin', 'auditor', 'employee', 'local0', 'local1']) {
      const listed = await Promise.all(
        Object.keys(RESOURCES).map(async (key) => (await page(who, `module=${key}&page_size=10`)).results),
      );
      for (const item of listed.flat()) {
        const resource = RESOURCES[item.module];
        expect(resource, item.module).toBeDefined();
        const response = await t.call(token(who), { url: `${resource}/${item.id}/` });
        expect(response.statusCode, `${who} ${item.module} ${item.number}`).toBe(200);
        const record = response.json<{ allowed_actions: string[]; status: string }>();
        expect(record.status).toBe(item.status);
        expect(record.allowed_actions.length, `${who} ${item.module} ${item.number}`).toBeGreaterThan(0);
      }
    }
  });

  it('open follow-up tasks given to the reader are theirs to do, as /api/tasks/ lists them', async () => {
    for (const who of LOGINS) {
      const tasks = await t.call(token(who), { url: '/api/tasks/?status=open&page_size=1' });
      const open = tasks.json<TPage<TRecordTask>>().count;
      expect(countOf(await counts(who), 'tasks'), who).toBe(open);
      const mine = await page(who, 'module=tasks&page_size=100');
      expect(mine.count).toBe(open);
      for (const item of mine.results) {
        expect(item.status).toBe('open');
        expect(item.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(item.link).toMatch(/^\//);
      }
    }
  });
});

describe('pages and counts', () => {
  it('the counts add up to the list, per module and in all', async () => {
    for (const who of [...LOGINS, 'local0', 'local1']) {
      const answer = await counts(who);
      expect(answer.total, who).toBe(answer.modules.reduce((sum, m) => sum + m.count, 0));
      expect((await page(who, 'page_size=1')).count, who).toBe(answer.total);
      for (const m of answer.modules) {
        expect(m.count).toBeGreaterThan(0);
        expect((await page(who, `module=${m.module}&page_size=1`)).count, `${who} ${m.module}`).toBe(m.count);
      }
    }
  });

  it('pages through every item once, in the asked order', async () => {
    for (let i = 0; i < 4; i++) {
      const draft = await createIncident(
        t,
        token('employee'),
        incidentInput(tree.subsidiaries[0]?.id as string),
      );
      await acted(t, token('employee'), draft, 'save_and_send');
    }
    const total = (await counts('dotos')).total;
    expect(total).toBeGreaterThan(3);
    const seen: TMyWorkItem[] = [];
    for (let n = 1; seen.length < total; n++) {
      const answer = await page('dotos', `page_size=3&page=${n}`);
      expect(answer.results.length).toBeGreaterThan(0);
      seen.push(...answer.results);
    }
    expect(new Set(seen.map((i) => `${i.module}:${i.id}`)).size).toBe(total);
    const since = seen.map((i) => i.since);
    expect(since).toEqual([...since].sort());

    const newest = await page('dotos', 'ordering=-since&page_size=5');
    const times = newest.results.map((i) => i.since);
    expect(times).toEqual([...times].sort().reverse());

    const byDue = (await page('dotos', 'ordering=due&page_size=100')).results;
    const dues = byDue.map((i) => i.due_date).filter((d): d is string => d !== null);
    expect(dues).toEqual([...dues].sort());
    // Items without a due date come after those with one.
    const firstEmpty = byDue.findIndex((i) => i.due_date === null);
    if (firstEmpty >= 0) expect(byDue.slice(firstEmpty).every((i) => i.due_date === null)).toBe(true);
  });

  it('refuses an unknown ordering and answers nothing for a module no one joined', async () => {
    const bad = await t.call(token('dotos'), { url: '/api/my-work/?ordering=number' });
    expect(bad.statusCode).toBe(400);
    expect((await page('dotos', 'module=nothing')).count).toBe(0);
    const guest = await t.call(null, { url: '/api/my-work/counts/' });
    expect(guest.statusCode).toBe(401);
  });
});
