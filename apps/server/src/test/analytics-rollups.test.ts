import type { TAdvancedIndicators, TBreakdownItem, THealthSafety } from '@hse/contracts/analytics/index';
import type { TIncident } from '@hse/contracts/incidents';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIncident, testSubsidiary } from './analytics-builders.ts';
import { orgTree, type TOrgTree } from './builders.ts';
import { acted, createIncident, incidentInput, victim } from './incident-builders.ts';
import {
  actOnObservation,
  createObservation,
  drivingInput,
  pnbrInput,
  sentObservation,
} from './observation-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;
let tree: TOrgTree;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
const production = () => tree.subsidiaries[0]?.id as string;
const now = new Date();
const YEAR = now.getUTCFullYear();
const PERIOD = { from: `${YEAR}-01`, to: `${YEAR}-${String(now.getUTCMonth() + 1).padStart(2, '0')}` };

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'dotos', 'employee']) tokens[login] = (await t.signIn(login)).token;
  tree = await orgTree(t);
}, 60_000);
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The register counted directly, as the dashboards did before the rollups: the figures must equal it. */
async function direct(orgIds: string[]) {
  const ids = `{${orgIds.join(',')}}`;
  const start = `${YEAR}-01-01T00:00:00Z`;
  const end = new Date(Date.UTC(YEAR, now.getUTCMonth() + 1, 1)).toISOString();
  const [incidents] = await rows<Record<string, number>>(sql`select count(distinct i.id)::int as incidents,
      count(e)::int as injured,
      count(e) filter (where e->>'outcome' = 'lwdc')::int as lwdc,
      count(e) filter (where e->>'outcome' = 'mtc')::int as mtc,
      count(e) filter (where e->>'injury_severity' = 'severe')::int as severe
    from incidents i left join lateral jsonb_array_elements(i.victims) e on true
    where i.deleted_at is null and i.status <> 'draft' and i.organization_id = any(${ids}::uuid[])
      and i.occurred_at >= ${start}::timestamptz and i.occurred_at < ${end}::timestamptz`);
  const observed = async (table: string, at: string) => {
    const [row] = await rows<{ n: number; risky: number }>(sql`select count(*)::int as n,
        count(*) filter (where at_risk_count > 0)::int as risky from ${sql.identifier(table)}
      where deleted_at is null and status = 'sent' and organization_id = any(${ids}::uuid[])
        and ${sql.identifier(at)} >= ${start}::timestamptz and ${sql.identifier(at)} < ${end}::timestamptz`);
    return row ?? { n: 0, risky: 0 };
  };
  const [rule] = await rows<{ n: number }>(sql`select count(*)::int as n from pnbr_observations o,
      jsonb_each_text(o.checks) c where o.deleted_at is null and o.status = 'sent'
      and o.organization_id = any(${ids}::uuid[]) and c.key = 'line_of_fire' and c.value = 'at_risk'
      and o.observed_at >= ${start}::timestamptz and o.observed_at < ${end}::timestamptz`);
  return {
    incidents,
    pnbr: await observed('pnbr_observations', 'observed_at'),
    driving: await observed('driving_observations', 'trip_date'),
    lineOfFire: rule?.n ?? 0,
  };
}

const itemValue = (items: TBreakdownItem[], key: string) => items.find((i) => i.key === key)?.value;

/** What the dashboards answer for the subtree, beside the direct count of the same records. */
async function figuresAndCount(organizationId: string) {
  const query = new URLSearchParams({ organization_id: organizationId, ...PERIOD });
  const health = await t.call(token('admin'), { url: `/api/analytics/healthSafety/?${query}` });
  expect(health.statusCode, health.body).toBe(200);
  const advanced = await t.call(token('admin'), { url: `/api/analytics/advancedIndicators/?${query}` });
  expect(advanced.statusCode, advanced.body).toBe(200);
  const h = health.json<THealthSafety>();
  const a = advanced.json<TAdvancedIndicators>();
  const figures = {
    incidents: h.incidents.value,
    injured: h.injured.value,
    lwdc: itemValue(h.breakdowns.outcome, 'lwdc'),
    mtc: itemValue(h.breakdowns.outcome, 'mtc'),
    severe: itemValue(h.breakdowns.severity, 'severe'),
    pnbr: itemValue(a.observations.by_kind, 'pnbr'),
    driving: itemValue(a.observations.by_kind, 'driving'),
    lineOfFire: itemValue(a.observations.by_rule, 'line_of_fire'),
  };
  const c = await direct(tree.subtree(organizationId));
  const counted = {
    incidents: c.incidents?.incidents,
    injured: c.incidents?.injured,
    lwdc: c.incidents?.lwdc,
    mtc: c.incidents?.mtc,
    severe: c.incidents?.severe,
    pnbr: c.pnbr.n,
    driving: c.driving.n,
    lineOfFire: c.lineOfFire,
  };
  return { figures, counted };
}

async function expectExact(organizationId: string) {
  const { figures, counted } = await figuresAndCount(organizationId);
  expect(figures).toEqual(counted);
  return figures;
}

describe('analytics rollups', () => {
  it('follow incidents created, sent, returned, edited and deleted through the API exactly', async () => {
    const org = production();
    const before = await expectExact(org);
    const lightCase = await createIncident(
      t,
      token('employee'),
      incidentInput(org, { victims: [victim({ outcome: 'mtc' }), victim({ outcome: 'fac' })] }),
    );
    // A draft is its author's alone: no figure moves.
    expect(await expectExact(org)).toEqual(before);
    const sent = await acted(t, token('employee'), lightCase, 'save_and_send');
    const afterSend = await expectExact(org);
    expect(afterSend.incidents).toBe((before.incidents ?? 0) + 1);
    expect(afterSend.injured).toBe((before.injured ?? 0) + 2);
    expect(afterSend.mtc).toBe((before.mtc ?? 0) + 1);
    // Returned for revision it still counts; its author then makes the MTC a lost workday case.
    const returned = await acted(t, token('dotos'), sent, 'for_revision', 'Уточните исход');
    expect(await expectExact(org)).toEqual(afterSend);
    const patched = await t.call(token('employee'), {
      method: 'PATCH',
      url: `/api/incidents/${returned.id}/`,
      payload: {
        version: returned.version,
        victims: [victim({ outcome: 'lwdc', injury_severity: 'severe' }), victim({ outcome: 'fac' })],
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const afterEdit = await expectExact(org);
    expect(afterEdit.mtc).toBe(before.mtc);
    expect(afterEdit.lwdc).toBe((before.lwdc ?? 0) + 1);
    expect(afterEdit.severe).toBe((before.severe ?? 0) + 1);
    expect(afterEdit.injured).toBe(afterSend.injured);
    const draft = await createIncident(t, token('employee'), incidentInput(org));
    const removed = await t.call(token('employee'), {
      method: 'DELETE',
      url: `/api/incidents/${draft.id}/`,
      payload: { version: draft.version },
    });
    expect(removed.statusCode).toBe(204);
    expect(await expectExact(org)).toEqual(afterEdit);
    const resent = await acted(t, token('employee'), patched.json<TIncident>(), 'save_and_send');
    expect(resent.status).toBe('sent');
    expect(await expectExact(org)).toEqual(afterEdit);
  });

  it('follow observations created, sent and deleted through the API exactly', async () => {
    const org = production();
    const before = await expectExact(org);
    const draft = await createObservation(t, token('employee'), 'pnbr', pnbrInput(org));
    expect(await expectExact(org)).toEqual(before);
    await actOnObservation(t, token('employee'), 'pnbr', draft, 'save_and_send');
    await sentObservation(t, token('employee'), 'driving', drivingInput(org));
    const after = await expectExact(org);
    expect(after.pnbr).toBe((before.pnbr ?? 0) + 1);
    expect(after.lineOfFire).toBe((before.lineOfFire ?? 0) + 1);
    expect(after.driving).toBe((before.driving ?? 0) + 1);
    const other = await createObservation(t, token('employee'), 'pnbr', pnbrInput(org));
    const removed = await t.call(token('employee'), {
      method: 'DELETE',
      url: `/api/observations/pnbr/${other.id}/`,
      payload: { version: other.version },
    });
    expect(removed.statusCode).toBe(204);
    expect(await expectExact(org)).toEqual(after);
  });

  it('stay exact for writes past the API: a move to another organization, a soft and a hard delete', async () => {
    const { subsidiary, division } = await testSubsidiary(t, tree.holding.id);
    tree = await orgTree(t);
    const at = `${YEAR}-01-15T08:00:00Z`;
    const first = await insertIncident(t, division, at, 'accident', [{ outcome: 'lwdc' }]);
    const second = await insertIncident(t, subsidiary, at, 'medical', [
      { outcome: 'mtc' },
      { outcome: 'mtc' },
    ]);
    const counts = async () => ({
      subsidiary: (await figuresAndCount(subsidiary)).figures,
      division: await expectExact(division),
    });
    expect((await counts()).division).toMatchObject({ incidents: 1, lwdc: 1 });
    // Both rows in one statement: the scope change moves the division's message up.
    await t.database.db.execute(
      sql`update incidents set organization_id = ${subsidiary}, occurred_at = occurred_at + interval '1 day'
        where id in (${first}, ${second})`,
    );
    expect((await counts()).division).toMatchObject({ incidents: 0, lwdc: 0, injured: 0 });
    expect(await expectExact(subsidiary)).toMatchObject({ incidents: 2, lwdc: 1, mtc: 2, injured: 3 });
    await t.database.db.execute(sql`update incidents set deleted_at = now() where id = ${first}`);
    expect(await expectExact(subsidiary)).toMatchObject({ incidents: 1, lwdc: 0, mtc: 2 });
    await t.database.db.execute(sql`delete from incidents where id = ${second}`);
    expect(await expectExact(subsidiary)).toMatchObject({ incidents: 0, mtc: 0, injured: 0 });
  });
});
