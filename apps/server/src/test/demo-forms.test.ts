import type { TFormCompleteness } from '@hse/contracts/form-completeness';
import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import {
  checkFormRules,
  computeForm,
  submissionSchemaOf,
  type TFormRow,
} from '@hse/contracts/forms/evaluate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFormSubmissions } from '../seed/demo-forms.ts';
import { seedDemoIncidents } from '../seed/demo-incidents.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIncidents(t.database.db);
  await seedDemoFormSubmissions(t.database.db, new Date(), t.config.TIME_ZONE);
}, 120_000);
afterAll(() => t.close());

type TRow = { organization_id: string; period_key: string; status: string; values: Record<string, unknown> };

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the demo of form 2', () => {
  it('counts the incident register of its subsidiary and month, and keeps every rule', async () => {
    const definition = formDefinition('HSE_FRM_2');
    if (!definition) throw new Error('HSE_FRM_2');
    const submissions = await rowsOf<TRow>(sql`
      select organization_id, period_key, status, values from form_submissions
      where form_code = 'HSE_FRM_2' and deleted_at is null`);
    expect(submissions.length).toBeGreaterThan(30);
    // The register: sent messages (not drafts) of the subsidiary and its divisions by local month.
    const register = await rowsOf<{
      subsidiary: string;
      month: string;
      accidents: number;
      victims: number;
    }>(sql`
      select coalesce(case when o.kind = 'subsidiary' then o.id end, o.parent_id) as subsidiary,
        to_char(i.occurred_at at time zone ${t.config.TIME_ZONE}, 'YYYY-MM') as month,
        count(*) filter (where i.kind = 'accident')::int as accidents,
        coalesce(sum(jsonb_array_length(i.victims)), 0)::int as victims
      from incidents i join organizations o on o.id = i.organization_id
      where i.deleted_at is null and i.status <> 'draft'
      group by 1, 2`);
    const byPlace = new Map(register.map((r) => [`${r.subsidiary}|${r.month}`, r]));
    let nonZero = 0;
    for (const submission of submissions) {
      const expected = byPlace.get(`${submission.organization_id}|${submission.period_key}`);
      const values = submission.values;
      expect(values.accidents, submission.period_key).toBe(expected?.accidents ?? 0);
      const injured = (values.by_outcome as TFormRow[]).reduce((sum, row) => sum + Number(row.injured), 0);
      expect(injured, submission.period_key).toBe(expected?.victims ?? 0);
      if (injured > 0) nonZero += 1;
      const parsed = submissionSchemaOf(definition).safeParse(values);
      expect(parsed.success, JSON.stringify(values)).toBe(true);
      const { errors } = checkFormRules(definition, computeForm(definition, parsed.data ?? {}), 'en');
      expect(errors, submission.period_key).toEqual({});
    }
    expect(nonZero).toBeGreaterThan(submissions.length / 3);
  });

  it('fills the holding’s matrix with every state', async () => {
    const { token } = await t.signIn('dotos');
    const year = new Date().getUTCFullYear() - 1;
    const answer = (
      await t.call(token, { url: `/api/form-submissions/completeness/?period=${year}-06` })
    ).json<TFormCompleteness>();
    const states = new Set(answer.rows.flatMap((r) => r.cells.map((c) => c.state)));
    expect(states.has('accepted')).toBe(true);
    expect(answer.rows.flatMap((r) => r.cells).every((c) => c.state === 'missing' || c.submission_id)).toBe(
      true,
    );
  });
});
