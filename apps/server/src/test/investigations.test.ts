import type { TPage } from '@hse/contracts/common';
import type { TIncident } from '@hse/contracts/incidents';
import {
  APPROVAL_WORKFLOW,
  type TAct,
  type TApprovalStatus,
  type TBulletin,
  type TDocumentListItem,
  type TIncidentDocuments,
  type TReport,
} from '@hse/contracts/investigations';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lang, orgTree, type TErrorBody, type TOrgTree } from './builders.ts';
import { acted, createIncident, incidentInput } from './incident-builders.ts';
import { pdfText } from './pdf-text.ts';
import { createTestApp, type TTestApp } from './test-app.ts';
import { expectWorkflowMatrix } from './workflow-matrix.ts';

let t: TTestApp;
let tree: TOrgTree;
const DEMO = ['admin', 'auditor', 'dotos', 'headdotos', 'employee', 'employee2'] as const;
type TLogin = (typeof DEMO)[number];
const tokens = {} as Record<TLogin, string>;

beforeAll(async () => {
  t = await createTestApp();
  tree = await orgTree(t);
  for (const login of DEMO) tokens[login] = (await t.signIn(login)).token;
}, 60_000);
afterAll(() => t.close());

const production = () => tree.subsidiaries[0]?.id as string;
const refining = () => tree.subsidiaries[1]?.id as string;

async function sentIncident(): Promise<TIncident> {
  const draft = await createIncident(t, tokens.employee, incidentInput(production()));
  return acted(t, tokens.employee, draft, 'save_and_send');
}

const ACT_BODY = {
  title: 'Акт о несчастном случае на кусте 12',
  event_type: 'Травма при ремонте',
  direct_cause: 'Срыв ключа при откручивании задвижки',
  text: 'Комиссия установила...',
  victims: ['Ахметов Ерлан Серикович'],
  conclusions: 'Нарушение технологии работ',
  guilt: [
    { full_name: 'Ахметов Е. С.', position: 'Оператор', percent: 20 },
    { full_name: 'ТОО «Демо Добыча»', position: 'Работодатель', percent: 80 },
  ],
  chairman: { full_name: 'Главнов Ғалым', position: 'Директор ДОТОС' },
  members: [{ full_name: 'Досымов Данияр', position: 'Главный специалист' }],
};

const post = (login: TLogin, url: string, payload: object, headers = {}) =>
  t.call(tokens[login], { method: 'POST', url, payload, headers });

async function createAct(incidentId: string, login: TLogin = 'dotos'): Promise<TAct> {
  const response = await post(login, '/api/investigation-acts/', { incident_id: incidentId, ...ACT_BODY });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAct>();
}

function act(
  login: TLogin,
  base: string,
  doc: { id: string; version: number },
  action: TWorkflowAction,
  comment?: string,
) {
  return post(login, `${base}/${doc.id}/actions/${action}/`, { version: doc.version, comment });
}
const unread = async (login: TLogin) =>
  (await t.call(tokens[login], { url: '/api/stm/notification/count/' })).json<{ count: number }>().count;

describe('special investigation acts', () => {
  it('are written by HSE staff for a sent message, numbered, one per message', async () => {
    const incident = await sentIncident();
    const created = await createAct(incident.id);
    expect(created).toMatchObject({
      status: 'draft',
      incident_id: incident.id,
      incident_number: incident.number,
      organization_id: production(),
      allowed_actions: ['send_for_approval'],
      can_edit: true,
      guilt: ACT_BODY.guilt,
      chairman: { user_id: null, ...ACT_BODY.chairman },
    });
    expect(created.number).toMatch(/^ACT-DOG-P-\d{4}-\d{5}$/);
    const again = await post(
      'dotos',
      '/api/investigation-acts/',
      { incident_id: incident.id, ...ACT_BODY },
      lang('en'),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json<TErrorBody>().detail).toBe('This message already has such a document');
    const byEmployee = await post('employee', '/api/investigation-acts/', {
      incident_id: incident.id,
      ...ACT_BODY,
    });
    expect(byEmployee.statusCode).toBe(403);
  });

  it('refuse a message that is a draft or out of reach, and guilt over 100 %', async () => {
    const draft = await createIncident(t, tokens.employee, incidentInput(production()));
    const refused = await post(
      'dotos',
      '/api/investigation-acts/',
      { incident_id: draft.id, ...ACT_BODY },
      lang('en'),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<TErrorBody>().errors?.incident_id).toEqual([
      'The message does not exist or has not been sent yet',
    ]);
    const incident = await sentIncident();
    const over = await post(
      'dotos',
      '/api/investigation-acts/',
      {
        incident_id: incident.id,
        ...ACT_BODY,
        guilt: [
          { full_name: 'A', percent: 60 },
          { full_name: 'B', percent: 50 },
        ],
      },
      lang('ru'),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json<TErrorBody>().errors?.guilt).toEqual(['Сумма степеней вины не может превышать 100 %']);
    const acts = (
      await t.call(tokens.dotos, { url: `/api/investigation-acts/?incident_id=${incident.id}` })
    ).json<TPage<TDocumentListItem>>();
    expect(acts.count).toBe(0);
  });

  it('go for approval, come back for revision only with a comment, and are approved', async () => {
    const incident = await sentIncident();
    let doc = await createAct(incident.id);
    const headBefore = await unread('headdotos');
    doc = (await act('dotos', '/api/investigation-acts', doc, 'send_for_approval')).json<TAct>();
    expect(doc.status).toBe('on_approval');
    expect(await unread('headdotos')).toBe(headBefore + 1);
    const bare = await act('headdotos', '/api/investigation-acts', doc, 'for_revision', '');
    expect(bare.statusCode).toBe(400);
    expect(bare.json<TErrorBody>().detail).toBe('Для этого действия нужен комментарий');
    const dotosBefore = await unread('dotos');
    doc = (
      await act('headdotos', '/api/investigation-acts', doc, 'for_revision', 'Уточните причины')
    ).json<TAct>();
    expect(doc.status).toBe('revision');
    expect(await unread('dotos')).toBe(dotosBefore + 1);
    const edited = await t.call(tokens.dotos, {
      method: 'PATCH',
      url: `/api/investigation-acts/${doc.id}/`,
      payload: { version: doc.version, direct_cause: 'Неисправный ключ и спешка' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    doc = (
      await act('dotos', '/api/investigation-acts', edited.json<TAct>(), 'send_for_approval')
    ).json<TAct>();
    doc = (await act('headdotos', '/api/investigation-acts', doc, 'approve')).json<TAct>();
    expect(doc).toMatchObject({
      status: 'approved',
      direct_cause: 'Неисправный ключ и спешка',
      can_edit: false,
    });
    const history = (await t.call(tokens.dotos, { url: `/api/investigation-acts/${doc.id}/history/` })).json<
      { action: string; comment: string | null }[]
    >();
    expect(history.map((h) => h.action)).toEqual([
      'create',
      'send_for_approval',
      'for_revision',
      'update',
      'send_for_approval',
      'approve',
    ]);
    expect(history[2]?.comment).toBe('Уточните причины');
  });

  it('follow the approval workflow: every action in every state for every demo role', async () => {
    const base = '/api/investigation-acts';
    /** The steps that bring a new act to each state. */
    const steps: Record<TApprovalStatus, [TLogin, TWorkflowAction, string?][]> = {
      draft: [],
      on_approval: [['dotos', 'send_for_approval']],
      revision: [
        ['dotos', 'send_for_approval'],
        ['headdotos', 'for_revision', 'x'],
      ],
      approved: [
        ['dotos', 'send_for_approval'],
        ['headdotos', 'approve'],
      ],
      rejected: [
        ['dotos', 'send_for_approval'],
        ['headdotos', 'reject', 'x'],
      ],
    };
    await expectWorkflowMatrix({
      t,
      workflow: APPROVAL_WORKFLOW,
      author: 'dotos',
      async recordIn(status) {
        let doc = await createAct((await sentIncident()).id);
        for (const [who, step, comment] of steps[status])
          doc = (await act(who, base, doc, step, comment)).json<TAct>();
        expect(doc.status).toBe(status);
        return doc;
      },
      act: (login, doc, action) => act(login, base, doc, action, 'Комментарий'),
      read: async (doc) => (await t.call(tokens.dotos, { url: `${base}/${doc.id}/` })).json<TAct>(),
    });
  }, 120_000);
});

describe('information bulletins', () => {
  it('reach the target organizations when approved, and only then', async () => {
    const incident = await sentIncident();
    const created = await post('dotos', '/api/bulletins/', {
      incident_id: incident.id,
      title: 'Урок: срыв ключа при ремонте задвижки',
      what_happened: 'Оператор травмировал кисть',
      causes: 'Изношенный инструмент',
      lessons: 'Проверяйте инструмент перед работой',
      target_organization_ids: [refining()],
    });
    expect(created.statusCode, created.body).toBe(201);
    let bulletin = created.json<TBulletin>();
    const base = '/api/bulletins';
    bulletin = (await act('dotos', base, bulletin, 'send_for_approval')).json<TBulletin>();
    expect((await t.call(tokens.employee2, { url: `${base}/${bulletin.id}/` })).statusCode).toBe(404);
    const readerBefore = await unread('employee2');
    bulletin = (await act('headdotos', base, bulletin, 'approve')).json<TBulletin>();
    expect(bulletin.status).toBe('approved');
    expect(await unread('employee2')).toBe(readerBefore + 1);
    const short = (await t.call(tokens.employee2, { url: '/api/stm/notification/short/' })).json<
      { link: string; title: { en: string } }[]
    >();
    expect(short[0]).toMatchObject({
      link: `/bulletin-view/${bulletin.id}`,
      title: { en: `New information bulletin ${bulletin.number}: learn its lessons` },
    });
    const theirs = (await t.call(tokens.employee2, { url: `${base}/` })).json<TPage<TDocumentListItem>>();
    expect(theirs.results.map((b) => b.id)).toContain(bulletin.id);
    const seen = await t.call(tokens.employee2, { url: `${base}/${bulletin.id}/` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<TBulletin>()).toMatchObject({
      lessons: 'Проверяйте инструмент перед работой',
      can_edit: false,
    });
    // The message itself stays the subsidiary's own.
    expect((await t.call(tokens.employee2, { url: `/api/incidents/${incident.id}/` })).statusCode).toBe(404);
  });

  it('go for approval only addressed: to target organizations, or to the own organization on purpose', async () => {
    const incident = await sentIncident();
    const base = '/api/bulletins';
    const created = await post('dotos', `${base}/`, {
      incident_id: incident.id,
      title: 'Урок без адресатов',
      lessons: 'Проверяйте инструмент перед работой',
    });
    expect(created.statusCode, created.body).toBe(201);
    let bulletin = created.json<TBulletin>();
    expect(bulletin).toMatchObject({ target_organization_ids: [], own_organization_only: false });
    const refused = await act('dotos', base, bulletin, 'send_for_approval');
    expect(refused.statusCode).toBe(400);
    const text = 'Выберите организации-получатели бюллетеня или отметьте «Только моя организация»';
    expect(refused.json()).toEqual({ detail: text, errors: { target_organization_ids: [text] } });
    const english = await post(
      'dotos',
      `${base}/${bulletin.id}/actions/send_for_approval/`,
      bulletin,
      lang('en'),
    );
    expect(english.json<TErrorBody>().detail).toBe(
      'Choose the organizations the bulletin is for, or tick “My organization only”',
    );
    expect((await t.call(tokens.dotos, { url: `${base}/${bulletin.id}/` })).json()).toMatchObject({
      status: 'draft',
      version: bulletin.version,
    });

    const patched = await t.call(tokens.dotos, {
      method: 'PATCH',
      url: `${base}/${bulletin.id}/`,
      payload: { version: bulletin.version, own_organization_only: true },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    bulletin = patched.json<TBulletin>();
    expect(bulletin.own_organization_only).toBe(true);
    const sent = await act('dotos', base, bulletin, 'send_for_approval');
    expect(sent.statusCode, sent.body).toBe(200);
    const ownBefore = await unread('employee');
    const otherBefore = await unread('employee2');
    bulletin = (await act('headdotos', base, sent.json<TBulletin>(), 'approve')).json<TBulletin>();
    expect(bulletin.status).toBe('approved');
    // Everyone in its own organization learns of it; nobody beyond.
    expect(await unread('employee')).toBe(ownBefore + 1);
    expect(await unread('employee2')).toBe(otherBefore);
    expect((await t.call(tokens.employee, { url: `${base}/${bulletin.id}/` })).statusCode).toBe(200);
    expect((await t.call(tokens.employee2, { url: `${base}/${bulletin.id}/` })).statusCode).toBe(404);
  });

  it('refuse unknown target organizations', async () => {
    const incident = await sentIncident();
    const response = await post(
      'dotos',
      '/api/bulletins/',
      { incident_id: incident.id, title: 'x', target_organization_ids: [incident.id] },
      lang('en'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors?.target_organization_ids).toEqual(['Organization not found']);
  });
});

describe('investigation reports and the message’s links', () => {
  it('keep 5-Why rows and measures, and the message lists its documents', async () => {
    const incident = await sentIncident();
    const whys = Array.from({ length: 5 }, (_, i) => ({
      why: `Почему ${i + 1}?`,
      because: `Потому что ${i + 1}`,
    }));
    const report = await post('headdotos', '/api/investigation-reports/', {
      incident_id: incident.id,
      title: 'Отчёт о внутреннем расследовании',
      facts: 'Факты',
      root_causes: whys,
      measures: [{ description: 'Заменить ключи', responsible: 'Мастер участка', deadline: '2026-12-31' }],
    });
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json()).toMatchObject({ root_causes: whys, number: expect.stringMatching(/^REP-DOG-P-/) });
    const six = await post('headdotos', '/api/investigation-reports/', {
      incident_id: (await sentIncident()).id,
      title: 'x',
      root_causes: [...whys, whys[0]],
    });
    expect(six.statusCode).toBe(400);
    const act = await createAct(incident.id);
    const sentAct = (await act_('dotos', act, 'send_for_approval')).json<TAct>();
    const links = await t.call(tokens.employee, { url: `/api/incidents/${incident.id}/documents/` });
    expect(links.statusCode).toBe(200);
    // The employee sees the sent act and the report (a draft of its author: hidden from others).
    const documents = links.json<TIncidentDocuments>();
    expect(documents.act?.id).toBe(sentAct.id);
    expect(documents.report).toBeNull();
    expect(documents.bulletin).toBeNull();
    const forAuthor = (
      await t.call(tokens.headdotos, { url: `/api/incidents/${incident.id}/documents/` })
    ).json<TIncidentDocuments>();
    expect(forAuthor.report?.number).toBe(report.json<{ number: string }>().number);
    expect(
      (await t.call(tokens.employee2, { url: `/api/incidents/${incident.id}/documents/` })).statusCode,
    ).toBe(404);
  });

  it('export the list of acts to Excel in the caller’s language', async () => {
    const exported = await t.call(tokens.dotos, {
      url: '/api/investigation-acts/export.xlsx',
      headers: lang('kk'),
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Нөмірі');
    const total = (await t.call(tokens.dotos, { url: '/api/investigation-acts/?page_size=1' })).json<
      TPage<unknown>
    >().count;
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(total);
  });

  it('print as a PDF in the reader’s language and time zone, only within the reader’s scope', async () => {
    const pdf = (login: TLogin, base: string, id: string, language: 'ru' | 'kk' | 'en', query = '') =>
      t.call(tokens[login], { url: `${base}/${id}/pdf/${query}`, headers: lang(language) });
    const words = (text: string) => text.replace(/\s+/g, '');
    const textOf = async (response: { rawPayload: Buffer }) => {
      const { title, pages } = await pdfText(response.rawPayload);
      return { title, text: pages.join('') };
    };
    const inAlmaty = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Asia/Almaty',
      }).format(new Date(iso));

    const incident = await sentIncident();
    const acts = '/api/investigation-acts';
    let doc = await createAct(incident.id);
    const kazakh = await pdf('dotos', acts, doc.id, 'kk', '?tz=Asia/Almaty');
    expect(kazakh.statusCode, kazakh.body).toBe(200);
    expect(kazakh.headers['content-type']).toBe('application/pdf');
    expect(kazakh.headers['content-disposition']).toContain(`filename="${doc.number}.pdf"`);
    const kk = await textOf(kazakh);
    expect(kk.title).toBe(`Арнайы тергеу актісі ${doc.number}`);
    for (const text of [
      'Жоба',
      'Хабарлама',
      incident.number,
      'Оқиға түрі',
      ACT_BODY.event_type,
      'Тікелей себебі',
      ACT_BODY.direct_cause,
      'Кінә дәрежесі, %',
      'ТОО «Демо Добыча»',
      'Комиссия төрағасы',
      'Главнов Ғалым',
      'Комиссия мүшелері',
      'Досымов Данияр',
      'Asia/Almaty',
    ])
      expect(kk.text).toContain(words(text));
    // Only an approved document has a day of approval.
    expect(kk.text).not.toContain(words('Бекітілген күні'));
    // The other subsidiary never sees the act; a zone the runtime does not know is refused.
    expect((await pdf('employee2', acts, doc.id, 'en')).statusCode).toBe(404);
    const badZone = await pdf('dotos', acts, doc.id, 'ru', '?tz=Mars/Olympus');
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json<TErrorBody>().errors?.tz).toEqual(['Неверное значение']);

    doc = (await act('dotos', acts, doc, 'send_for_approval')).json<TAct>();
    doc = (await act('headdotos', acts, doc, 'approve')).json<TAct>();
    const en = await textOf(await pdf('headdotos', acts, doc.id, 'en', '?tz=Asia/Almaty'));
    expect(en.title).toBe(`Special investigation act ${doc.number}`);
    for (const text of ['Approved', 'Type of event', 'Degree of guilt, %', 'Chairman of the commission'])
      expect(en.text).toContain(words(text));
    expect(en.text).toContain(words(`Created ${inAlmaty(doc.created_at)}`));
    expect(en.text).toContain(words(`Approved on ${inAlmaty(doc.updated_at)}`));

    const bulletins = '/api/bulletins';
    const created = await post('dotos', `${bulletins}/`, {
      incident_id: incident.id,
      title: 'Урок: срыв ключа при ремонте задвижки',
      what_happened: 'Оператор травмировал кисть',
      lessons: 'Проверяйте инструмент перед работой',
      target_organization_ids: [refining()],
    });
    expect(created.statusCode, created.body).toBe(201);
    let bulletin = (
      await act('dotos', bulletins, created.json<TBulletin>(), 'send_for_approval')
    ).json<TBulletin>();
    // Not yet approved: the target organization may not read it.
    expect((await pdf('employee2', bulletins, bulletin.id, 'en')).statusCode).toBe(404);
    bulletin = (await act('headdotos', bulletins, bulletin, 'approve')).json<TBulletin>();
    const forTarget = await pdf('employee2', bulletins, bulletin.id, 'en');
    expect(forTarget.statusCode, forTarget.body).toBe(200);
    expect(forTarget.headers['content-disposition']).toContain(`filename="${bulletin.number}.pdf"`);
    const read = await textOf(forTarget);
    expect(read.title).toBe(`Information bulletin ${bulletin.number}`);
    for (const text of ['What happened', 'Lessons learned', 'Проверяйте инструмент перед работой', 'UTC'])
      expect(read.text).toContain(words(text));

    const report = await post('headdotos', '/api/investigation-reports/', {
      incident_id: incident.id,
      title: 'Отчёт о расследовании',
      root_causes: [{ why: 'Почему сорвался ключ?', because: 'Ключ изношен' }],
      measures: [{ description: 'Заменить ключи', responsible: 'Мастер участка', deadline: '2026-12-31' }],
    });
    expect(report.statusCode, report.body).toBe(201);
    const { id, number } = report.json<TReport>();
    const ru = await textOf(await pdf('headdotos', '/api/investigation-reports', id, 'ru'));
    expect(ru.title).toBe(`Отчёт о внутреннем расследовании ${number}`);
    for (const text of [
      'Коренные причины: 5 почему',
      'Почему?',
      '1. Почему сорвался ключ?',
      'Ключ изношен',
      'Ответственный',
      'Мастер участка',
      '31.12.2026',
    ])
      expect(ru.text).toContain(words(text));
    // A draft is its author's alone, even within the author's organization.
    expect((await pdf('employee', '/api/investigation-reports', id, 'ru')).statusCode).toBe(404);
  });
});

function act_(login: TLogin, doc: TAct, action: TWorkflowAction) {
  return act(login, '/api/investigation-acts', doc, action);
}
