import type { TPage } from '@hse/contracts/common';
import {
  DRIVING_CHECKS,
  OBSERVATION_KINDS,
  OBSERVATION_WORKFLOW,
  type TObservationKind,
  type TObservationListItem,
  type TObservationStatus,
} from '@hse/contracts/observations';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivingObservations, pnbrObservations, worksObservations } from '../db/schema/index.ts';
import { lang, orgTree, type TErrorBody, type TOrgTree } from './builders.ts';
import {
  actOnObservation,
  createObservation,
  drivingInput,
  inputOf,
  OBSERVATION_BASES,
  pnbrInput,
  sentObservation,
  type TObservationAnswer,
  worksInput,
} from './observation-builders.ts';
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
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const list = async (login: TLogin, base: string, query: string) => {
  const response = await t.call(tokens[login], { url: `${base}/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPage<TObservationListItem>>();
};

/** Rows of the three observation tables, read past the API. */
async function stored() {
  const { db } = t.database;
  const n = async (table: typeof pnbrObservations | typeof worksObservations | typeof drivingObservations) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return [await n(pnbrObservations), await n(worksObservations), await n(drivingObservations)];
}

describe('observations of each kind', () => {
  it('are created in draft by anyone, numbered, with their findings counted', async () => {
    const pnbr = await createObservation(t, tokens.employee, 'pnbr', pnbrInput(production()));
    expect(pnbr).toMatchObject({
      status: 'draft',
      organization_id: production(),
      observer: 'Досымов Данияр',
      observed_count: 3,
      work_stopped: true,
      checks: { energy_isolation: 'safe', line_of_fire: 'at_risk', hot_work: 'not_applicable' },
      at_risk_count: 1,
      allowed_actions: ['save_and_send'],
      can_edit: true,
      can_delete: true,
    });
    expect(pnbr.number).toMatch(/^PNBR-DOG-P-\d{4}-\d{5}$/);

    const works = await createObservation(t, tokens.employee, 'works', worksInput(production()));
    expect(works).toMatchObject({ structural_division: 'Цех добычи №2', at_risk_count: 0 });
    expect(works.number).toMatch(/^WOB-DOG-P-\d{4}-\d{5}$/);

    const input = drivingInput(production());
    const driving = await createObservation(t, tokens.employee, 'driving', input);
    expect(driving).toMatchObject({
      driver: 'Серіков Нұрлан',
      trip_date: input.trip_date,
      start_time: '08:30',
      end_time: '11:05',
      driving_experience: 12,
      at_risk_count: 2,
    });
    expect(driving.number).toMatch(/^DOB-DOG-P-\d{4}-\d{5}$/);
    // A minimal body gets the defaults: no checks, nothing at risk.
    const bare = await createObservation(t, tokens.employee, 'works', {
      organization_id: production(),
      observed_at: new Date(Date.now() - DAY).toISOString(),
      structural_division: 'Цех №1',
    });
    expect(bare).toMatchObject({ checks: {}, at_risk_count: 0, description: '', comment: '' });
  });

  it('refuse bad input field by field, in the caller’s language, and store nothing', async () => {
    const before = await stored();
    const future = new Date(Date.now() + DAY).toISOString();
    const cases: [string, object, 'ru' | 'kk' | 'en', string, string][] = [
      ['pnbr', { ...pnbrInput(production()), observer: undefined }, 'en', 'observer', 'Fill in the field'],
      ['pnbr', { ...pnbrInput(production()), place: '  ' }, 'ru', 'place', 'Заполните поле'],
      [
        'pnbr',
        pnbrInput(production(), { observed_at: future }),
        'ru',
        'observed_at',
        'Дата не может быть в будущем',
      ],
      [
        'pnbr',
        pnbrInput(production(), { checks: { hot_work: 'maybe' as 'safe' } }),
        'en',
        'checks.hot_work',
        'Choose a value from the list',
      ],
      ['pnbr', pnbrInput(production(), { observed_count: 0 }), 'kk', 'observed_count', 'Кемінде 1'],
      ['pnbr', pnbrInput(production(), { observed_count: 1.5 }), 'en', 'observed_count', 'Invalid value'],
      [
        'works',
        { ...worksInput(production()), structural_division: undefined },
        'kk',
        'structural_division',
        'Өрісті толтырыңыз',
      ],
      [
        'works',
        worksInput(production(), { observed_at: future }),
        'en',
        'observed_at',
        'The date cannot be in the future',
      ],
      [
        'driving',
        drivingInput(production(), { trip_date: dayOf(Date.now() + 2 * DAY) }),
        'en',
        'trip_date',
        'The date cannot be in the future',
      ],
      [
        'driving',
        drivingInput(production(), { checks: { seat_belt: 'unsafe' as 'safe' } }),
        'ru',
        'checks.seat_belt',
        'Выберите значение из списка',
      ],
      ['driving', drivingInput(production(), { start_time: '25:00' }), 'en', 'start_time', 'Invalid value'],
    ];
    for (const [kind, payload, language, field, text] of cases) {
      const response = await t.call(tokens.employee, {
        method: 'POST',
        url: `${OBSERVATION_BASES[kind as 'pnbr']}/`,
        payload,
        headers: lang(language),
      });
      expect(response.statusCode, `${kind} ${field}: ${response.body}`).toBe(400);
      expect(response.json<TErrorBody>().errors?.[field], `${kind} ${field}`).toEqual([text]);
    }
    // Another subsidiary is no organization of the employee's to file for.
    const elsewhere = await t.call(tokens.employee, {
      method: 'POST',
      url: `${OBSERVATION_BASES.pnbr}/`,
      payload: pnbrInput(refining()),
      headers: lang('en'),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(Object.keys(elsewhere.json<TErrorBody>().errors ?? {})).toEqual(['organization_id']);
    expect(await stored()).toEqual(before);
  });

  it('refuse a trip that ends before it starts, on the end, when created and when changed', async () => {
    const before = await stored();
    const created = await t.call(tokens.employee, {
      method: 'POST',
      url: `${OBSERVATION_BASES.driving}/`,
      payload: drivingInput(production(), { start_time: '10:00', end_time: '09:15' }),
      headers: lang('en'),
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json<TErrorBody>().errors).toEqual({ end_time: ['The end cannot be before the start'] });
    expect(await stored()).toEqual(before);

    // Only the end is sent: it is checked against the start already stored (08:30).
    const draft = await createObservation(t, tokens.employee, 'driving', drivingInput(production()));
    const changed = await t.call(tokens.employee, {
      method: 'PATCH',
      url: `${OBSERVATION_BASES.driving}/${draft.id}/`,
      payload: { version: draft.version, end_time: '07:00' },
      headers: lang('kk'),
    });
    expect(changed.statusCode, changed.body).toBe(400);
    expect(changed.json<TErrorBody>().errors).toEqual({
      end_time: ['Аяқталу уақыты басталу уақытынан ерте болмауы керек'],
    });
    const same = await t.call(tokens.employee, { url: `${OBSERVATION_BASES.driving}/${draft.id}/` });
    expect(same.json()).toMatchObject({ end_time: '11:05', version: draft.version });
  });

  it('are not sent with nothing rated: 400 saying so, and the draft stays a draft', async () => {
    for (const checks of [{}, { hot_work: 'not_applicable' as const }]) {
      const draft = await createObservation(
        t,
        tokens.employee,
        'works',
        worksInput(production(), { checks }),
      );
      const response = await actOnObservation(t, tokens.employee, 'works', draft, 'save_and_send');
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Оцените хотя бы один пункт: «безопасно» или «опасно»',
        errors: { checks: ['Оцените хотя бы один пункт: «безопасно» или «опасно»'] },
      });
      const same = await t.call(tokens.employee, { url: `${OBSERVATION_BASES.works}/${draft.id}/` });
      expect(same.json()).toMatchObject({ status: 'draft', version: draft.version });
    }
  });

  it('stay within the scope: another subsidiary gets 404 and an empty list', async () => {
    for (const kind of OBSERVATION_KINDS) {
      const base = OBSERVATION_BASES[kind];
      const sent = await sentObservation(t, tokens.employee, kind, inputOf[kind](production()));
      const stranger = await t.call(tokens.employee2, { url: `${base}/${sent.id}/`, headers: lang('en') });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json<TErrorBody>().detail).toBe('Record not found');
      expect((await t.call(tokens.employee2, { url: `${base}/${sent.id}/history/` })).statusCode).toBe(404);
      expect((await list('employee2', base, '')).count).toBe(0);
      expect((await t.call(tokens.headdotos, { url: `${base}/${sent.id}/` })).statusCode).toBe(200);
    }
  });

  it('are their author’s alone while drafts, and read-only once sent', async () => {
    const base = OBSERVATION_BASES.pnbr;
    const draft = await createObservation(t, tokens.employee, 'pnbr', pnbrInput(production()));
    for (const login of ['admin', 'dotos', 'headdotos'] as const) {
      expect((await t.call(tokens[login], { url: `${base}/${draft.id}/` })).statusCode, login).toBe(404);
      const theirs = await list(login, base, `search=${draft.number}`);
      expect(theirs.count, login).toBe(0);
    }
    expect((await list('employee', base, `search=${draft.number}`)).count).toBe(1);
    const sent = (
      await actOnObservation(t, tokens.employee, 'pnbr', draft, 'save_and_send')
    ).json<TObservationAnswer>();
    expect(sent).toMatchObject({ status: 'sent', allowed_actions: [], can_edit: false, can_delete: false });
    expect((await list('admin', base, `search=${draft.number}`)).count).toBe(1);
    const edit = await t.call(tokens.employee, {
      method: 'PATCH',
      url: `${base}/${sent.id}/`,
      payload: { version: sent.version, comment: 'Позже' },
      headers: lang('en'),
    });
    expect(edit.statusCode).toBe(409);
    const remove = await t.call(tokens.employee, {
      method: 'DELETE',
      url: `${base}/${sent.id}/`,
      payload: { version: sent.version },
    });
    expect(remove.statusCode).toBe(409);
  });

  it('change with the version read: a stale one gets 409 and loses nothing', async () => {
    const base = OBSERVATION_BASES.driving;
    const draft = await createObservation(t, tokens.employee, 'driving', drivingInput(production()));
    const patch = (version: number, payload: object) =>
      t.call(tokens.employee, {
        method: 'PATCH',
        url: `${base}/${draft.id}/`,
        payload: { version, ...payload },
        headers: lang('en'),
      });
    const first = await patch(draft.version, { checks: { seat_belt: 'safe' }, comment: 'Исправлено' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TObservationAnswer>()).toMatchObject({
      checks: { seat_belt: 'safe' },
      at_risk_count: 0,
      version: draft.version + 1,
    });
    const stale = await patch(draft.version, { comment: 'Перезапись' });
    expect(stale.statusCode).toBe(409);
    const now = (await t.call(tokens.employee, { url: `${base}/${draft.id}/` })).json<TObservationAnswer>();
    expect(now.comment).toBe('Исправлено');
    const history = (await t.call(tokens.employee, { url: `${base}/${draft.id}/history/` })).json<
      { action: string; changes: Record<string, unknown> | null }[]
    >();
    expect(history.map((h) => h.action)).toEqual(['create', 'update']);
    expect(Object.keys(history[1]?.changes ?? {}).sort()).toEqual(['checks', 'comment']);
    const gone = await t.call(tokens.employee, {
      method: 'DELETE',
      url: `${base}/${draft.id}/`,
      payload: { version: now.version },
    });
    expect(gone.statusCode).toBe(204);
    expect((await t.call(tokens.employee, { url: `${base}/${draft.id}/` })).statusCode).toBe(404);
  });

  it('follow their workflow: every action in every state for every demo role', async () => {
    await expectWorkflowMatrix({
      t,
      workflow: OBSERVATION_WORKFLOW,
      author: 'employee',
      recordIn: (status): Promise<TObservationAnswer> =>
        status === ('sent' satisfies TObservationStatus)
          ? sentObservation(t, tokens.employee, 'pnbr', pnbrInput(production()))
          : createObservation(t, tokens.employee, 'pnbr', pnbrInput(production())),
      act: (login, record, action) =>
        actOnObservation(t, tokens[login], 'pnbr', record, action, 'Комментарий'),
      read: async (record) =>
        (
          await t.call(tokens.employee, { url: `${OBSERVATION_BASES.pnbr}/${record.id}/` })
        ).json<TObservationAnswer>(),
    });
  }, 120_000);
});

describe('lists of observations', () => {
  it('filter by status, organization, dates and findings', async () => {
    const base = OBSERVATION_BASES.pnbr;
    const marker = `Фильтр-${Date.now()}`;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();
    const risky = await sentObservation(
      t,
      tokens.employee,
      'pnbr',
      pnbrInput(production(), { place: `${marker} А`, observed_at: at(3) }),
    );
    const safe = await sentObservation(
      t,
      tokens.employee,
      'pnbr',
      pnbrInput(production(), { place: `${marker} Б`, observed_at: at(0.1), checks: { hot_work: 'safe' } }),
    );
    const draft = await createObservation(
      t,
      tokens.employee,
      'pnbr',
      pnbrInput(production(), { place: `${marker} В`, observed_at: at(10) }),
    );
    const ids = async (query: string, login: TLogin = 'employee') =>
      (await list(login, base, `search=${encodeURIComponent(marker)}&${query}`)).results
        .map((r) => r.id)
        .sort();
    const sorted = (...records: { id: string }[]) => records.map((r) => r.id).sort();
    expect(await ids('')).toEqual(sorted(risky, safe, draft));
    expect(await ids('at_risk=true')).toEqual(sorted(risky, draft));
    expect(await ids('at_risk=false')).toEqual(sorted(safe));
    expect(await ids('status=sent')).toEqual(sorted(risky, safe));
    expect(await ids('status=draft', 'dotos')).toEqual([]);
    expect(await ids(`organization_id=${production()}`)).toEqual(sorted(risky, safe, draft));
    expect(await ids(`organization_id=${refining()}`)).toEqual([]);
    expect(await ids(`date_from=${dayOf(Date.now() - 5 * DAY)}`)).toEqual(sorted(risky, safe));
    expect(await ids(`date_to=${dayOf(Date.now() - 2 * DAY)}`)).toEqual(sorted(risky, draft));
    expect(
      await ids(
        `date_from=${dayOf(Date.now() - 5 * DAY)}&date_to=${dayOf(Date.now() - 2 * DAY)}&at_risk=true`,
      ),
    ).toEqual(sorted(risky));
    const page = await list('employee', base, `search=${encodeURIComponent(marker)}&ordering=-at_risk_count`);
    expect(page.results[page.results.length - 1]?.id).toBe(safe.id);
    expect(page.results[0]).toMatchObject({ subject: `${marker} А`, at_risk_count: 1 });

    // A driving observation's day is a day: the bounds include it.
    const trip = drivingInput(production(), { driver: `${marker} водитель` });
    const driving = await sentObservation(t, tokens.employee, 'driving', trip);
    const drivingIds = (
      await list(
        'employee',
        OBSERVATION_BASES.driving,
        `search=${encodeURIComponent(marker)}&date_from=${trip.trip_date}&date_to=${trip.trip_date}&at_risk=true`,
      )
    ).results;
    expect(drivingIds.map((r) => r.id)).toEqual([driving.id]);
    expect(drivingIds[0]?.observed_at).toBe(trip.trip_date);
  });

  it('export what the list shows, headed in the caller’s language', async () => {
    const marker = `Экспорт-${Date.now()}`;
    const records = [
      await sentObservation(
        t,
        tokens.employee,
        'works',
        worksInput(production(), { structural_division: `${marker} 1` }),
      ),
      await sentObservation(
        t,
        tokens.employee,
        'works',
        worksInput(production(), { structural_division: `${marker} 2`, checks: { line_of_fire: 'at_risk' } }),
      ),
    ];
    const exported = await t.call(tokens.dotos, {
      url: `${OBSERVATION_BASES.works}/export.xlsx?search=${encodeURIComponent(marker)}&ordering=number`,
      headers: lang('en'),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Number',
      'Status',
      'Time of observation',
      'Organization',
      'Structural division',
      'At-risk findings',
      'Author',
    ]);
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(2);
    const rows = [2, 3].map((n) => sheet?.getRow(n));
    expect(rows.map((row) => row?.getCell(1).value)).toEqual(records.map((r) => r.number).sort());
    expect(rows.map((row) => row?.getCell(2).value)).toEqual(['Sent', 'Sent']);
    expect(rows.map((row) => row?.getCell(6).value).sort()).toEqual([0, 1]);
    expect(rows[0]?.getCell(7).value).toBe('Работников Ерболат');
    expect(rows[0]?.getCell(3).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(rows[0]?.getCell(3).value).toBeInstanceOf(Date);

    // A trip's day is a date without a time or a zone.
    const trip = drivingInput(production(), { driver: `${marker} водитель` });
    await sentObservation(t, tokens.employee, 'driving', trip);
    const trips = await t.call(tokens.dotos, {
      url: `${OBSERVATION_BASES.driving}/export.xlsx?search=${encodeURIComponent(marker)}`,
    });
    const tripBook = new ExcelJS.Workbook();
    await tripBook.xlsx.load(trips.rawPayload as unknown as ArrayBuffer);
    const day = tripBook.worksheets[0]?.getRow(2).getCell(3);
    expect(day?.numFmt).toBe('dd.mm.yyyy');
    expect(day?.value).toEqual(new Date(`${trip.trip_date}T00:00:00Z`));
  });
});

describe('a printed observation', () => {
  it('is a PDF in the reader’s language, within the reader’s scope only', async () => {
    const words = (text: string) => text.replace(/\s+/g, '');
    const sent = await sentObservation(t, tokens.employee, 'pnbr', pnbrInput(production()));
    const response = await t.call(tokens.employee, {
      url: `${OBSERVATION_BASES.pnbr}/${sent.id}/pdf/?tz=Asia/Almaty`,
      headers: lang('kk'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="${sent.number}.pdf"`);
    const { title, pages } = await pdfText(response.rawPayload);
    expect(title).toBe(`Қауіпсіз мінез-құлықты бақылау (ҚМБ) ${sent.number}`);
    const text = pages.join('');
    for (const label of [
      'Жіберілді',
      'Бақылаушы',
      'Досымов Данияр',
      'Бақыланғандар саны',
      'Жұмыс тоқтатылды',
      'Иә',
      'Өмірлік маңызды ережелер',
      'Энергия көздерін оқшаулау',
      'Қауіпсіз',
      'Қауіпті аймақ',
      'Қауіпті',
      'Қолданылмайды',
      'Бақылаудың сипаттамасы',
    ])
      expect(text, label).toContain(words(label));
    const elsewhere = await t.call(tokens.employee2, { url: `${OBSERVATION_BASES.pnbr}/${sent.id}/pdf/` });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('a comment on each rated check (domain.md §3a)', () => {
  it('is kept with the check, changed by the author, and printed beside it', async () => {
    const input = pnbrInput(production(), {
      check_comments: {
        line_of_fire: 'Стоял на линии удара ключа',
        energy_isolation: 'Замок и бирка на месте',
      },
    });
    const created = await createObservation(t, tokens.employee, 'pnbr', input);
    expect(created.check_comments).toEqual(input.check_comments);
    const changed = await t.call(tokens.employee, {
      method: 'PATCH',
      url: `${OBSERVATION_BASES.pnbr}/${created.id}/`,
      payload: { version: created.version, check_comments: { line_of_fire: 'Отошёл после замечания' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TObservationAnswer>().check_comments).toEqual({
      line_of_fire: 'Отошёл после замечания',
    });
    const pdf = await t.call(tokens.employee, { url: `${OBSERVATION_BASES.pnbr}/${created.id}/pdf/` });
    expect((await pdfText(pdf.rawPayload)).pages.join('')).toContain('Отошёлпослезамечания');
  });

  it('refuses a comment on a check the kind does not have, or a too long one (400), storing nothing', async () => {
    const before = await stored();
    for (const [comments, field] of [
      [{ luck: 'x' }, 'check_comments'],
      [{ hot_work: 'x'.repeat(1001) }, 'check_comments.hot_work'],
    ] as const) {
      const response = await t.call(tokens.employee, {
        method: 'POST',
        url: `${OBSERVATION_BASES.pnbr}/`,
        payload: pnbrInput(production(), { check_comments: comments as Record<string, string> }),
        headers: lang('en'),
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<TErrorBody>().errors ?? {})).toContain(field);
    }
    expect(await stored()).toEqual(before);
  });
});

describe('work practices beside the vital rules (domain.md §3a)', () => {
  it('are rated with a comment in PNBR and works, stored, answered, counted and printed as a group', async () => {
    const input = pnbrInput(production(), {
      checks: { line_of_fire: 'safe', ppe: 'at_risk', housekeeping: 'safe', chemicals: 'not_applicable' },
      check_comments: { ppe: 'Без защитных очков у ключа', housekeeping: 'Проход свободен' },
    });
    const created = await createObservation(t, tokens.employee, 'pnbr', input);
    expect(created).toMatchObject({
      checks: input.checks,
      check_comments: input.check_comments,
      at_risk_count: 1,
    });
    const [row] = await t.database.db
      .select({ checks: pnbrObservations.checks, comments: pnbrObservations.checkComments })
      .from(pnbrObservations)
      .where(eq(pnbrObservations.id, created.id));
    expect(row).toEqual({ checks: input.checks, comments: input.check_comments });
    const read = await t.call(tokens.employee, { url: `${OBSERVATION_BASES.pnbr}/${created.id}/` });
    expect(read.json<TObservationAnswer>()).toMatchObject({ checks: input.checks, at_risk_count: 1 });

    // A broken rule and a slipped practice are two findings, whichever group they are in.
    const works = await createObservation(
      t,
      tokens.employee,
      'works',
      worksInput(production(), { checks: { hot_work: 'at_risk', fire_prevention: 'at_risk', ppe: 'safe' } }),
    );
    expect(works.at_risk_count).toBe(2);
    const fixed = await t.call(tokens.employee, {
      method: 'PATCH',
      url: `${OBSERVATION_BASES.works}/${works.id}/`,
      payload: { version: works.version, checks: { hot_work: 'safe', fire_prevention: 'at_risk' } },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json<TObservationAnswer>().at_risk_count).toBe(1);

    // Sent, it is listed among those with findings, and its practice is a finding a task may follow.
    const sent = await actOnObservation(t, tokens.employee, 'pnbr', created, 'save_and_send');
    expect(sent.statusCode, sent.body).toBe(200);
    const found = await list('employee', OBSERVATION_BASES.pnbr, `at_risk=true&search=${created.number}`);
    expect(found.results.map((r) => [r.id, r.at_risk_count])).toEqual([[created.id, 1]]);
    const tasks = await t.call(tokens.employee, { url: `${OBSERVATION_BASES.pnbr}/${created.id}/tasks/` });
    expect(tasks.json<{ finding_keys: string[] }>().finding_keys).toEqual(['ppe']);

    const pdf = await t.call(tokens.employee, {
      url: `${OBSERVATION_BASES.pnbr}/${created.id}/pdf/`,
      headers: lang('en'),
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).pages.join('');
    const words = (value: string) => value.replace(/\s+/g, '');
    for (const label of [
      'Life-saving rules',
      'Line of fire',
      'Work practices',
      'Personal protective equipment',
      'Без защитных очков у ключа',
      'Housekeeping',
      'Chemical handling',
    ])
      expect(text, label).toContain(words(label));
    // The rules come first, the practices under their own heading after them.
    expect(text.indexOf('Lineoffire')).toBeLessThan(text.indexOf('Workpractices'));
    expect(text.indexOf('Workpractices')).toBeLessThan(text.indexOf('Personalprotectiveequipment'));
  });

  it('refuse a key no group of the kind holds, and a practice in a driving observation (400), storing nothing', async () => {
    const before = await stored();
    const cases: [TObservationKind, object, string][] = [
      ['pnbr', { ...pnbrInput(production()), checks: { luck: 'safe' } }, 'checks'],
      ['pnbr', { ...pnbrInput(production()), checks: { seat_belt: 'safe' } }, 'checks'],
      ['works', { ...worksInput(production()), check_comments: { gloves: 'x' } }, 'check_comments'],
      ['pnbr', { ...pnbrInput(production()), checks: { ppe: 'risky' } }, 'checks.ppe'],
      ['driving', { ...drivingInput(production()), checks: { ppe: 'safe' } }, 'checks'],
    ];
    for (const [kind, payload, field] of cases) {
      const response = await t.call(tokens.employee, {
        method: 'POST',
        url: `${OBSERVATION_BASES[kind]}/`,
        payload,
        headers: lang('en'),
      });
      expect(response.statusCode, `${kind} ${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json<TErrorBody>().errors ?? {}), `${kind} ${field}`).toContain(field);
    }
    expect(await stored()).toEqual(before);
  });

  it('leave driving its own habits, the following distance among them', async () => {
    expect(DRIVING_CHECKS.indexOf('distance')).toBe(DRIVING_CHECKS.indexOf('phone') + 1);
    const input = drivingInput(production(), {
      checks: { seat_belt: 'safe', distance: 'at_risk' },
      check_comments: { distance: 'Меньше двух секунд за грузовиком' },
    });
    const created = await createObservation(t, tokens.employee, 'driving', input);
    expect(created).toMatchObject({
      checks: input.checks,
      check_comments: input.check_comments,
      at_risk_count: 1,
    });
    const pdf = await t.call(tokens.employee, {
      url: `${OBSERVATION_BASES.driving}/${created.id}/pdf/`,
      headers: lang('kk'),
    });
    const text = (await pdfText(pdf.rawPayload)).pages.join('');
    expect(text).toContain('Арақашықтықтысақтау');
    expect(text).not.toContain('Жұмыстәжірибелері');
  });
});
