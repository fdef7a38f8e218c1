import type { TAuditTemplate } from '@hse/contracts/audits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history } from '../db/schema/index.ts';
import { auditTemplateInput, createAuditTemplate } from './audit-builders.ts';
import { lang, missingId, type TErrorBody } from './builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

const TEMPLATES = '/api/audit-templates';
let t: TTestApp;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'auditor', 'dotos', 'employee', 'employee2'])
    tokens[login] = (await t.signIn(login)).token;
}, 60_000);
afterAll(() => t.close());

const patchTemplate = (who: string, id: string, body: object, language: 'ru' | 'kk' | 'en' = 'en') =>
  t.call(token(who), { method: 'PATCH', url: `${TEMPLATES}/${id}/`, payload: body, headers: lang(language) });

describe('checklist templates', () => {
  it('are created by an auditor and read by anyone signed in, in the reader’s language', async () => {
    const created = await createAuditTemplate(t, token('auditor'));
    expect(created).toMatchObject({ version: 1, superseded: false, questions_count: 4 });
    expect(created.family_id).not.toBe(created.id);
    const read = await t.call(token('employee'), { url: `${TEMPLATES}/${created.id}/` });
    expect(read.json()).toEqual(created);
    const choices = await t.call(token('employee2'), { url: `${TEMPLATES}/choices/`, headers: lang('kk') });
    expect(choices.json()).toContainEqual({ id: created.id, name: created.title.kk });
    const list = (await t.call(token('dotos'), { url: `${TEMPLATES}/` })).json<{
      results: TAuditTemplate[];
    }>();
    expect(list.results.map((item) => item.id)).toContain(created.id);
  });

  it('are kept by auditors and admin only: others get 403 and nothing is written', async () => {
    for (const who of ['dotos', 'employee']) {
      const post = await t.call(token(who), {
        method: 'POST',
        url: `${TEMPLATES}/`,
        payload: auditTemplateInput(),
        headers: lang('en'),
      });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toEqual({ detail: 'You are not allowed to do this' });
    }
    const mine = await createAuditTemplate(t, token('admin'));
    expect((await patchTemplate('dotos', mine.id, { ...auditTemplateInput(), version: 1 })).statusCode).toBe(
      403,
    );
    expect((await t.call(token('dotos'), { url: `${TEMPLATES}/${mine.id}/` })).json()).toEqual(mine);
  });

  it('refuse two requirements with one code, naming the second', async () => {
    const input = auditTemplateInput();
    const [first] = input.sections;
    input.sections[1]?.questions.push({ ...first!.questions[0]!, weight: 2 });
    const response = await t.call(token('auditor'), {
      method: 'POST',
      url: `${TEMPLATES}/`,
      payload: input,
      headers: lang('ru'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({
      'sections.1.questions.2.id': ['Код требования повторяется: у каждого требования чек-листа свой код'],
    });
  });

  it('get a new version on edit; the old one stays, superseded, and cannot be edited again', async () => {
    const first = await createAuditTemplate(t, token('auditor'));
    const title = { ru: 'Пожарная безопасность', kk: 'Өрт қауіпсіздігі', en: 'Fire safety' };
    const edited = await patchTemplate('auditor', first.id, { ...auditTemplateInput({ title }), version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    const second = edited.json<TAuditTemplate>();
    expect(second).toMatchObject({ family_id: first.family_id, version: 2, title, superseded: false });
    expect(second.id).not.toBe(first.id);
    const old = (await t.call(token('auditor'), { url: `${TEMPLATES}/${first.id}/` })).json<TAuditTemplate>();
    expect(old).toEqual({ ...first, superseded: true });
    const choices = (await t.call(token('auditor'), { url: `${TEMPLATES}/choices/` })).json<
      { id: string }[]
    >();
    expect(choices.map((c) => c.id)).toContain(second.id);
    expect(choices.map((c) => c.id)).not.toContain(first.id);

    const again = await patchTemplate('auditor', first.id, { ...auditTemplateInput(), version: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'This version of the checklist has been replaced by a newer one. Open the current version',
    });
    const stale = await patchTemplate('auditor', second.id, { ...auditTemplateInput(), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<TErrorBody>().detail).toMatch(/changed/i);
    expect(
      (await patchTemplate('auditor', missingId(), { ...auditTemplateInput(), version: 1 })).statusCode,
    ).toBe(404);

    const trail = await t.database.db
      .select({ action: history.action, changes: history.changes })
      .from(history)
      .where(and(eq(history.entityType, 'audit_template'), eq(history.entityId, first.family_id)));
    expect(trail.map((row) => row.action)).toEqual(['create', 'update']);
    expect(trail[1]?.changes).toEqual({
      version: { from: 1, to: 2 },
      title: { from: first.title, to: title },
    });
  });
});
