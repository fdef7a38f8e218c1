import type { TBreakdownItem, THealthSafety } from '@hse/contracts/analytics/index';
import { TIME_OF_DAY_BANDS } from '@hse/contracts/analytics/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../platform/ids.ts';
import { addWorkingDays, loadCalendar } from '../platform/working-days.ts';
import { insertIncident, testSubsidiary } from './analytics-builders.ts';
import { orgTree } from './builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;
let dotos: string;
let org: { subsidiary: string; division: string };
/** A year no other record has: whatever the register holds of it, this file wrote. */
const YEAR = 2016;
const START = `${YEAR}-01-01T00:00:00Z`;
const END = `${YEAR + 1}-01-01T00:00:00Z`;
const at = (month: number, hour: number) =>
  `${YEAR}-${String(month).padStart(2, '0')}-14T${String(hour).padStart(2, '0')}:30:00Z`;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  dotos = (await t.signIn('dotos')).token;
  org = await testSubsidiary(t, (await orgTree(t)).holding.id);
  ids.a = await insertIncident(t, org.subsidiary, at(2, 3), 'accident', [{ body_part: 'hands' }]);
  ids.b = await insertIncident(t, org.division, at(3, 9), 'accident', [
    { body_part: 'eyes' },
    { body_part: 'eyes', outcome: 'rwc' },
  ]);
  ids.c = await insertIncident(t, org.subsidiary, at(4, 15), 'medical', [{ body_part: 'feet' }]);
  ids.d = await insertIncident(t, org.subsidiary, at(5, 21), 'accident', [{ body_part: null }]);
  ids.e = await insertIncident(t, org.subsidiary, at(6, 12), 'near_miss');
  // One statement writing several messages, as an import or the bench does.
  await run(sql`update incidents set preliminary_causes = case when id in (${ids.a}, ${ids.b}) then ' Падение предмета '
      else 'Нарушение ЛОТО' end, business_direction = case when id = ${ids.c} then 'refining' else 'production' end
    where id in (${ids.a}, ${ids.b}, ${ids.c}, ${ids.d}, ${ids.e})`);
}, 60_000);
afterAll(() => t.close());

const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await run(query)) as unknown as { rows: T[] }).rows;

/** The figures counted from the register itself, as healthSafety read them before the rollups. */
async function register() {
  const where = sql`i.deleted_at is null and i.status <> 'draft'
    and i.organization_id in (${org.subsidiary}, ${org.division})
    and i.occurred_at >= ${START}::timestamptz and i.occurred_at < ${END}::timestamptz`;
  const cause = await rows<{ key: string; n: number }>(sql`select btrim(preliminary_causes) as key,
      count(*)::int as n from incidents i where ${where} and btrim(preliminary_causes) <> ''
      group by 1 order by 2 desc, 1 limit 10`);
  const activity = await rows<{ key: string; n: number }>(sql`select business_direction as key,
      sum(jsonb_array_length(victims))::int as n from incidents i
      where ${where} and business_direction is not null group by 1 order by 1`);
  const hours = await rows<{ band: number; n: number }>(sql`select (extract(hour from i.occurred_at
      at time zone ${t.config.TIME_ZONE})::int / 6) as band, sum(jsonb_array_length(i.victims))::int as n
      from incidents i where ${where} group by 1`);
  const bodyPart = await rows<{
    key: string;
    n: number;
  }>(sql`select e->>'body_part' as key, count(*)::int as n
      from incidents i, jsonb_array_elements(i.victims) e where ${where} and e->>'body_part' is not null
      group by 1 order by 1`);
  const accidents = await rows<{ occurred_at: string | Date; done_at: string | Date | null }>(sql`
    select i.occurred_at, (select min(d.updated_at) from (
        select updated_at from investigation_acts a where a.incident_id = i.id and a.deleted_at is null
          and a.status in ('on_approval', 'approved')
        union all
        select updated_at from investigation_reports r where r.incident_id = i.id and r.deleted_at is null
          and r.status in ('on_approval', 'approved')) d) as done_at
    from incidents i where ${where} and i.kind = 'accident'`);
  const calendar = await loadCalendar(t.database.db, t.config.TIME_ZONE);
  const investigations = { accidents: accidents.length, on_time: 0, late: 0, overdue_open: 0 };
  for (const a of accidents) {
    const deadline = addWorkingDays(calendar, new Date(new Date(a.occurred_at).getTime() + 86_400_000), 10);
    if (a.done_at === null) {
      if (deadline.getTime() < Date.now()) investigations.overdue_open += 1;
    } else if (new Date(a.done_at).getTime() <= deadline.getTime()) investigations.on_time += 1;
    else investigations.late += 1;
  }
  const byBand = new Map(hours.map((h) => [Number(h.band), Number(h.n)]));
  return {
    cause: cause.map((r) => [r.key, Number(r.n)]),
    activity: activity.map((r) => [r.key, Number(r.n)]),
    time_of_day: TIME_OF_DAY_BANDS.map((band, i) => [band, byBand.get(i) ?? 0]),
    body_part: bodyPart.map((r) => [r.key, Number(r.n)]),
    investigations,
  };
}

/** The same figures as the dashboard answers them. */
async function dashboard() {
  const response = await t.call(dotos, {
    url: `/api/analytics/healthSafety/?from=${YEAR}-01&to=${YEAR}-12&organization_id=${org.subsidiary}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { breakdowns, investigations } = response.json<THealthSafety>();
  const pairs = (items: TBreakdownItem[]) => items.map((b) => [b.key, b.value]);
  const byKey = (a: (string | number)[], b: (string | number)[]) => String(a[0]).localeCompare(String(b[0]));
  return {
    cause: pairs(breakdowns.cause),
    activity: pairs(breakdowns.activity).sort(byKey),
    time_of_day: pairs(breakdowns.time_of_day),
    body_part: pairs(breakdowns.body_part).sort(byKey),
    investigations: {
      accidents: investigations.accidents.value,
      on_time: investigations.on_time,
      late: investigations.late,
      overdue_open: investigations.overdue_open.value,
    },
  };
}

async function expectEqualToRegister() {
  const expected = await register();
  expect(await dashboard()).toEqual({ ...expected, body_part: [...expected.body_part].sort() });
  return expected;
}

const insertAct = (incidentId: string, status: string, updatedAt: string) =>
  run(sql`insert into investigation_acts (id, number, organization_id, status, incident_id, title, updated_at)
    values (${newId()}, ${`ACT-${newId()}`}, ${org.subsidiary}, ${status}, ${incidentId}, 'Акт', ${updatedAt}::timestamptz)`);

describe('healthSafety from its rollups', () => {
  it('equals the register after inserts', async () => {
    const figures = await expectEqualToRegister();
    expect(figures.cause).toEqual(
      [
        ['Падение предмета', 2],
        ['Нарушение ЛОТО', 3],
      ].sort((a, b) => Number(b[1]) - Number(a[1])),
    );
    expect(figures.investigations).toEqual({ accidents: 3, on_time: 0, late: 0, overdue_open: 3 });
  });

  it('equals the register after edits, moves, returns to draft and a change of type', async () => {
    await run(sql`update incidents set preliminary_causes = 'Падение предмета', business_direction = null,
        occurred_at = occurred_at + interval '7 hours' where id = ${ids.c}`);
    await run(sql`update incidents set victims = jsonb_set(victims, '{0,body_part}', '"head"'),
        organization_id = ${org.division} where id = ${ids.a}`);
    await run(sql`update incidents set status = 'draft' where id = ${ids.e}`);
    await run(sql`update incidents set kind = 'incident' where id = ${ids.d}`);
    const figures = await expectEqualToRegister();
    expect(figures.investigations.accidents).toBe(2);
    expect(figures.body_part).toContainEqual(['head', 1]);
  });

  it('follows the investigation documents: signed on time, late, sent back, deleted', async () => {
    // Signed the day after the accident: on time; a document back in revision counts no more.
    await insertAct(ids.a as string, 'on_approval', at(2, 23).replace('-14T', '-15T'));
    await insertAct(ids.b as string, 'approved', `${YEAR}-12-30T10:00:00Z`);
    let figures = await expectEqualToRegister();
    expect(figures.investigations).toMatchObject({ on_time: 1, late: 1, overdue_open: 0 });
    await run(sql`update investigation_acts set status = 'revision' where incident_id = ${ids.b}`);
    figures = await expectEqualToRegister();
    expect(figures.investigations).toMatchObject({ on_time: 1, late: 0, overdue_open: 1 });
    await run(sql`update investigation_acts set deleted_at = now() where incident_id = ${ids.a}`);
    figures = await expectEqualToRegister();
    expect(figures.investigations).toMatchObject({ on_time: 0, overdue_open: 2 });
  });

  it('moves the deadlines when the holidays change', async () => {
    // Signed at 08:00 on the 1st of March: a day late, until the 22nd of February is a holiday.
    await insertAct(ids.a as string, 'approved', `${YEAR}-03-01T02:00:00Z`);
    let figures = await expectEqualToRegister();
    expect(figures.investigations).toMatchObject({ on_time: 0, late: 1, overdue_open: 1 });
    const holiday = newId();
    await run(sql`insert into holidays (id, day, kind, name_ru, name_kk, name_en)
      values (${holiday}, ${`${YEAR}-02-22`}, 'holiday', 'Праздник', 'Мереке', 'Holiday')`);
    figures = await expectEqualToRegister();
    expect(figures.investigations).toMatchObject({ on_time: 1, late: 0, overdue_open: 1 });
    await run(sql`delete from holidays where id = ${holiday}`);
    figures = await expectEqualToRegister();
    expect(figures.investigations).toMatchObject({ on_time: 0, late: 1 });
  });

  it('equals the register after a soft and a hard delete', async () => {
    await run(sql`update incidents set deleted_at = now() where id = ${ids.b}`);
    await run(sql`delete from incidents where id = ${ids.c}`);
    const figures = await expectEqualToRegister();
    expect(figures.investigations.accidents).toBe(1);
    expect(figures.time_of_day.reduce((sum, [, n]) => sum + Number(n), 0)).toBe(2);
  });
});

describe('investigations of recent accidents', () => {
  it('counts an open accident overdue only once its deadline has passed', async () => {
    const now = Date.now();
    await insertIncident(t, org.subsidiary, new Date(now - 3_600_000).toISOString(), 'accident', [{}]);
    await insertIncident(t, org.subsidiary, new Date(now - 60 * 86_400_000).toISOString(), 'accident', [{}]);
    const month = (ms: number) => new Date(ms).toISOString().slice(0, 7);
    const response = await t.call(dotos, {
      url: `/api/analytics/healthSafety/?from=${month(now - 60 * 86_400_000)}&to=${month(now)}&organization_id=${org.subsidiary}`,
    });
    const { investigations } = response.json<THealthSafety>();
    expect(investigations).toMatchObject({ due: 1, on_time: 0, late: 0, overdue_open: { value: 1 } });
    expect(investigations.accidents.value).toBe(2);
  });
});
