import type { TPage } from '@hse/contracts/common';
import type { TIncident, TIncidentListItem } from '@hse/contracts/incidents';
import type { TDocumentListItem, TIncidentDocuments, TReport } from '@hse/contracts/investigations';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIncidents } from '../seed/demo-incidents.ts';
import { seedDemoInvestigations } from '../seed/demo-investigations.ts';
import { lang, orgTree } from './builders.ts';
import { createIncident, incidentInput } from './incident-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;
let seeded: boolean;

beforeAll(async () => {
  t = await createTestApp();
  seeded = (await seedDemoIncidents(t.database.db)) && (await seedDemoInvestigations(t.database.db));
}, 60_000);
afterAll(() => t.close());

const page = async (token: string, query: string) =>
  (await t.call(token, { url: `/api/incidents/?${query}` })).json<TPage<TIncidentListItem>>();

describe('demo incident messages', () => {
  it('cover two years of every subsidiary, mostly closed, with few grave accidents', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoIncidents(t.database.db)).toBe(false);
    const { token } = await t.signIn('admin');
    const all = await page(token, 'page_size=1');
    expect(all.count).toBeGreaterThan(250);
    const closed = (await page(token, 'page_size=1&status=closed')).count;
    expect(closed / all.count).toBeGreaterThan(0.6);
    const special = (await page(token, 'page_size=1&special=true')).count;
    expect(special).toBeGreaterThan(0);
    expect(special / all.count).toBeLessThan(0.1);
    const oldest = (await page(token, 'page_size=1&ordering=occurred_at')).results[0];
    expect(Date.now() - Date.parse(oldest?.occurred_at ?? '')).toBeGreaterThan(680 * 86_400_000);
    const nearMisses = (await page(token, 'page_size=1&kind=near_miss')).count;
    const accidents = (await page(token, 'page_size=1&kind=accident')).count;
    expect(nearMisses).toBeGreaterThan(accidents);
  });

  it('give the demo employee messages of their own at several steps, and numbering goes on', async () => {
    const { token } = await t.signIn('employee');
    const tree = await orgTree(t);
    const production = tree.subsidiaries[0]?.id as string;
    const visible = new Set(tree.subtree(production));
    const mine = await page(token, 'page_size=100');
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.results.every((r) => visible.has(r.organization_id))).toBe(true);
    // Drafts are their authors' alone: the employee sees only their own.
    const fio = (await t.call(token, { url: '/api/profile/' })).json<{ fio: string }>().fio;
    const drafts = await page(token, 'page_size=100&status=draft');
    expect(drafts.count).toBeGreaterThan(0);
    expect(drafts.results.every((r) => r.created_by_fio === fio)).toBe(true);
    const returned = await page(token, 'page_size=100&status=revision');
    expect(returned.results.some((r) => r.created_by_fio === fio)).toBe(true);
    const admin = (await t.signIn('admin')).token;
    expect((await page(admin, 'page_size=1&status=draft')).count).toBe(0);
    const year = new Date().getUTCFullYear();
    const latest = (await page(token, `page_size=100&ordering=-number&search=INC-DOG-P-${year}`)).results[0];
    const created: TIncident = await createIncident(t, token, incidentInput(production));
    const serial = (n: string | undefined) => Number(n?.split('-').at(-1));
    expect(serial(created.number)).toBe(serial(latest?.number) + 1);
  });

  it('come with approved acts, reports and bulletins that reach the other subsidiaries', async () => {
    const { token } = await t.signIn('dotos');
    const count = async (url: string, who = token) =>
      (await t.call(who, { url })).json<TPage<unknown>>().count;
    const closedSpecial = await count('/api/incidents/?page_size=1&special=true&status=closed');
    expect(await count('/api/investigation-acts/?page_size=1&status=approved')).toBe(closedSpecial);
    expect(await count('/api/investigation-reports/?page_size=1')).toBeGreaterThan(10);
    const bulletins = await count('/api/bulletins/?page_size=1');
    expect(bulletins).toBeGreaterThan(0);
    // Employee2 of Demo Refining reads every bulletin: its own subsidiary's, and the others'
    // because they are addressed to it, although their messages stay out of reach.
    const reader = (await t.signIn('employee2')).token;
    const refining = new Set((await orgTree(t)).subtree((await orgTree(t)).subsidiaries[1]?.id as string));
    const page = (await t.call(reader, { url: '/api/bulletins/?page_size=100' })).json<
      TPage<TDocumentListItem>
    >();
    expect(page.count).toBe(bulletins);
    const foreign = page.results.find((b) => !refining.has(b.organization_id));
    expect(foreign).toBeDefined();
    expect((await t.call(reader, { url: `/api/bulletins/${foreign?.id}/` })).statusCode).toBe(200);
    expect((await t.call(reader, { url: `/api/incidents/${foreign?.incident_id}/` })).statusCode).toBe(404);
    expect(await seedDemoInvestigations(t.database.db)).toBe(false);
  });
});

describe('titles the demo generated', () => {
  const tokens = { headdotos: '' };
  beforeAll(async () => {
    tokens.headdotos = (await t.signIn('headdotos')).token;
  });

  it('read in the reader’s language, in the list, the document, the message’s links and the export', async () => {
    const titles = {
      ru: 'Отчёт о внутреннем расследовании по сообщению',
      kk: 'хабарламасы бойынша ішкі тергеу есебі',
      en: 'Internal investigation report on message',
    };
    const base = '/api/investigation-reports';
    const first = (language: 'ru' | 'kk' | 'en') =>
      t.call(tokens.headdotos, { url: `${base}/?page_size=1&ordering=number`, headers: lang(language) });
    const ru = (await first('ru')).json<TPage<TDocumentListItem>>().results[0] as TDocumentListItem;
    expect(ru.title).toBe(`${titles.ru} ${ru.incident_number}`);
    const kk = (await first('kk')).json<TPage<TDocumentListItem>>().results[0];
    expect(kk?.title).toBe(`${ru.incident_number} ${titles.kk}`);
    const en = (await first('en')).json<TPage<TDocumentListItem>>().results[0];
    expect(en?.title).toBe(`${titles.en} ${ru.incident_number}`);

    const one = await t.call(tokens.headdotos, { url: `${base}/${ru.id}/`, headers: lang('en') });
    expect(one.json<TReport>().title).toBe(`${titles.en} ${ru.incident_number}`);
    const links = await t.call(tokens.headdotos, {
      url: `/api/incidents/${ru.incident_id}/documents/`,
      headers: lang('kk'),
    });
    expect(links.json<TIncidentDocuments>().report?.title).toBe(`${ru.incident_number} ${titles.kk}`);

    const exported = await t.call(tokens.headdotos, {
      url: `${base}/export.xlsx?ordering=number`,
      headers: lang('en'),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(2).getCell(3).value).toBe(`${titles.en} ${ru.incident_number}`);
  });
});
