import type { TDeadline } from '@hse/contracts/deadlines';
import type { THoliday } from '@hse/contracts/holidays';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { deadlineNotices, history, incidents, notifications } from '../db/schema/index.ts';
import {
  registerDeadlineSource,
  scanDeadlines,
  type TDeadlineItem,
  type TDeadlineSettings,
} from '../platform/deadlines.ts';
import type { TDeps } from '../platform/deps.ts';
import {
  addWorkingDays,
  loadCalendar,
  type TCalendar,
  workingDaysBetween,
} from '../platform/working-days.ts';
import { seedDemoIncidents } from '../seed/demo-incidents.ts';
import { seedDemoInvestigations } from '../seed/demo-investigations.ts';
import { lang, orgTree, type TOrgTree, userIdOf } from './builders.ts';
import { acted, createIncident, incidentInput } from './incident-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
let t: TTestApp;
let tree: TOrgTree;
let other: Database | undefined;
let otherDeps: TDeps;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tree = await orgTree(t);
  if (t.database.engine === 'postgres') {
    // A second server process: its own pool on the same database.
    const result = await t.database.db.execute(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]?.name}`;
    other = await openDatabase({ url: url.toString(), poolSize: 3 });
  }
  otherDeps = other ? { ...t.deps, db: other.db } : t.deps;
  for (const login of ['admin', 'dotos', 'headdotos', 'employee', 'employee2', 'auditor']) {
    tokens[login] = (await t.signIn(login)).token;
    ids[login] = await userIdOf(t, login);
  }
}, 60_000);
afterAll(async () => {
  await other?.close();
  await t.close();
});

const almaty = (local: string) => new Date(`${local}+05:00`);

describe('working days of Kazakhstan', () => {
  let calendar: TCalendar;
  beforeAll(async () => {
    calendar = await loadCalendar(t.database.db, 'Asia/Almaty');
  });

  it('skip weekends and the seeded public holidays, in the organization’s time zone', () => {
    // Friday before Nauryz: 21–23 March 2026 and the two days carried over from its weekend are off.
    expect(addWorkingDays(calendar, almaty('2026-03-20T10:00:00'), 1)).toEqual(almaty('2026-03-26T10:00:00'));
    // Ten working days from a Thursday, over two weekends and Independence Day (Wednesday 16 December).
    expect(addWorkingDays(calendar, almaty('2026-12-10T09:30:00'), 10)).toEqual(
      almaty('2026-12-25T09:30:00'),
    );
    // 20:00 UTC on Friday is already Saturday in Almaty: the count starts from Saturday.
    expect(addWorkingDays(calendar, new Date('2026-03-13T20:00:00Z'), 1)).toEqual(
      almaty('2026-03-16T01:00:00'),
    );
    expect(addWorkingDays(calendar, almaty('2026-03-26T10:00:00'), -1)).toEqual(
      almaty('2026-03-20T10:00:00'),
    );
    expect(workingDaysBetween(calendar, almaty('2026-03-20T10:00:00'), almaty('2026-03-27T08:00:00'))).toBe(
      2,
    );
    expect(workingDaysBetween(calendar, almaty('2026-03-27T08:00:00'), almaty('2026-03-20T10:00:00'))).toBe(
      -2,
    );
    expect(workingDaysBetween(calendar, almaty('2026-03-27T08:00:00'), almaty('2026-03-27T18:00:00'))).toBe(
      0,
    );
  });

  it('count a weekend day the administrator makes a working day, and a day off added', async () => {
    const saturday = await t.call(tokens.admin as string, {
      method: 'POST',
      url: '/api/holidays/',
      payload: {
        day: '2026-02-28',
        kind: 'working_day',
        name_ru: 'Рабочая суббота',
        name_kk: 'Жұмыс сенбісі',
        name_en: 'Working Saturday',
      },
    });
    expect(saturday.statusCode, saturday.body).toBe(201);
    const updated = await loadCalendar(t.database.db, 'Asia/Almaty');
    // Friday 27 February + 1 working day is now Saturday 28.
    expect(addWorkingDays(updated, almaty('2026-02-27T12:00:00'), 1)).toEqual(almaty('2026-02-28T12:00:00'));
    expect(addWorkingDays(calendar, almaty('2026-02-27T12:00:00'), 1)).toEqual(almaty('2026-03-02T12:00:00'));
  });
});

describe('the holidays API', () => {
  const body = (overrides: object = {}) => ({
    day: '2027-09-15',
    kind: 'holiday',
    name_ru: 'Перенесённый выходной',
    name_kk: 'Ауыстырылған демалыс күні',
    name_en: 'Moved day off',
    ...overrides,
  });

  it('lists a year’s calendar to anyone signed in, the seeded holidays among them', async () => {
    const response = await t.call(tokens.employee as string, { url: '/api/holidays/?year=2026' });
    expect(response.statusCode).toBe(200);
    const days = response.json<THoliday[]>();
    expect(days.map((d) => d.day)).toContain('2026-12-16');
    expect(days.find((d) => d.day === '2026-03-22')?.name_kk).toBe('Наурыз мейрамы');
    expect(days.every((d) => d.day.startsWith('2026-'))).toBe(true);
    expect((await t.call(null, { url: '/api/holidays/' })).statusCode).toBe(401);
  });

  it('lets only administrators change it', async () => {
    for (const login of ['dotos', 'headdotos', 'employee', 'auditor']) {
      const response = await t.call(tokens[login] as string, {
        method: 'POST',
        url: '/api/holidays/',
        payload: body(),
      });
      expect(response.statusCode, login).toBe(403);
    }
  });

  it('refuses bad values with texts in the reader’s language, and a second entry for one day', async () => {
    const bad = await t.call(tokens.admin as string, {
      method: 'POST',
      url: '/api/holidays/',
      headers: lang('kk'),
      payload: body({ day: '2027-02-30', kind: 'party', name_ru: ' ', name_en: 'x'.repeat(201) }),
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(['day', 'kind', 'name_en', 'name_ru']);
    expect(errors.name_ru?.[0]).toMatch(/толтыр|Міндетті/i);
    const first = await t.call(tokens.admin as string, {
      method: 'POST',
      url: '/api/holidays/',
      payload: body(),
    });
    expect(first.statusCode, first.body).toBe(201);
    const twice = await t.call(tokens.admin as string, {
      method: 'POST',
      url: '/api/holidays/',
      headers: lang('en'),
      payload: body({ name_en: 'Again' }),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ errors: Record<string, string[]> }>().errors.day).toEqual([
      'The calendar already has an entry for this day',
    ]);
  });

  it('updates at the version read and deletes with confirmation of the version', async () => {
    const created = (
      await t.call(tokens.admin as string, {
        method: 'POST',
        url: '/api/holidays/',
        payload: body({ day: '2027-10-01' }),
      })
    ).json<THoliday>();
    const changed = await t.call(tokens.admin as string, {
      method: 'PATCH',
      url: `/api/holidays/${created.id}/`,
      payload: { version: created.version, name_en: 'Renamed', kind: 'working_day' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<THoliday>()).toMatchObject({ name_en: 'Renamed', kind: 'working_day', version: 2 });
    const stale = await t.call(tokens.admin as string, {
      method: 'PATCH',
      url: `/api/holidays/${created.id}/`,
      payload: { version: 1, name_en: 'Late' },
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (
        await t.call(tokens.admin as string, {
          method: 'DELETE',
          url: `/api/holidays/${created.id}/?version=1`,
        })
      ).statusCode,
    ).toBe(409);
    const removed = await t.call(tokens.admin as string, {
      method: 'DELETE',
      url: `/api/holidays/${created.id}/?version=2`,
    });
    expect(removed.statusCode).toBe(204);
    const left = (await t.call(tokens.admin as string, { url: '/api/holidays/?year=2027' })).json<
      THoliday[]
    >();
    expect(left.some((d) => d.id === created.id)).toBe(false);
    // The day is free again.
    const again = await t.call(tokens.admin as string, {
      method: 'POST',
      url: '/api/holidays/',
      payload: body({ day: '2027-10-01' }),
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('deadline reminders, overdue notices and escalation', () => {
  const settings: TDeadlineSettings = {
    reminders: [3 * DAY, DAY],
    escalationAfterMs: DAY,
    lookbackMs: 14 * DAY,
    timeZone: 'Asia/Almaty',
  };
  const due = almaty('2030-06-14T12:00:00');
  const items: TDeadlineItem[] = [];
  const item = (
    id: string,
    dueAt: Date,
    responsible: string[],
    escalation: string[] = [],
  ): TDeadlineItem => ({
    id,
    entityType: 'test',
    entityId: id,
    title: { ru: `Задача ${id}`, kk: `Тапсырма ${id}`, en: `Task ${id}` },
    dueAt,
    organizationId: tree.subsidiaries[0]?.id as string,
    responsibleIds: responsible,
    escalationIds: escalation,
    link: `/test/${id}`,
  });

  beforeAll(() => {
    registerDeadlineSource({
      key: 'test.source',
      due: async (_context, window) =>
        items.filter((i) => i.dueAt >= window.from && i.dueAt < window.to && i.id.startsWith('t-')),
      ofRecord: async () => [],
    });
  });

  const noticesOf = async (itemId: string) =>
    t.database.db
      .select()
      .from(deadlineNotices)
      .where(and(eq(deadlineNotices.source, 'test.source'), eq(deadlineNotices.itemId, itemId)));
  const notificationsOf = async (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), sql`${notifications.link} like '/test/%'`));

  it('remind once per stage, even when the scan runs twice or in two processes at once', async () => {
    items.push(item('t-1', due, [ids.employee as string]));
    const twoDaysBefore = new Date(due.getTime() - 2 * DAY);
    const sent = await Promise.all([
      scanDeadlines(t.deps, twoDaysBefore, settings),
      scanDeadlines(otherDeps, twoDaysBefore, settings),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await scanDeadlines(t.deps, new Date(twoDaysBefore.getTime() + HOUR), settings)).toBe(0);
    expect((await noticesOf('t-1')).map((n) => n.stage)).toEqual([`remind_${3 * DAY}`]);
    const [told] = await notificationsOf(ids.employee as string);
    expect(told?.titleRu).toBe('Срок «Задача t-1» истекает 14.06.2030, 12:00');
    expect(told?.titleKk).toBe('«Тапсырма t-1» мерзімі 14.06.2030, 12:00 аяқталады');
    expect(told?.titleEn).toBe('The deadline “Task t-1” is due 14/06/2030, 12:00');
    expect(told?.link).toBe('/test/t-1');
    // Twelve hours before: the one-day reminder, once.
    const halfDayBefore = new Date(due.getTime() - 12 * HOUR);
    expect(await scanDeadlines(t.deps, halfDayBefore, settings)).toBe(1);
    expect(await scanDeadlines(otherDeps, halfDayBefore, settings)).toBe(0);
  });

  it('tell of an overdue item at once and escalate it after the grace period to the approver and the HSE staff', async () => {
    const approver = ids.employee2 as string;
    items.push(item('t-2', almaty('2030-07-01T09:00:00'), [ids.employee as string], [approver]));
    await scanDeadlines(t.deps, almaty('2030-07-01T10:00:00'), settings);
    expect((await noticesOf('t-2')).map((n) => n.stage)).toEqual(['overdue']);
    await scanDeadlines(t.deps, almaty('2030-07-02T10:00:00'), settings);
    await scanDeadlines(otherDeps, almaty('2030-07-02T11:00:00'), settings);
    const escalated = (await noticesOf('t-2')).filter((n) => n.stage === 'escalation').map((n) => n.userId);
    expect(escalated).toContain(approver);
    expect(escalated).toContain(ids.dotos);
    expect(escalated).toContain(ids.headdotos);
    expect(escalated).not.toContain(ids.auditor);
    expect(escalated).not.toContain(ids.employee);
    expect(new Set(escalated).size).toBe(escalated.length);
    const [told] = await notificationsOf(approver);
    expect(told?.titleEn).toBe('Overdue and not done: “Task t-2” (due 01/07/2030, 09:00)');
  });

  it('gather what one person is told in a day into one digest notification', async () => {
    const person = ids.auditor as string;
    items.push(
      item('t-3', almaty('2030-09-10T09:00:00'), [person]),
      item('t-4', almaty('2030-09-10T15:00:00'), [person]),
    );
    await scanDeadlines(t.deps, almaty('2030-09-08T08:00:00'), settings);
    // Another item joins the same day: the day's notification grows, no second one appears.
    items.push(item('t-5', almaty('2030-09-11T08:00:00'), [person]));
    await scanDeadlines(t.deps, almaty('2030-09-08T17:00:00'), settings);
    const told = await notificationsOf(person);
    const digests = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, person), eq(notifications.link, '/notifications')));
    expect(told).toEqual([]);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.titleEn).toMatch(/^Deadlines needing attention: 3\. First: /);
    expect(digests[0]?.titleRu).toMatch(/^Сроки, требующие внимания: 3\./);
    expect(digests[0]?.titleKk).toMatch(/^Назар аударуды қажет ететін мерзімдер: 3\./);
    // Read, the next day's notices make a new one.
    await t.database.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, digests[0]?.id as string));
    await scanDeadlines(t.deps, almaty('2030-09-09T10:00:00'), settings);
    const unread = (await notificationsOf(person)).filter((n) => n.readAt === null);
    expect(unread.map((n) => n.link)).toEqual(['/test/t-3']);
  });
});

describe('a scan over many items', () => {
  it('writes the notices in batches and tells each person once', async () => {
    const person = ids.dotos as string;
    const due = almaty('2031-02-10T12:00:00');
    const many = Array.from({ length: 1200 }, (_, i) => ({
      id: `m-${i}`,
      entityType: 'test',
      entityId: `m-${i}`,
      title: { ru: `Пункт ${i}`, kk: `Тармақ ${i}`, en: `Item ${i}` },
      dueAt: due,
      organizationId: tree.subsidiaries[1]?.id as string,
      responsibleIds: [person],
      escalationIds: [],
      link: `/bulk/m-${i}`,
    }));
    registerDeadlineSource({
      key: 'test.bulk',
      due: async (_context, window) => many.filter((i) => i.dueAt >= window.from && i.dueAt < window.to),
      ofRecord: async () => [],
    });
    const settings: TDeadlineSettings = {
      reminders: [DAY],
      escalationAfterMs: DAY,
      lookbackMs: DAY,
      timeZone: 'Asia/Almaty',
    };
    const at = new Date(due.getTime() - 2 * HOUR);
    expect(await scanDeadlines(t.deps, at, settings)).toBe(1200);
    expect(await scanDeadlines(otherDeps, at, settings)).toBe(0);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, person),
          sql`${notifications.titleEn} like 'Deadlines needing attention: 1200.%'`,
        ),
      );
    expect(told).toHaveLength(1);
  });
});

describe('a scan telling hundreds of people', () => {
  it('tells each once in batches, whatever the size of the batch’s cache invalidation', async () => {
    await t.database.db.execute(sql`
      insert into users (id, login, password_hash, last_name, first_name, iin, organization_id)
      select gen_random_uuid(), 'many' || g, password_hash, 'Многов', 'Пункт', '77' || lpad(g::text, 10, '0'),
        organization_id
      from users, generate_series(1, 600) g where login = 'employee'`);
    const found = await t.database.db.execute(
      sql`select id from users where login like 'many%' order by login`,
    );
    // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
    const people = (found as unknown as { rows: { id: string }[] }).rows;
    expect(people).toHaveLength(600);
    const due = almaty('2032-03-10T12:00:00');
    const each = people.map(({ id }, i) => ({
      id: `p-${i}`,
      entityType: 'test',
      entityId: `p-${i}`,
      title: { ru: `Пункт ${i}`, kk: `Тармақ ${i}`, en: `Item ${i}` },
      dueAt: due,
      organizationId: tree.subsidiaries[0]?.id as string,
      responsibleIds: [id],
      escalationIds: [],
      link: `/people/p-${i}`,
    }));
    registerDeadlineSource({
      key: 'test.people',
      due: async (_context, window) => each.filter((i) => i.dueAt >= window.from && i.dueAt < window.to),
      ofRecord: async () => [],
    });
    const settings: TDeadlineSettings = {
      reminders: [DAY],
      escalationAfterMs: DAY,
      lookbackMs: DAY,
      timeZone: 'Asia/Almaty',
    };
    const at = new Date(due.getTime() - 2 * HOUR);
    // More people than one transaction tells: their notifications' tags exceed one NOTIFY payload.
    expect(await scanDeadlines(t.deps, at, settings)).toBe(600);
    expect(await scanDeadlines(otherDeps, at, settings)).toBe(0);
    const told = await t.database.db
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(sql`${notifications.link} like '/people/%'`);
    expect(told).toHaveLength(600);
    expect(new Set(told.map((n) => n.userId)).size).toBe(600);
  });
});

describe('the Labour Code deadlines of an accident', () => {
  beforeAll(async () => {
    await seedDemoIncidents(t.database.db);
    await seedDemoInvestigations(t.database.db);
  }, 60_000);

  it('count from the occurrence, the registration and the act, and show as met', async () => {
    const [accident] = await t.database.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.kind, 'accident'), inArray(incidents.status, ['in_work', 'closed'])))
      .limit(1);
    if (!accident) throw new Error('No demo accident');
    const response = await t.call(tokens.headdotos as string, {
      url: `/api/incidents/${accident.id}/deadlines/`,
      headers: lang('en'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const deadlines = response.json<TDeadline[]>();
    expect(deadlines.map((d) => d.stage)).toEqual(['report', 'commission', 'investigation', 'act_sent']);
    expect(deadlines[0]?.title).toBe('Accident reported (24 hours)');
    expect(deadlines[0]?.due_at).toBe(new Date(accident.occurredAt.getTime() + 24 * HOUR).toISOString());
    const [sent] = await t.database.db
      .select({ at: sql<string>`min(${history.at})` })
      .from(history)
      .where(and(eq(history.entityId, accident.id), eq(history.action, 'save_and_send')));
    expect(deadlines[0]?.done_at).toBe(new Date(sent?.at as string).toISOString());
    expect(['done', 'done_late']).toContain(deadlines[0]?.state);
    // Other kinds have no such deadlines; a record out of scope is not found.
    const [fire] = await t.database.db.select().from(incidents).where(eq(incidents.kind, 'fire')).limit(1);
    const none = await t.call(tokens.headdotos as string, { url: `/api/incidents/${fire?.id}/deadlines/` });
    expect(none.json()).toEqual([]);
  });

  it('remind the author of a new accident and escalate it when the report is late', async () => {
    const employee = tokens.employee as string;
    const calendar = await loadCalendar(t.database.db, 'Asia/Almaty');
    const occurred = new Date(Date.now() - 30 * HOUR);
    const draft = await createIncident(
      t,
      employee,
      incidentInput(tree.subsidiaries[0]?.id as string, { occurred_at: occurred.toISOString() }),
    );
    const settings: TDeadlineSettings = {
      reminders: [3 * DAY, DAY],
      escalationAfterMs: 2 * HOUR,
      lookbackMs: 14 * DAY,
      timeZone: 'Asia/Almaty',
    };
    await scanDeadlines(t.deps, new Date(), settings);
    const notices = await t.database.db
      .select()
      .from(deadlineNotices)
      .where(sql`${deadlineNotices.itemId} like ${`${draft.id}:%`}`);
    const report = notices.filter((n) => n.itemId === `${draft.id}:report`);
    expect(report.find((n) => n.stage === 'overdue')?.userId).toBe(ids.employee);
    expect(report.filter((n) => n.stage === 'escalation').map((n) => n.userId)).toContain(ids.headdotos);
    // The commission's period counts from the occurrence while the message is unsent: overdue too.
    expect(notices.filter((n) => n.itemId === `${draft.id}:commission`).map((n) => n.stage)).toContain(
      'overdue',
    );
    // Sent, the report is met (late); the commission now counts from the registration.
    const sent = await acted(t, employee, draft, 'save_and_send');
    const deadlines = (await t.call(employee, { url: `/api/incidents/${sent.id}/deadlines/` })).json<
      TDeadline[]
    >();
    expect(deadlines[0]?.state).toBe('done_late');
    const registered = Date.parse(deadlines[0]?.done_at as string);
    expect(Date.parse(deadlines[1]?.due_at as string)).toBe(registered + 24 * HOUR);
    expect(deadlines[2]?.due_at).toBe(
      addWorkingDays(calendar, new Date(registered + 24 * HOUR), 10).toISOString(),
    );
    expect(deadlines.slice(1).map((d) => d.state)).toEqual(['open', 'open', 'open']);
    // Someone outside the organization's scope is told it does not exist.
    const foreign = await t.call(tokens.employee2 as string, { url: `/api/incidents/${sent.id}/deadlines/` });
    expect(foreign.statusCode).toBe(404);
  });
});
