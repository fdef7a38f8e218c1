import type { TPage } from '@hse/contracts/common';
import type { TRecordListItem } from '@hse/contracts/record-module/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAudits } from '../seed/demo-audits.ts';
import { seedDemoEvents } from '../seed/demo-events.ts';
import { seedDemoIncidents } from '../seed/demo-incidents.ts';
import { seedDemoInvestigations } from '../seed/demo-investigations.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;
let seeded: boolean;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIncidents(t.database.db);
  await seedDemoInvestigations(t.database.db);
  await seedDemoAudits(t.database.db);
  seeded = await seedDemoEvents(t.database.db);
}, 120_000);
afterAll(() => t.close());

describe('demo events', () => {
  it('cover two years of measures from incidents, acts and audits: most done, some stopped or overdue', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoEvents(t.database.db)).toBe(false);
    const { token } = await t.signIn('admin');
    const count = async (query: string) =>
      (await t.call(token, { url: `/api/events/?page_size=1&${query}` })).json<TPage<TRecordListItem>>()
        .count;
    const all = await count('');
    expect(all).toBeGreaterThan(200);
    expect((await count('status=approved')) / all).toBeGreaterThan(0.5);
    expect(await count('execution_status=stopped')).toBeGreaterThan(0);
    expect(await count('overdue=true')).toBeGreaterThan(0);
    for (const source of ['incident', 'investigation_act', 'audit_finding'])
      expect(await count(`source_type=${source}`), source).toBeGreaterThan(0);
  });
});
