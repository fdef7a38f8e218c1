import type { TPage } from '@hse/contracts/common';
import {
  INCIDENT_WORKFLOW,
  type TIncident,
  type TIncidentListItem,
  type TIncidentStatus,
} from '@hse/contracts/incidents';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lang, orgTree, type TErrorBody, type TOrgTree, userIdOf } from './builders.ts';
import { act, acted, createIncident, incidentInput, victim } from './incident-builders.ts';
import { pdfText } from './pdf-text.ts';
import { createTestApp, type TTestApp } from './test-app.ts';
import { expectWorkflowMatrix } from './workflow-matrix.ts';

let t: TTestApp;
let tree: TOrgTree;
const tokens: Record<string, string> = {};
const DEMO = ['admin', 'auditor', 'dotos', 'headdotos', 'employee', 'employee2'] as const;
/** The employee's subsidiary (Demo Production) and the other one's (Demo Refining). */
let production: string;
let refining: string;

beforeAll(async () => {
  t = await createTestApp();
  tree = await orgTree(t);
  for (const login of DEMO) tokens[login] = (await t.signIn(login)).token;
  production = tree.subsidiaries[0]?.id as string;
  refining = tree.subsidiaries[1]?.id as string;
}, 60_000);
afterAll(() => t.close());

const token = (login: (typeof DEMO)[number]) => tokens[login] as string;
const get = (login: (typeof DEMO)[number], id: string) =>
  t.call(token(login), { url: `/api/incidents/${id}/` });
const list = async (query: string, login: (typeof DEMO)[number] = 'employee') => {
  const response = await t.call(token(login), { url: `/api/incidents/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPage<TIncidentListItem>>();
};
const unread = async (login: (typeof DEMO)[number]) =>
  (await t.call(token(login), { url: '/api/stm/notification/count/' })).json<{ count: number }>().count;

/** Drives a new message of the employee to `status` along the workflow. */
async function incidentIn(status: TIncidentStatus): Promise<TIncident> {
  let incident = await createIncident(t, token('employee'), incidentInput(production));
  if (status === 'draft') return incident;
  incident = await acted(t, token('employee'), incident, 'save_and_send');
  if (status === 'sent') return incident;
  if (status === 'revision') return acted(t, token('dotos'), incident, 'for_revision', 'Уточните место');
  incident = await acted(t, token('dotos'), incident, 'accept_for_work');
  if (status === 'in_work') return incident;
  return acted(t, token('headdotos'), incident, 'approve');
}

describe('incident messages', () => {
  it('are created as numbered drafts of the author, who may edit and send them', async () => {
    const incident = await createIncident(t, token('employee'), incidentInput(production));
    expect(incident).toMatchObject({
      status: 'draft',
      kind: 'accident',
      organization_id: production,
      allowed_actions: ['save_and_send'],
      can_edit: true,
      can_delete: true,
      version: 1,
      needs_special_investigation: false,
    });
    expect(incident.number).toMatch(new RegExp(`^INC-DOG-P-${new Date().getUTCFullYear()}-\\d{5}$`));
    expect(incident.created_by).toBe(await userIdOf(t, 'employee'));
    // A draft is its author's alone; once sent, the HSE staff see it with their own actions.
    expect((await get('dotos', incident.id)).statusCode).toBe(404);
    expect((await list('page_size=100', 'dotos')).results.map((r) => r.id)).not.toContain(incident.id);
    const sent = await acted(t, token('employee'), incident, 'save_and_send');
    expect(sent).toMatchObject({ allowed_actions: [], can_edit: false, can_delete: false });
    const seen = await get('dotos', incident.id);
    expect(seen.json<TIncident>()).toMatchObject({
      status: 'sent',
      allowed_actions: ['accept_for_work', 'for_revision'],
      can_edit: false,
    });
  });

  it('answer a create with the message as it is read, whatever fields each create gives', async () => {
    // Each create after the first of its shape sends only its values (write-statement.ts).
    const inputs = [
      incidentInput(production),
      incidentInput(production, { kind: 'near_miss', victims: [], measures: undefined, location: 'Цех 2' }),
      incidentInput(production, { description: 'Вторая', victims: [victim({ full_name: 'Иванов Иван' })] }),
    ];
    for (const input of inputs) {
      const created = await createIncident(t, token('employee'), input);
      const read = await get('employee', created.id);
      expect(created).toEqual(read.json<TIncident>());
      expect(created).toMatchObject({ kind: input.kind, location: input.location, version: 1 });
    }
  });

  it('refuse bad input field by field, in the caller’s language, and create nothing', async () => {
    const before = (await list('')).count;
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ occurred_at: future }, 'occurred_at', 'The date cannot be in the future'],
      [
        { liquidated_at: new Date(Date.now() - 2 * 3_600_000).toISOString() },
        'liquidated_at',
        'Liquidation cannot be earlier than the occurrence',
      ],
      [{ description: '   ' }, 'description', 'Fill in the field'],
      [{ kind: 'meteor' }, 'kind', 'Choose a value from the list'],
      [{ occurred_at: 'yesterday' }, 'occurred_at', 'Invalid value'],
      // A value left out is missing, not wrong, whatever the field's own message for a wrong one;
      // a choice left out asks to choose.
      [{ occurred_at: undefined }, 'occurred_at', 'Fill in the field'],
      [{ occurred_at: null }, 'occurred_at', 'Fill in the field'],
      [{ occurred_at: '' }, 'occurred_at', 'Fill in the field'],
      [{ kind: undefined }, 'kind', 'Choose a value from the list'],
      [
        { victims: [victim({ injury_severity: 'scratch' as 'light' })] },
        'victims.0.injury_severity',
        'Choose a value from the list',
      ],
    ];
    for (const [change, field, text] of cases) {
      const response = await t.call(token('employee'), {
        method: 'POST',
        url: '/api/incidents/',
        payload: { ...incidentInput(production), ...change },
        headers: lang('en'),
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<TErrorBody>().errors?.[field], JSON.stringify(response.json())).toEqual([text]);
    }
    const outside = await t.call(token('employee'), {
      method: 'POST',
      url: '/api/incidents/',
      payload: incidentInput(refining),
      headers: lang('ru'),
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<TErrorBody>().errors?.organization_id).toEqual([
      'Можно выбрать только свою организацию или подчинённую ей',
    ]);
    expect((await list('')).count).toBe(before);
  });

  it('need the selections of their type before they are sent', async () => {
    const road = await createIncident(
      t,
      token('employee'),
      incidentInput(production, { kind: 'road_accident', victims: [] }),
    );
    const refused = await t.call(token('employee'), {
      method: 'POST',
      url: `/api/incidents/${road.id}/actions/save_and_send/`,
      payload: { version: road.version },
      headers: lang('kk'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<TErrorBody>().errors).toEqual({
      transport: ['Көлік құралының деректерін көрсетіңіз'],
      driver: ['Жүргізушінің деректерін көрсетіңіз'],
    });
    expect((await get('employee', road.id)).json<TIncident>().status).toBe('draft');
    const patched = await t.call(token('employee'), {
      method: 'PATCH',
      url: `/api/incidents/${road.id}/`,
      payload: {
        version: road.version,
        transport: { vehicle: 'Toyota Hilux', plate_number: '123ABC06' },
        driver: { full_name: 'Садыков Марат', experience_years: 12 },
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const sent = await acted(t, token('employee'), patched.json<TIncident>(), 'save_and_send');
    expect(sent.status).toBe('sent');
  });

  it('tell the HSE staff when sent, and the author at each later step', async () => {
    const dotosBefore = await unread('dotos');
    const headBefore = await unread('headdotos');
    const employeeBefore = await unread('employee');
    const draft = await createIncident(t, token('employee'), incidentInput(production));
    const sent = await acted(t, token('employee'), draft, 'save_and_send');
    expect(await unread('dotos')).toBe(dotosBefore + 1);
    expect(await unread('headdotos')).toBe(headBefore + 1);
    await acted(t, token('dotos'), sent, 'accept_for_work');
    expect(await unread('employee')).toBe(employeeBefore + 1);
    const short = await t.call(token('employee'), { url: '/api/stm/notification/short/' });
    expect(short.json<{ title: { en: string }; link: string }[]>()[0]).toMatchObject({
      title: { en: `Message ${sent.number} has been taken into work` },
      link: `/incident-view/${sent.id}`,
    });
  });

  it('flag grave, group and fatal accidents for a special investigation', async () => {
    const severe = await createIncident(
      t,
      token('employee'),
      incidentInput(production, { victims: [victim({ injury_severity: 'severe', outcome: 'lwdc' })] }),
    );
    expect(severe.needs_special_investigation).toBe(true);
    const group = await createIncident(
      t,
      token('employee'),
      incidentInput(production, { victims: [victim(), victim()] }),
    );
    expect(group.needs_special_investigation).toBe(true);
    const light = await createIncident(t, token('employee'), incidentInput(production));
    expect(light.needs_special_investigation).toBe(false);
    const flagged = await list('special=true');
    expect(flagged.results.map((r) => r.id)).toEqual(expect.arrayContaining([severe.id, group.id]));
    expect(flagged.results.map((r) => r.id)).not.toContain(light.id);
  });

  it('are invisible outside the scope: another subsidiary gets 404 and an empty list', async () => {
    const incident = await incidentIn('sent');
    for (const request of [
      { url: `/api/incidents/${incident.id}/` },
      { url: `/api/incidents/${incident.id}/history/` },
      {
        method: 'PATCH' as const,
        url: `/api/incidents/${incident.id}/`,
        payload: { version: incident.version, location: 'x' },
      },
      {
        method: 'POST' as const,
        url: `/api/incidents/${incident.id}/actions/accept_for_work/`,
        payload: { version: incident.version },
      },
    ]) {
      const response = await t.call(token('employee2'), request);
      expect(response.statusCode, request.url).toBe(404);
    }
    const theirs = await list('page_size=100', 'employee2');
    expect(theirs.results.every((r) => r.organization_id !== production)).toBe(true);
    expect((await get('employee', incident.id)).json<TIncident>().version).toBe(incident.version);
  });

  it('follow the declared workflow: every action in every state for every demo role', async () => {
    await expectWorkflowMatrix({
      t,
      workflow: INCIDENT_WORKFLOW,
      author: 'employee',
      recordIn: incidentIn,
      act: (login, incident, action) => act(t, token(login), incident, action, 'Комментарий'),
      read: async (incident) => (await get('employee', incident.id)).json<TIncident>(),
    });
  }, 120_000);

  it('need a comment to return for revision, and keep it in the history with the actor', async () => {
    const incident = await incidentIn('sent');
    const bare = await act(t, token('dotos'), incident, 'for_revision', '  ');
    expect(bare.statusCode).toBe(400);
    expect(bare.json<TErrorBody>().detail).toBe('Для этого действия нужен комментарий');
    expect((await get('dotos', incident.id)).json<TIncident>().status).toBe('sent');
    await acted(t, token('dotos'), incident, 'for_revision', 'Добавьте диагноз');
    const history = (await t.call(token('employee'), { url: `/api/incidents/${incident.id}/history/` })).json<
      { action: string; comment: string | null; actor_fio: string | null; changes: unknown }[]
    >();
    expect(history.map((h) => h.action)).toEqual(['create', 'save_and_send', 'for_revision']);
    expect(history[2]).toMatchObject({
      comment: 'Добавьте диагноз',
      changes: { status: { from: 'sent', to: 'revision' } },
    });
    expect(history[2]?.actor_fio).toBeTruthy();
  });

  it('are not returned for revision once a document of theirs is approved: 409 naming it, and not offered', async () => {
    const incident = await incidentIn('in_work');
    const post = (login: (typeof DEMO)[number], url: string, payload: object) =>
      t.call(token(login), { method: 'POST', url, payload });
    const approved = async (base: string, body: object) => {
      const created = await post('dotos', `${base}/`, {
        incident_id: incident.id,
        title: 'Документ',
        ...body,
      });
      expect(created.statusCode, created.body).toBe(201);
      let doc = created.json<{ id: string; version: number; number: string }>();
      for (const [login, action] of [
        ['dotos', 'send_for_approval'],
        ['headdotos', 'approve'],
      ] as const) {
        const response = await post(login, `${base}/${doc.id}/actions/${action}/`, { version: doc.version });
        expect(response.statusCode, response.body).toBe(200);
        doc = response.json();
      }
      return doc.number;
    };
    // A document still on approval does not hold the message.
    const onApproval = await post('dotos', '/api/investigation-acts/', {
      incident_id: incident.id,
      title: 'Акт',
    });
    const actDraft = onApproval.json<{ id: string; version: number }>();
    await post('dotos', `/api/investigation-acts/${actDraft.id}/actions/send_for_approval/`, {
      version: actDraft.version,
    });
    expect((await get('dotos', incident.id)).json<TIncident>().allowed_actions).toContain('for_revision');

    const report = await approved('/api/investigation-reports', {});
    const bulletin = await approved('/api/bulletins', { target_organization_ids: [refining] });
    for (const login of ['dotos', 'headdotos'] as const) {
      const seen = (await get(login, incident.id)).json<TIncident>();
      expect(seen.allowed_actions).toEqual(['approve']);
    }
    const refused = await t.call(token('dotos'), {
      method: 'POST',
      url: `/api/incidents/${incident.id}/actions/for_revision/`,
      payload: { version: incident.version, comment: 'Уточните место' },
      headers: lang('en'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: `The message cannot be returned for revision: its documents ${[report, bulletin].sort().join(', ')} are approved`,
    });
    const same = (await get('dotos', incident.id)).json<TIncident>();
    expect(same).toMatchObject({ status: 'in_work', version: incident.version });
    // Closing it stays open to the HSE staff.
    expect((await act(t, token('headdotos'), same, 'approve')).statusCode).toBe(200);
  });

  it('change only the fields a PATCH sends, and record only real changes', async () => {
    const incident = await createIncident(
      t,
      token('employee'),
      incidentInput(production, {
        kind: 'road_accident',
        contractor: 'ТОО «Подрядчик»',
        transport: { vehicle: 'Toyota Hilux', plate_number: '123ABC06', owner: '' },
        driver: {
          full_name: 'Садыков Марат',
          license_number: '',
          experience_years: 12,
          alcohol_test: 'negative',
        },
      }),
    );
    const patched = await t.call(token('employee'), {
      method: 'PATCH',
      url: `/api/incidents/${incident.id}/`,
      payload: { version: incident.version, area: 'Участок 3', victims: incident.victims },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = patched.json<TIncident>();
    expect(after).toMatchObject({
      area: 'Участок 3',
      measures: incident.measures,
      contractor: 'ТОО «Подрядчик»',
      transport: incident.transport,
      driver: incident.driver,
      victims: incident.victims,
    });
    const history = (await t.call(token('employee'), { url: `/api/incidents/${incident.id}/history/` })).json<
      { action: string; changes: Record<string, unknown> | null }[]
    >();
    expect(Object.keys(history.at(-1)?.changes ?? {})).toEqual(['area']);
  });

  it('refuse a stale version with 409 and lose nothing', async () => {
    const incident = await incidentIn('draft');
    const first = await t.call(token('employee'), {
      method: 'PATCH',
      url: `/api/incidents/${incident.id}/`,
      payload: { version: incident.version, location: 'Первое место' },
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.call(token('employee'), {
      method: 'PATCH',
      url: `/api/incidents/${incident.id}/`,
      payload: { version: incident.version, location: 'Второе место' },
      headers: lang('en'),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<TErrorBody>().detail).toMatch(/Someone else has changed this record/);
    const staleAction = await act(t, token('employee'), incident, 'save_and_send');
    expect(staleAction.statusCode).toBe(409);
    const now = (await get('employee', incident.id)).json<TIncident>();
    expect(now).toMatchObject({ location: 'Первое место', version: incident.version + 1, status: 'draft' });
  });

  it('give distinct numbers in the subsidiary’s series to messages created at the same moment', async () => {
    const division = tree.divisionsOf(production)[0]?.id as string;
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call(token('employee'), {
          method: 'POST',
          url: '/api/incidents/',
          payload: incidentInput(i % 2 === 0 ? production : division),
        }),
      ),
    );
    expect(created.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const numbers = created.map((r) => r.json<TIncident>().number);
    expect(new Set(numbers).size).toBe(12);
    for (const number of numbers) expect(number).toMatch(/^INC-DOG-P-\d{4}-\d{5}$/);
  });

  it('are deleted only as drafts of their author, and leave the lists', async () => {
    const draft = await incidentIn('draft');
    const byOther = await t.call(token('dotos'), {
      method: 'DELETE',
      url: `/api/incidents/${draft.id}/`,
      payload: { version: draft.version },
    });
    expect(byOther.statusCode).toBe(404);
    const deleted = await t.call(token('employee'), {
      method: 'DELETE',
      url: `/api/incidents/${draft.id}/`,
      payload: { version: draft.version },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get('employee', draft.id)).statusCode).toBe(404);
    const sent = await incidentIn('sent');
    const late = await t.call(token('employee'), {
      method: 'DELETE',
      url: `/api/incidents/${sent.id}/`,
      payload: { version: sent.version },
    });
    expect(late.statusCode).toBe(409);
  });

  it('list with paging, filters and order, and export the filtered list to Excel', async () => {
    const fire = await createIncident(
      t,
      token('employee'),
      incidentInput(production, {
        kind: 'fire',
        victims: [],
        occurred_at: '2025-03-10T08:00:00Z',
        location: 'Резервуарный парк №2',
      }),
    );
    const fires = await list('kind=fire&occurred_from=2025-03-10&occurred_to=2025-03-10');
    expect(fires.count).toBe(1);
    expect(fires.results[0]).toMatchObject({ id: fire.id, kind: 'fire', victims_count: 0 });
    expect((await list('kind=fire&occurred_from=2025-03-11')).results.map((r) => r.id)).not.toContain(
      fire.id,
    );
    expect((await list('search=резервуарный')).results.map((r) => r.id)).toEqual([fire.id]);

    const all = await list('page_size=5');
    expect(all.results).toHaveLength(5);
    expect(all.next).toContain('page=2');
    const dates = all.results.map((r) => r.occurred_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list('page_size=5&page=2');
    expect(second.results.map((r) => r.id)).not.toContain(all.results[0]?.id);

    const exported = await t.call(token('employee'), {
      url: '/api/incidents/export.xlsx?kind=accident',
      headers: lang('en'),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename=".*\.xlsx"; filename\*=UTF-8''Incident%20messages/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Number');
    expect(sheet?.getRow(1).getCell(3).value).toBe('Type of event');
    const accidents = await list('kind=accident&page_size=1');
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(accidents.count);
    expect(sheet?.getRow(2).getCell(3).value).toBe('Accident');

    // A moment is an Excel date in the organization's zone (UTC+5), shown as dd.mm.yyyy hh:mm.
    const fireExport = await t.call(token('employee'), {
      url: '/api/incidents/export.xlsx?kind=fire&occurred_from=2025-03-10&occurred_to=2025-03-10',
    });
    const fireBook = new ExcelJS.Workbook();
    await fireBook.xlsx.load(fireExport.rawPayload as unknown as ArrayBuffer);
    const when = fireBook.worksheets[0]?.getRow(2).getCell(2);
    expect(when?.numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(when?.value).toEqual(new Date('2025-03-10T13:00:00Z'));
  });

  it('print as a PDF in the reader’s language and time zone, only within the reader’s scope', async () => {
    const created = await createIncident(
      t,
      token('employee'),
      incidentInput(production, {
        kind: 'road_accident',
        occurred_at: '2026-03-02T04:30:00.000Z',
        victims: [victim({ full_name: 'Сейтқали Нұрлан', injury_severity: 'severe', outcome: 'lwdc' })],
        transport: { vehicle: 'КамАЗ 43118', plate_number: '123ABC02', owner: '' },
      }),
    );
    const pdf = (language: 'ru' | 'kk' | 'en', login: (typeof DEMO)[number] = 'employee', query = '') =>
      t.call(token(login), { url: `/api/incidents/${created.id}/pdf/${query}`, headers: lang(language) });

    const kazakh = await pdf('kk', 'employee', '?tz=Asia/Almaty');
    expect(kazakh.statusCode, kazakh.body).toBe(200);
    expect(kazakh.headers['content-type']).toBe('application/pdf');
    expect(kazakh.headers['content-disposition']).toContain(`filename="${created.number}.pdf"`);
    const kk = await pdfText(kazakh.rawPayload);
    expect(kk.title).toBe(`Жол-көлік оқиғасы ${created.number}`);
    const kkText = kk.pages.join(' ');
    const words = (text: string) => text.replace(/\s+/g, '');
    for (const text of [
      'Оқиға болған күн мен уақыт',
      'Зардап шеккендер: 1',
      'Сейтқали Нұрлан',
      'Ауыр',
      'КамАЗ 43118',
    ])
      expect(kkText).toContain(words(text));
    // 04:30 UTC is 09:30 in Almaty (UTC+5).
    expect(kkText).toMatch(/02\.03\.2026,?09:30/);
    expect(kkText).toContain('Asia/Almaty');

    // Asked for no zone, times are the organization's (TIME_ZONE, Kazakhstan's UTC+5), never UTC.
    const english = await pdfText((await pdf('en')).rawPayload);
    expect(english.title).toBe(`Road accident ${created.number}`);
    expect(english.pages.join('')).toContain('Injuryseverity');
    expect(english.pages.join('')).toMatch(/02\/03\/2026,?09:30/);
    expect(english.pages.join('')).toContain('Timezone:Asia/Almaty(UTC+05:00)');

    const badZone = await pdf('ru', 'employee', '?tz=Mars/Olympus');
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json<TErrorBody>().errors?.tz).toEqual(['Неверное значение']);
    // The other subsidiary's employee does not learn the message exists.
    expect((await pdf('ru', 'employee2')).statusCode).toBe(404);
  });
});
