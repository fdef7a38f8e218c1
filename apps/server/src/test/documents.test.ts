import type { TPage } from '@hse/contracts/common';
import {
  DOCUMENT_MODULE,
  documentValidity,
  SNIPPET_END,
  SNIPPET_START,
  type TDocumentSearchAnswer,
  type TDocumentVersion,
  type TFolder,
} from '@hse/contracts/documents';
import type { TRecordItem, TRecordListItem } from '@hse/contracts/record-module/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineNotices, documentVersions } from '../db/schema/index.ts';
import { DOCUMENT_DEADLINE_SOURCE } from '../modules/documents/document-deadlines.ts';
import { EXTRACT_TEXT_JOB } from '../modules/documents/document-versions.ts';
import { scanDeadlines, type TDeadlineSettings } from '../platform/deadlines.ts';
import { claimJobs, runClaimedJob } from '../platform/jobs.ts';
import { demoDocx, demoPdf } from '../seed/demo-document-files.ts';
import { lang, orgTree, type TErrorBody, userIdOf } from './builders.ts';
import { createTestApp, multipart, type TTestApp } from './test-app.ts';

const BASE = DOCUMENT_MODULE.resource;
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
let t: TTestApp;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
let holdingId: string;
let productionId: string;

beforeAll(async () => {
  // A small document limit, so that the test's 413 needs no large body.
  t = await createTestApp({ env: { DOCUMENT_MAX_BYTES: String(64 * 1024) } });
  for (const login of ['admin', 'dotos', 'employee', 'employee2'])
    tokens[login] = (await t.signIn(login)).token;
  const tree = await orgTree(t);
  holdingId = tree.holding.id;
  productionId = tree.subsidiaries[0]!.id;
}, 60_000);
afterAll(() => t.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  area: 'fire_safety',
  title_ru: 'Инструкция о мерах пожарной безопасности',
  title_kk: 'Өрт қауіпсіздігі шаралары туралы нұсқаулық',
  title_en: 'Fire safety instruction',
  doc_number: 'ИОТ-12',
  approved_on: '2026-01-15',
  valid_until: '2030-01-15',
  organization_id: productionId,
  language: 'ru',
  ...overrides,
});

async function createDocument(overrides: Record<string, unknown> = {}, login = 'dotos') {
  const response = await t.call(token(login), { method: 'POST', url: `${BASE}/`, payload: input(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRecordItem>();
}

const upload = (id: string, name: string, type: string, data: Buffer, login = 'dotos') =>
  t.call(token(login), {
    method: 'POST',
    url: `${BASE}/${id}/versions/`,
    ...multipart('file', name, type, data),
  });

async function uploaded(id: string, name: string, type: string, data: Buffer) {
  const response = await upload(id, name, type, data);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TDocumentVersion>();
}

/** The text extraction jobs waiting, run as the worker would. */
async function runExtraction() {
  const log = { info: () => {}, warn: () => {} };
  for (;;) {
    const jobs = await claimJobs(t.database.db, 'test', {
      limit: 20,
      leaseMs: 60_000,
      kinds: [EXTRACT_TEXT_JOB],
    });
    if (jobs.length === 0) return;
    for (const job of jobs) await runClaimedJob(t.deps, 'test', job, log);
  }
}

const search = async (q: string, login = 'dotos', language: 'ru' | 'kk' | 'en' = 'ru') => {
  const response = await t.call(token(login), {
    url: `${BASE}/search/?q=${encodeURIComponent(q)}`,
    headers: lang(language),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDocumentSearchAnswer>().results;
};

/** A multipart body sent in a language. */
const withLang = (language: 'ru' | 'kk' | 'en', body: ReturnType<typeof multipart>) => ({
  ...body,
  headers: { ...body.headers, ...lang(language) },
});

const approve = async (record: TRecordItem, login = 'dotos') =>
  t.call(token(login), {
    method: 'POST',
    url: `${BASE}/${record.id}/actions/approve/`,
    payload: { version: record.version },
  });

describe('folders', () => {
  it('are kept by the HSE staff per area as a tree; others only read them', async () => {
    const created = await t.call(token('dotos'), {
      method: 'POST',
      url: `${BASE}/folders/`,
      payload: { area: 'occ_safety', name: 'Инструкции' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const parent = created.json<TFolder>();
    const child = await t.call(token('admin'), {
      method: 'POST',
      url: `${BASE}/folders/`,
      payload: { area: 'occ_safety', parent_id: parent.id, name: 'Сварочные работы' },
    });
    expect(child.statusCode).toBe(201);
    const refused = await t.call(token('employee'), {
      method: 'POST',
      url: `${BASE}/folders/`,
      payload: { area: 'occ_safety', name: 'Моя папка' },
    });
    expect(refused.statusCode).toBe(403);
    // A folder inside its own folder would make the tree a loop.
    const loop = await t.call(token('dotos'), {
      method: 'PATCH',
      url: `${BASE}/folders/${parent.id}/`,
      payload: { parent_id: child.json<TFolder>().id, version: parent.version },
      headers: lang('kk'),
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json<TErrorBody>().errors?.parent_id).toEqual([
      'Папканы өзіне немесе оның ішкі папкасына салуға болмайды',
    ]);
    const listed = await t.call(token('employee'), { url: `${BASE}/folders/?area=occ_safety` });
    expect(listed.json<TFolder[]>().map((f) => f.name)).toEqual(
      expect.arrayContaining(['Инструкции', 'Сварочные работы']),
    );
    // Renamed with a stale version: 409, the name stays.
    const stale = await t.call(token('dotos'), {
      method: 'PATCH',
      url: `${BASE}/folders/${parent.id}/`,
      payload: { name: 'Другое', version: parent.version + 5 },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('hold documents of their own area only, and are not removed while they hold any', async () => {
    const folder = (
      await t.call(token('dotos'), {
        method: 'POST',
        url: `${BASE}/folders/`,
        payload: { area: 'civil_defense', name: 'Планы ГО' },
      })
    ).json<TFolder>();
    const wrong = await t.call(token('dotos'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: input({ area: 'fire_safety', folder_id: folder.id }),
      headers: lang('en'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<TErrorBody>().errors?.folder_id).toEqual(['The folder belongs to another area']);
    const inside = await createDocument({ area: 'civil_defense', folder_id: folder.id });
    expect(inside.folder_name).toBe('Планы ГО');
    const busy = await t.call(token('dotos'), {
      method: 'DELETE',
      url: `${BASE}/folders/${folder.id}/`,
      payload: { version: folder.version },
    });
    expect(busy.statusCode).toBe(409);
    const list = await t.call(token('dotos'), { url: `${BASE}/?area=civil_defense&folder_id=${folder.id}` });
    expect(list.json<TPage<TRecordListItem>>().results.map((r) => r.id)).toEqual([inside.id]);
  });
});

describe('versions', () => {
  it('keep every older file downloadable; the newest is current', async () => {
    const record = await createDocument();
    const first = await uploaded(
      record.id,
      'Инструкция v1.pdf',
      PDF,
      await demoPdf('Инструкция', ['Первая редакция']),
    );
    expect(first).toMatchObject({ number: 1, is_current: true, previewable: true, text_state: 'pending' });
    const secondBytes = await demoDocx('Инструкция', ['Вторая редакция']);
    const second = await uploaded(record.id, 'Инструкция v2.docx', DOCX, secondBytes);
    expect(second).toMatchObject({ number: 2, is_current: true, previewable: false });
    const versions = (await t.call(token('employee'), { url: `${BASE}/${record.id}/versions/` })).json<
      TDocumentVersion[]
    >();
    expect(versions.map((v) => [v.number, v.is_current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const old = await t.call(token('employee'), { url: `${BASE}/${record.id}/versions/${first.id}/file/` });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(old.headers['content-disposition']).toBe(
      `attachment; filename="__________ v1.pdf"; filename*=UTF-8''${encodeURIComponent('Инструкция v1.pdf')}`,
    );
    const current = await t.call(token('employee'), {
      url: `${BASE}/${record.id}/versions/${second.id}/file/`,
    });
    expect(Buffer.compare(current.rawPayload, secondBytes)).toBe(0);
    // A PDF opens in the browser; a DOCX cannot, and says so.
    const preview = await t.call(token('employee'), {
      url: `${BASE}/${record.id}/versions/${first.id}/preview/`,
    });
    expect(preview.headers['content-type']).toBe(PDF);
    expect(String(preview.headers['content-disposition'])).toMatch(/^inline; filename="/);
    const noPreview = await t.call(token('employee'), {
      url: `${BASE}/${record.id}/versions/${second.id}/preview/`,
      headers: lang('ru'),
    });
    expect(noPreview.statusCode).toBe(415);
    expect(noPreview.json<TErrorBody>().detail).toBe('Этот файл нельзя просмотреть в браузере: скачайте его');
    const item = (await t.call(token('dotos'), { url: `${BASE}/${record.id}/` })).json<TRecordItem>();
    expect(item.versions_count).toBe(2);
    // The first made current again: the second stays, no longer current.
    const back = await t.call(token('dotos'), {
      method: 'POST',
      url: `${BASE}/${record.id}/versions/${first.id}/current/`,
    });
    expect(back.json<TDocumentVersion>().is_current).toBe(true);
    const after = (await t.call(token('dotos'), { url: `${BASE}/${record.id}/versions/` })).json<
      TDocumentVersion[]
    >();
    expect(after.filter((v) => v.is_current).map((v) => v.number)).toEqual([1]);
  });

  it('are added by the HSE staff only; an employee reading the document gets 403', async () => {
    const record = await createDocument();
    const response = await upload(record.id, 'x.txt', 'text/plain', Buffer.from('текст'), 'employee');
    expect(response.statusCode).toBe(403);
    const outsider = await t.call(token('employee2'), { url: `${BASE}/${record.id}/versions/` });
    expect(outsider.statusCode).toBe(404);
  });

  it('refuse a file over DOCUMENT_MAX_BYTES (413) or of a type not allowed by its content (415), storing nothing', async () => {
    const record = await createDocument();
    const countVersions = async () =>
      (await t.database.db.select().from(documentVersions).where(eq(documentVersions.documentId, record.id)))
        .length;
    const big = await t.call(token('dotos'), {
      method: 'POST',
      url: `${BASE}/${record.id}/versions/`,
      ...withLang(
        'kk',
        multipart(
          'file',
          'big.pdf',
          PDF,
          Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(80 * 1024, 32)]),
        ),
      ),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json<TErrorBody>().detail).toContain('рұқсат етілген көлемінен');
    // An executable named as a PDF: its bytes say what it is.
    const exe = await upload(
      record.id,
      'order.pdf',
      PDF,
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]),
    );
    expect(exe.statusCode).toBe(415);
    const html = await t.call(token('dotos'), {
      method: 'POST',
      url: `${BASE}/${record.id}/versions/`,
      ...withLang(
        'en',
        multipart(
          'file',
          'page.html',
          'text/html',
          Buffer.from('<html><script>alert(1)</script></html>\u0001'),
        ),
      ),
    });
    expect(html.statusCode).toBe(415);
    expect(html.json<TErrorBody>().detail).toMatch(/^This file cannot be uploaded as a document/);
    expect(await countVersions()).toBe(0);
    const item = (await t.call(token('dotos'), { url: `${BASE}/${record.id}/` })).json<TRecordItem>();
    expect(item.versions_count).toBe(0);
    // Plain text is taken: it has no signature, but it is text.
    expect(
      (await upload(record.id, 'notes.txt', 'text/plain', Buffer.from('Журнал инструктажа'))).statusCode,
    ).toBe(201);
  });

  it('are required before a document is approved', async () => {
    const record = await createDocument();
    const refused = await approve(record);
    expect(refused.statusCode).toBe(400);
    await uploaded(record.id, 'a.txt', 'text/plain', Buffer.from('Приказ'));
    expect((await approve(record)).statusCode).toBe(200);
  });
});

describe('scope', () => {
  it('lets a subsidiary read the holding’s approved documents, not its drafts nor another subsidiary’s', async () => {
    const holdingDraft = await createDocument({ organization_id: holdingId, title_ru: 'Стандарт холдинга' });
    const holdingApproved = await createDocument({
      organization_id: holdingId,
      title_ru: 'Стандарт холдинга',
    });
    await uploaded(holdingApproved.id, 'std.txt', 'text/plain', Buffer.from('Стандарт'));
    expect((await approve(holdingApproved)).statusCode).toBe(200);
    const own = await createDocument();
    expect((await t.call(token('employee'), { url: `${BASE}/${holdingApproved.id}/` })).statusCode).toBe(200);
    expect((await t.call(token('employee'), { url: `${BASE}/${holdingDraft.id}/` })).statusCode).toBe(404);
    expect((await t.call(token('employee2'), { url: `${BASE}/${own.id}/` })).statusCode).toBe(404);
    const list = (
      await t.call(token('employee'), {
        url: `${BASE}/?page_size=100&search=${encodeURIComponent('Стандарт холдинга')}`,
      })
    ).json<TPage<TRecordListItem>>();
    expect(list.results.map((r) => r.id)).toEqual([holdingApproved.id]);
    // The employee reads, never writes.
    const patch = await t.call(token('employee'), {
      method: 'PATCH',
      url: `${BASE}/${own.id}/`,
      payload: { title_ru: 'Иное', version: own.version },
    });
    expect(patch.statusCode).toBe(403);
  });
});

describe('search', () => {
  it('finds documents by words inside their files in Russian, Kazakh and English, with area, folder and snippet', async () => {
    const folder = (
      await t.call(token('dotos'), {
        method: 'POST',
        url: `${BASE}/folders/`,
        payload: { area: 'industrial_safety', name: 'Регламенты' },
      })
    ).json<TFolder>();
    const record = await createDocument({
      area: 'industrial_safety',
      folder_id: folder.id,
      title_ru: 'Регламент эксплуатации резервуаров',
      title_kk: null,
      title_en: null,
    });
    await uploaded(
      record.id,
      'reglament.pdf',
      PDF,
      await demoPdf('Регламент', [
        'Резервуары осматриваются ежеквартально комиссией предприятия.',
        'Өрт сөндіргіштер ай сайын тексеріледі.',
        'Pressure vessels are inspected by certified engineers.',
      ]),
    );
    // Before the job has read the file, only its title is found.
    expect(await search('осматриваются')).toEqual([]);
    await runExtraction();
    // Russian stems: another form of the word finds it.
    const [ru] = await search('резервуар осматривали');
    expect(ru).toMatchObject({
      id: record.id,
      area: 'industrial_safety',
      folder_id: folder.id,
      folder_name: 'Регламенты',
    });
    expect(ru?.snippet).toContain(`${SNIPPET_START}`);
    expect(ru?.snippet).toMatch(new RegExp(`${SNIPPET_START}[^${SNIPPET_END}]*${SNIPPET_END}`));
    // Kazakh: the word as written, or its start.
    expect((await search('сөндіргіштер', 'dotos', 'kk')).map((hit) => hit.id)).toContain(record.id);
    expect((await search('сөндіргіш', 'dotos', 'kk')).map((hit) => hit.id)).toContain(record.id);
    // English stems.
    const en = await search('inspecting vessel', 'dotos', 'en');
    expect(en.map((hit) => hit.id)).toContain(record.id);
    expect(en.find((hit) => hit.id === record.id)?.snippet).toContain(
      `${SNIPPET_START}vessels${SNIPPET_END}`,
    );
    // Nobody outside the document's reach finds it.
    expect((await search('резервуаров', 'employee2')).map((hit) => hit.id)).not.toContain(record.id);
  });

  it('finds by the title in each language, and by the current version only', async () => {
    const record = await createDocument({
      area: 'health_protection',
      title_ru: 'Положение о медицинских осмотрах',
      title_kk: 'Медициналық тексерулер туралы ереже',
      title_en: 'Medical examinations regulation',
    });
    await uploaded(record.id, 'v1.docx', DOCX, await demoDocx('Положение', ['Вакцинация персонала']));
    await runExtraction();
    expect((await search('вакцинации')).map((hit) => hit.id)).toContain(record.id);
    const kk = (await search('ереже', 'dotos', 'kk')).find((hit) => hit.id === record.id);
    expect(kk?.title).toBe('Медициналық тексерулер туралы ереже');
    expect(kk?.snippet).toContain(`${SNIPPET_START}ереже${SNIPPET_END}`);
    expect((await search('examination', 'dotos', 'en')).find((hit) => hit.id === record.id)?.title).toBe(
      'Medical examinations regulation',
    );
    await uploaded(record.id, 'v2.docx', DOCX, await demoDocx('Положение', ['Диспансеризация работников']));
    await runExtraction();
    expect((await search('вакцинации')).map((hit) => hit.id)).not.toContain(record.id);
    expect((await search('диспансеризация')).map((hit) => hit.id)).toContain(record.id);
    const [version] = await t.database.db
      .select({ text: documentVersions.text })
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, record.id), eq(documentVersions.isCurrent, true)));
    expect(version?.text).toContain('Диспансеризация работников');
  });

  it('lists the title’s matches first, then the text’s, each newest first, as many as asked', async () => {
    const titled = async (title_ru: string, approved_on: string) =>
      (await createDocument({ area: 'occ_safety', title_ru, title_kk: null, title_en: null, approved_on }))
        .id;
    const older = await titled('Порядок калибровки манометров', '2021-05-01');
    const newer = await titled('Методика калибровки весов', '2024-05-01');
    const inText = async (approved_on: string) => {
      const id = await titled('Регламент лаборатории', approved_on);
      await uploaded(
        id,
        'lab.docx',
        DOCX,
        await demoDocx('Регламент', ['Калибровка приборов выполняется ежегодно.']),
      );
      return id;
    };
    const textOld = await inText('2025-01-10');
    const textNew = await inText('2026-03-01');
    await runExtraction();
    expect((await search('калибровка')).map((hit) => hit.id)).toEqual([newer, older, textNew, textOld]);
    const page = await t.call(token('dotos'), {
      url: `${BASE}/search/?q=${encodeURIComponent('калибровка')}&limit=3`,
    });
    expect(page.json<TDocumentSearchAnswer>().results.map((hit) => hit.id)).toEqual([newer, older, textNew]);
    // With statistics, a word in many of the few documents here counts as common and is looked for
    // among the newest first (decision 092): the same hits in the same order.
    await t.database.db.execute(sql`analyze documents, document_versions`);
    expect((await search('калибровка')).map((hit) => hit.id)).toEqual([newer, older, textNew, textOld]);
    const analyzed = await t.call(token('dotos'), {
      url: `${BASE}/search/?q=${encodeURIComponent('калибровка')}&limit=1`,
    });
    expect(analyzed.json<TDocumentSearchAnswer>().results.map((hit) => hit.id)).toEqual([newer]);
  });

  it('refuses an empty query with a translated 400', async () => {
    const response = await t.call(token('dotos'), { url: `${BASE}/search/?q=%20`, headers: lang('en') });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors?.q).toEqual(['Fill in the field']);
  });
});

describe('validity', () => {
  it('is valid, ends soon within 30 days, or expired after its last day', () => {
    expect(documentValidity(null, '2026-05-01')).toBe('unlimited');
    expect(documentValidity('2026-05-01', '2026-05-01')).toBe('ends_soon');
    expect(documentValidity('2026-05-31', '2026-05-01')).toBe('ends_soon');
    expect(documentValidity('2026-06-01', '2026-05-01')).toBe('valid');
    expect(documentValidity('2026-04-30', '2026-05-01')).toBe('expired');
  });

  it('reminds whoever added an approved document before it ends, once', async () => {
    const DAY = 86_400_000;
    const settings: TDeadlineSettings = {
      reminders: [3 * DAY],
      escalationAfterMs: DAY,
      lookbackMs: 14 * DAY,
      timeZone: 'Asia/Almaty',
    };
    const record = await createDocument({ approved_on: '2019-01-10', valid_until: '2019-03-20' });
    await uploaded(record.id, 'a.txt', 'text/plain', Buffer.from('Приказ'));
    expect((await approve(record)).statusCode).toBe(200);
    const dotos = await userIdOf(t, 'dotos');
    const notices = async () =>
      (
        await t.database.db
          .select()
          .from(deadlineNotices)
          .where(
            and(
              eq(deadlineNotices.source, DOCUMENT_DEADLINE_SOURCE),
              eq(deadlineNotices.itemId, `${record.id}:2019-03-20`),
            ),
          )
      ).map((notice) => `${notice.stage} ${notice.userId}`);
    await scanDeadlines(t.deps, new Date('2019-03-19T10:00:00+05:00'), settings);
    await scanDeadlines(t.deps, new Date('2019-03-19T11:00:00+05:00'), settings);
    expect(await notices()).toEqual([`remind_${3 * DAY} ${dotos}`]);
    await scanDeadlines(t.deps, new Date('2019-03-21T10:00:00+05:00'), settings);
    expect(await notices()).toContain(`overdue ${dotos}`);
  });
});
