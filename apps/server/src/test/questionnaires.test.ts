import type { TPage } from '@hse/contracts/common';
import type {
  TAnswerListItem,
  TAnswerResult,
  TPublicQuestionnaire,
  TPublishedItem,
  TQuestionnaire,
  TResultsSummary,
} from '@hse/contracts/questionnaires';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireAnswers, questionnaires } from '../db/schema/index.ts';
import { translateDemoQuestionnaire } from '../seed/demo-questionnaires.ts';
import { lang, orgTree, type TErrorBody, type TOrgTree, userInput } from './builders.ts';
import {
  answersTo,
  createQuestionnaire,
  nextAddress,
  QUESTIONNAIRES,
  questionnaireInput,
} from './questionnaire-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;
let tree: TOrgTree;
const tokens = {} as Record<'admin' | 'dotos' | 'employee' | 'employee2' | 'refiningDotos', string>;
const LIMIT = 4;

beforeAll(async () => {
  // The clients stand behind one proxy, which names each in X-Forwarded-For (nextAddress).
  t = await createTestApp({ env: { PUBLIC_SUBMISSIONS_PER_HOUR: String(LIMIT), TRUST_PROXY: '1' } });
  tree = await orgTree(t);
  for (const login of ['admin', 'dotos', 'employee', 'employee2'] as const)
    tokens[login] = (await t.signIn(login)).token;
  // HSE staff of a subsidiary: sees the answers of the refining subsidiary's subtree only.
  const input = userInput(tree.subsidiaries[1]?.id as string, { roles: ['dotos'] });
  const created = await t.call(tokens.admin, { method: 'POST', url: '/api/users/', payload: input });
  expect(created.statusCode, created.body).toBe(201);
  tokens.refiningDotos = (await t.signIn(input.login, input.password)).token;
}, 60_000);
afterAll(() => t.close());

const production = () => tree.subsidiaries[0]?.id as string;
const refining = () => tree.subsidiaries[1]?.id as string;

const answer = (token: string | null, id: string, payload: object, headers: Record<string, string> = {}) =>
  t.call(token, {
    method: 'POST',
    url: `${QUESTIONNAIRES}/${id}/answers/`,
    payload,
    headers: { ...nextAddress(), ...headers },
  });

const stored = async () => (await t.database.db.select({ n: count() }).from(questionnaireAnswers))[0]?.n ?? 0;

describe('the business-trip questionnaire', () => {
  it('is reported unavailable for lack of the ERP integration, in the reader’s language', async () => {
    const en = await t.call(tokens.employee, {
      url: `${QUESTIONNAIRES}/business-trips/`,
      headers: lang('en'),
    });
    expect(en.json()).toEqual({
      connected: false,
      detail:
        'The business-trip questionnaire is temporarily unavailable: there is no integration with the ERP system that holds the business trips',
    });
    const kk = await t.call(tokens.employee, {
      url: `${QUESTIONNAIRES}/business-trips/`,
      headers: lang('kk'),
    });
    expect(kk.json<{ detail: string }>().detail).toMatch(
      /^Іссапарға жіберілгендер сауалнамасы уақытша қолжетімсіз/,
    );
    expect((await t.call(null, { url: `${QUESTIONNAIRES}/business-trips/` })).statusCode).toBe(401);
  });
});

describe('questionnaires, as the HSE staff write them', () => {
  it('are written by admin, dotos and headdotos only', async () => {
    expect((await t.call(tokens.employee, { url: `${QUESTIONNAIRES}/` })).statusCode).toBe(403);
    const refused = await t.call(tokens.employee, {
      method: 'POST',
      url: `${QUESTIONNAIRES}/`,
      payload: questionnaireInput(),
    });
    expect(refused.statusCode).toBe(403);
    const created = await createQuestionnaire(t, tokens.dotos);
    expect(created).toMatchObject({
      status: 'published',
      version: 1,
      answer_count: 0,
      created_by_fio: 'Досымов Данияр',
    });
    expect(created.questions.map((q) => q.options.filter((o) => o.correct).length)).toEqual([1, 2, 1]);
    const list = await t.call(tokens.refiningDotos, { url: `${QUESTIONNAIRES}/?search=ЖВП` });
    expect(list.json<TPage<{ id: string; question_count: number }>>().results).toContainEqual(
      expect.objectContaining({ id: created.id, question_count: 3 }),
    );
  });

  it('refuse a question without a right option, a single choice with two, and no questions', async () => {
    const input = questionnaireInput();
    const [single, multiple] = input.questions;
    const bad = {
      ...input,
      questions: [
        { ...single, options: single?.options.map((o) => ({ ...o, correct: true })) },
        { ...multiple, options: multiple?.options.map((o) => ({ ...o, correct: false })) },
      ],
    };
    const response = await t.call(tokens.admin, {
      method: 'POST',
      url: `${QUESTIONNAIRES}/`,
      payload: bad,
      headers: lang('en'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({
      'questions.0.options': ['A single-choice question needs exactly one right option'],
      'questions.1.options': ['Mark at least one right option'],
    });
    const empty = await t.call(tokens.admin, {
      method: 'POST',
      url: `${QUESTIONNAIRES}/`,
      payload: { ...input, questions: [] },
      headers: lang('ru'),
    });
    expect(empty.json<TErrorBody>().errors).toEqual({ questions: ['Добавьте хотя бы один вопрос'] });
  });

  it('change at the version read, keep their ids, and refuse a stale version with 409', async () => {
    const created = await createQuestionnaire(t, tokens.dotos, questionnaireInput({ status: 'draft' }));
    const questions = created.questions.map((q, i) => (i === 0 ? { ...q, text: 'Изменённый вопрос' } : q));
    const changed = await t.call(tokens.admin, {
      method: 'PATCH',
      url: `${QUESTIONNAIRES}/${created.id}/`,
      payload: { version: 1, status: 'published', questions },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json<TQuestionnaire>();
    expect(after).toMatchObject({ version: 2, status: 'published' });
    expect(after.questions.map((q) => q.id)).toEqual(created.questions.map((q) => q.id));
    expect(after.questions[0]?.text).toBe('Изменённый вопрос');

    const stale = await t.call(tokens.dotos, {
      method: 'PATCH',
      url: `${QUESTIONNAIRES}/${created.id}/`,
      payload: { version: 1, title: 'Чужая правка' },
      headers: lang('en'),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<TErrorBody>().detail).toBe(
      'Someone else has changed this record. Reload it: your changes were not saved',
    );
    const [row] = await t.database.db.select().from(questionnaires).where(eq(questionnaires.id, created.id));
    expect(row).toMatchObject({ title: 'Проверка знаний ЖВП', version: 2 });
  });
});

describe('a deleted questionnaire', () => {
  it('leaves every list and its public form, at the version read', async () => {
    const created = await createQuestionnaire(t, tokens.dotos, questionnaireInput({ title: 'На удаление' }));
    const url = `${QUESTIONNAIRES}/${created.id}/`;
    const stale = await t.call(tokens.admin, { method: 'DELETE', url, payload: { version: 2 } });
    expect(stale.statusCode).toBe(409);
    expect((await t.call(tokens.admin, { method: 'DELETE', url, payload: { version: 1 } })).statusCode).toBe(
      204,
    );
    expect((await t.call(tokens.admin, { url })).statusCode).toBe(404);
    expect((await t.call(null, { url: `${QUESTIONNAIRES}/published/${created.id}/` })).statusCode).toBe(404);
    const offered = (await t.call(null, { url: `${QUESTIONNAIRES}/published/` })).json<TPublishedItem[]>();
    expect(offered.map((q) => q.id)).not.toContain(created.id);
  });
});

describe('answering, as anyone may', () => {
  let published: TQuestionnaire;
  beforeAll(async () => {
    published = await createQuestionnaire(t, tokens.dotos);
  });

  it('offers published questionnaires to guests without their right answers', async () => {
    const offered = (await t.call(null, { url: `${QUESTIONNAIRES}/published/` })).json<TPublishedItem[]>();
    expect(offered.map((q) => q.id)).toContain(published.id);
    expect(offered.some((q) => q.title.startsWith('Жизненно важные правила'))).toBe(true);
    const read = await t.call(null, { url: `${QUESTIONNAIRES}/published/${published.id}/` });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toMatch(/correct/);
    const form = read.json<TPublicQuestionnaire>();
    expect(form.questions[1]?.options).toEqual(
      published.questions[1]?.options.map((o) => ({ id: o.id, text: o.text })),
    );
    // A guest cannot read the editors' copy either.
    expect((await t.call(null, { url: `${QUESTIONNAIRES}/${published.id}/` })).statusCode).toBe(401);
  });

  it('hides drafts from the public: neither read nor answered', async () => {
    const draft = await createQuestionnaire(t, tokens.dotos, questionnaireInput({ status: 'draft' }));
    expect((await t.call(null, { url: `${QUESTIONNAIRES}/published/${draft.id}/` })).statusCode).toBe(404);
    const offered = (await t.call(null, { url: `${QUESTIONNAIRES}/published/` })).json<TPublishedItem[]>();
    expect(offered.map((q) => q.id)).not.toContain(draft.id);
    const before = await stored();
    const refused = await answer(null, draft.id, {
      respondent_name: 'Гость',
      organization_id: production(),
      answers: answersTo(draft),
    });
    expect(refused.statusCode).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('scores a guest’s answer at once and names the rules to study', async () => {
    const response = await answer(
      null,
      published.id,
      { respondent_name: 'Гостев Гость', organization_id: production(), answers: answersTo(published, [1]) },
      lang('en'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TAnswerResult>()).toMatchObject({
      correct_count: 2,
      total_count: 3,
      percent: 67,
      rules_to_study: ['working_at_height'],
    });
    const perfect = await answer(null, published.id, {
      respondent_name: 'Отличник',
      organization_id: refining(),
      answers: answersTo(published),
    });
    expect(perfect.json<TAnswerResult>()).toMatchObject({
      correct_count: 3,
      percent: 100,
      rules_to_study: [],
    });
  });

  it('records a signed-in respondent with their own organization, whatever the body says', async () => {
    const response = await answer(tokens.employee, published.id, {
      respondent_name: 'Кто-то другой',
      organization_id: refining(),
      answers: answersTo(published, [0, 2]),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TAnswerResult>().rules_to_study).toEqual(['hot_work', 'working_at_height']);
    const [row] = await t.database.db
      .select()
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.id, response.json<TAnswerResult>().id));
    expect(row).toMatchObject({
      respondentName: 'Работников Ерболат',
      organizationId: production(),
      isGuest: false,
      percent: 33,
    });
  });

  it('refuses bad answers field by field and stores nothing', async () => {
    const before = await stored();
    const [first, second, third] = published.questions;
    const cases: [string, object, Record<string, string[]>][] = [
      [
        'a guest without a name or an organization',
        { answers: answersTo(published) },
        { respondent_name: ['Fill in the field'], organization_id: ['Fill in the field'] },
      ],
      [
        'an unknown organization',
        {
          respondent_name: 'Гость',
          // Another last digit: an id that ends in 0 would otherwise stay the holding's own.
          organization_id: tree.holding.id.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
          answers: answersTo(published),
        },
        { organization_id: ['Organization not found'] },
      ],
      [
        'an unknown question and an option of another question',
        {
          respondent_name: 'Гость',
          organization_id: production(),
          answers: [
            { question_id: tree.holding.id, option_ids: [] },
            { question_id: first?.id, option_ids: [second?.options[0]?.id] },
            ...answersTo(published).slice(1),
          ],
        },
        {
          'answers.0.question_id': ['The questionnaire has no such question'],
          'answers.1.option_ids': ['This question has no such option'],
        },
      ],
      [
        'two options on a single choice, and a question left out',
        {
          respondent_name: 'Гость',
          organization_id: production(),
          answers: [
            { question_id: first?.id, option_ids: first?.options.map((o) => o.id) },
            answersTo(published)[1],
          ],
        },
        {
          'answers.0.option_ids': ['Choose one option'],
          [`questions.${third?.id}`]: ['Answer this question'],
        },
      ],
      [
        'no answers at all',
        { respondent_name: 'Гость', organization_id: production(), answers: 'все' },
        {
          answers: ['Invalid value'],
        },
      ],
    ];
    for (const [name, payload, errors] of cases) {
      const response = await answer(null, published.id, payload, lang('en'));
      expect(response.statusCode, name).toBe(400);
      expect(response.json<TErrorBody>(), name).toEqual({ detail: 'Check the data you entered', errors });
    }
    expect(await stored()).toBe(before);
  });

  it('limits a guest address to the configured answers an hour, with Retry-After', async () => {
    const address = nextAddress();
    const body = {
      respondent_name: 'Частый гость',
      organization_id: production(),
      answers: answersTo(published),
    };
    for (let i = 0; i < LIMIT; i++)
      expect((await answer(null, published.id, body, address)).statusCode, `answer ${i + 1}`).toBe(201);
    const before = await stored();
    const refused = await answer(null, published.id, body, { ...address, ...lang('en') });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json<TErrorBody>().detail).toBe(
      'Too many submissions from this address. Try again in 60 min.',
    );
    expect(await stored()).toBe(before);
    // Another address, and a signed-in person at the same one, still answer.
    expect((await answer(null, published.id, body)).statusCode).toBe(201);
    expect((await answer(tokens.employee2, published.id, body, address)).statusCode).toBe(201);
  });
});

describe('results, as the HSE staff read them', () => {
  let q: TQuestionnaire;
  beforeAll(async () => {
    q = await createQuestionnaire(t, tokens.admin, questionnaireInput({ title: 'Итоги по правилам' }));
    const refiningDivision = tree.divisionsOf(refining())[0]?.id as string;
    const guest = (name: string, organization_id: string, wrong: number[]) =>
      answer(null, q.id, { respondent_name: name, organization_id, answers: answersTo(q, wrong) });
    expect((await guest('Первый Гость', production(), [1])).statusCode).toBe(201);
    expect((await guest('Второй Гость', refiningDivision, [])).statusCode).toBe(201);
    expect((await guest('Третий Гость', refining(), [0, 1, 2])).statusCode).toBe(201);
    expect((await answer(tokens.employee, q.id, { answers: answersTo(q, [0]) })).statusCode).toBe(201);
  });

  const results = async (token: string, query = '') => {
    const response = await t.call(token, {
      url: `${QUESTIONNAIRES}/${q.id}/results/?${query}`,
      headers: lang('en'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TResultsSummary>();
  };

  it('sum right answers by organization and by rule, the weakest rule first', async () => {
    const all = await results(tokens.dotos);
    expect(all.answers).toBe(4);
    // 2 + 3 + 0 + 2 right of 12.
    expect(all.average_percent).toBe(58);
    expect(all.by_rule).toEqual([
      { rule: 'hot_work', correct: 2, total: 4, percent: 50 },
      { rule: 'working_at_height', correct: 5, total: 8, percent: 63 },
    ]);
    expect(
      all.by_organization.map((o) => [o.organization_name, o.answers, o.correct, o.total, o.percent]),
    ).toEqual([
      ['Demo Production LLP', 2, 4, 6, 67],
      ['Demo Refining LLP', 1, 0, 3, 0],
      [tree.divisionsOf(refining())[0]?.name_en, 1, 3, 3, 100],
    ]);
    const refiningOnly = await results(tokens.dotos, `organization_id=${refining()}`);
    expect(refiningOnly).toMatchObject({ answers: 2, average_percent: 50 });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await results(tokens.dotos, `date_from=${tomorrow}`)).answers).toBe(0);
  });

  it('show a subsidiary’s staff only the answers of its subtree', async () => {
    const scoped = await results(tokens.refiningDotos);
    expect(scoped.answers).toBe(2);
    const page = await t.call(tokens.refiningDotos, {
      url: `${QUESTIONNAIRES}/${q.id}/answers/?ordering=percent`,
    });
    const answers = page.json<TPage<TAnswerListItem>>();
    expect(answers.results.map((a) => [a.respondent_name, a.percent, a.is_guest])).toEqual([
      ['Третий Гость', 0, true],
      ['Второй Гость', 100, true],
    ]);
    expect(answers.results[0]?.rules_to_study).toEqual(['hot_work', 'working_at_height']);
    expect((await t.call(tokens.employee, { url: `${QUESTIONNAIRES}/${q.id}/answers/` })).statusCode).toBe(
      403,
    );
  });

  it('page the answers on the server and search them by name', async () => {
    const first = await t.call(tokens.admin, { url: `${QUESTIONNAIRES}/${q.id}/answers/?page_size=3` });
    const page = first.json<TPage<TAnswerListItem>>();
    expect(page.count).toBe(4);
    expect(page.results).toHaveLength(3);
    expect(page.next).toContain('page=2');
    const found = await t.call(tokens.admin, { url: `${QUESTIONNAIRES}/${q.id}/answers/?search=работников` });
    expect(found.json<TPage<TAnswerListItem>>().results.map((a) => a.organization_name)).toEqual([
      'ТОО «Демо Добыча»',
    ]);
    const listed = await t.call(tokens.admin, {
      url: `${QUESTIONNAIRES}/?search=${encodeURIComponent('Итоги')}`,
    });
    expect(listed.json<TPage<{ answer_count: number }>>().results.map((r) => r.answer_count)).toEqual([4]);
    const read = await t.call(tokens.admin, { url: `${QUESTIONNAIRES}/${q.id}/` });
    expect(read.json<TQuestionnaire>().answer_count).toBe(4);
    const missing = await t.call(tokens.admin, { url: `${QUESTIONNAIRES}/${tree.holding.id}/answers/` });
    expect(missing.statusCode).toBe(404);
  });

  it('export the filtered answers to Excel in the reader’s language', async () => {
    const exported = await t.call(tokens.admin, {
      url: `${QUESTIONNAIRES}/${q.id}/answers/export.xlsx?ordering=respondent_name&organization_id=${refining()}`,
      headers: lang('en'),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="Questionnaire answers/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Answered',
      'Respondent',
      'Without sign-in',
      'Organization',
      'Right answers',
      'Questions in all',
      'Score, %',
      'Rules to study',
    ]);
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(2);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      expect.any(Date),
      'Второй Гость',
      'Yes',
      tree.divisionsOf(refining())[0]?.name_en,
      3,
      3,
      100,
    ]);
    expect(sheet?.getRow(3).getCell(8).value).toBe('Hot work; Working at height');
  });
});

describe('the demo questionnaire', () => {
  it('is published with twelve questions over the rules and about 150 answers of the past year', async () => {
    const [demo] = (await t.call(null, { url: `${QUESTIONNAIRES}/published/` }))
      .json<TPublishedItem[]>()
      .filter((item) => item.title.startsWith('Жизненно важные правила'));
    expect(demo?.question_count).toBe(12);
    const full = (
      await t.call(tokens.admin, { url: `${QUESTIONNAIRES}/${demo?.id}/` })
    ).json<TQuestionnaire>();
    expect(new Set(full.questions.map((question) => question.rule)).size).toBe(9);
    const summary = (
      await t.call(tokens.admin, { url: `${QUESTIONNAIRES}/${demo?.id}/results/` })
    ).json<TResultsSummary>();
    expect(summary.answers).toBe(150);
    expect(summary.by_rule).toHaveLength(9);
    expect(summary.average_percent).toBeGreaterThan(50);
    expect(summary.average_percent).toBeLessThan(90);
    const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await t.call(tokens.admin, { url: `${QUESTIONNAIRES}/${demo?.id}/results/?date_to=${yearAgo}` })
      ).json<TResultsSummary>().answers,
    ).toBe(0);
  });
});

describe('a questionnaire in the reader’s language', () => {
  const cyrillic = /[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]/;
  const demoId = async () =>
    (await t.call(null, { url: `${QUESTIONNAIRES}/published/`, headers: lang('ru') }))
      .json<TPublishedItem[]>()
      .find((item) => item.title.startsWith('Жизненно важные правила'))?.id as string;

  it('the demo one reads in Russian, Kazakh and English: title, description, questions and options', async () => {
    const id = await demoId();
    const published = async (language: 'ru' | 'kk' | 'en') =>
      (await t.call(null, { url: `${QUESTIONNAIRES}/published/`, headers: lang(language) }))
        .json<TPublishedItem[]>()
        .find((item) => item.id === id);
    expect((await published('kk'))?.title).toBe('Өмірлік маңызды ережелер: білімді жыл сайынғы тексеру');
    expect((await published('en'))?.title).toBe('Life-Saving Rules: the annual knowledge check');
    const form = async (language: 'ru' | 'kk' | 'en') =>
      (
        await t.call(null, { url: `${QUESTIONNAIRES}/published/${id}/`, headers: lang(language) })
      ).json<TPublicQuestionnaire>();
    const [ru, kk, en] = [await form('ru'), await form('kk'), await form('en')];
    expect(ru.questions[0]?.text).toBe('Сработавшая блокировка мешает продолжить работу. Что вы сделаете?');
    expect(kk.questions[0]?.text).toBe(
      'Іске қосылған бұғаттау жұмысты жалғастыруға кедергі келтіреді. Не істейсіз?',
    );
    const englishTexts = [
      en.title,
      en.description,
      ...en.questions.flatMap((question) => [
        question.text,
        ...question.options.map((option) => option.text),
      ]),
    ];
    expect(englishTexts.filter((text) => cyrillic.test(text))).toEqual([]);
    // The same questions and options, in the same order: only the words differ.
    const ids = (q: TPublicQuestionnaire) => q.questions.map((question) => question.options.map((o) => o.id));
    expect(ids(kk)).toEqual(ids(ru));
    expect(ids(en)).toEqual(ids(ru));
    for (const question of kk.questions)
      for (const option of question.options) expect(option.text).not.toBe('');
    const list = (
      await t.call(tokens.admin, { url: `${QUESTIONNAIRES}/?search=Жизненно`, headers: lang('en') })
    ).json<TPage<{ id: string; title: string }>>();
    expect(list.results.find((item) => item.id === id)?.title).toBe(
      'Life-Saving Rules: the annual knowledge check',
    );
  });

  it('the demo one of a database seeded before translations gets them at the next start, once', async () => {
    const id = await demoId();
    const [row] = await t.database.db.select().from(questionnaires).where(eq(questionnaires.id, id));
    const bare = row?.questions.map(({ translations: _, ...question }) => ({
      ...question,
      options: question.options.map(({ translations: __, ...option }) => option),
    }));
    await t.database.db
      .update(questionnaires)
      .set({ translations: {}, questions: bare })
      .where(eq(questionnaires.id, id));
    const english = async () =>
      (
        await t.call(null, { url: `${QUESTIONNAIRES}/published/${id}/`, headers: lang('en') })
      ).json<TPublicQuestionnaire>();
    expect((await english()).title).toBe('Жизненно важные правила: ежегодная проверка знаний');
    expect(await translateDemoQuestionnaire(t.database.db)).toBe(true);
    const after = await english();
    expect(after.title).toBe('Life-Saving Rules: the annual knowledge check');
    expect(after.questions[0]?.options.map((option) => option.text)).toEqual([
      'Bypass the interlock for a while and carry on under my own control',
      'Stop the work and get a permit to override the safety device',
      'Ask a colleague to watch my back and carry on',
    ]);
    expect(await translateDemoQuestionnaire(t.database.db)).toBe(false);
  });

  it('keeps translations through an editor’s save while their text stays, and drops a changed text’s', async () => {
    const input = questionnaireInput({
      status: 'published',
      translations: { title: { en: 'Hot work' } },
    });
    input.questions[0] = {
      ...(input.questions[0] as (typeof input.questions)[number]),
      translations: { en: 'Who signs the permit?' },
    };
    const created = await createQuestionnaire(t, tokens.dotos, input);
    expect(created.translations).toEqual({ title: { en: 'Hot work' } });
    expect(created.questions[0]?.translations).toEqual({ en: 'Who signs the permit?' });
    // The editor sends what it shows, without translations; the second question's text changes.
    const questions = created.questions.map((question, i) => ({
      id: question.id,
      rule: question.rule,
      kind: question.kind,
      text: i === 1 ? `${question.text} (уточнено)` : question.text,
      options: question.options.map((option) => ({
        id: option.id,
        text: option.text,
        correct: option.correct,
      })),
    }));
    const saved = await t.call(tokens.dotos, {
      method: 'PATCH',
      url: `${QUESTIONNAIRES}/${created.id}/`,
      payload: { version: created.version, title: created.title, questions },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<TQuestionnaire>();
    expect(after.translations).toEqual({ title: { en: 'Hot work' } });
    expect(after.questions[0]?.translations).toEqual({ en: 'Who signs the permit?' });
    const english = (
      await t.call(null, { url: `${QUESTIONNAIRES}/published/${created.id}/`, headers: lang('en') })
    ).json<TPublicQuestionnaire>();
    expect(english.title).toBe('Hot work');
    expect(english.questions[0]?.text).toBe('Who signs the permit?');
    // Without a translation a text reads as written.
    expect(english.questions[1]?.text).toBe(questions[1]?.text);
  });
});
