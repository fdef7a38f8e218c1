import { AUDIT_MODULE, AUDIT_WORKFLOW, AUDITOR_ROLES, type TAuditStatus } from '@hse/contracts/audits';
import type { TPage } from '@hse/contracts/common';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTemplateInput, createAuditTemplate } from './audit-builders.ts';
import { lang, orgTree, type TErrorBody, userIdOf } from './builders.ts';
import { validInput } from './record-module-builders.ts';
import { createTestApp, type TTestApp } from './test-app.ts';
import { expectWorkflowMatrix, MATRIX_LOGINS, type TMatrixLogin } from './workflow-matrix.ts';

const BASE = AUDIT_MODULE.resource;
let t: TTestApp;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;
let organizationId: string;
let leadAuditorId: string;
let templateId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const login of MATRIX_LOGINS) tokens[login] = (await t.signIn(login)).token;
  organizationId = (await orgTree(t)).subsidiaries[0]!.id;
  leadAuditorId = await userIdOf(t, 'auditor');
  templateId = (await createAuditTemplate(t, token('auditor'))).id;
}, 60_000);
afterAll(() => t.close());

const auditInput = (overrides: Record<string, unknown> = {}) =>
  validInput(
    AUDIT_MODULE,
    { organizationId, personId: leadAuditorId, variant: 2 },
    {
      template_id: templateId,
      ...overrides,
    },
  );

async function createAudit(overrides: Record<string, unknown> = {}) {
  const response = await t.call(token('auditor'), {
    method: 'POST',
    url: `${BASE}/`,
    payload: auditInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRecordItem>();
}

const act = (login: string, audit: TRecordItem, action: TWorkflowAction, comment?: string) =>
  t.call(token(login), {
    method: 'POST',
    url: `${BASE}/${audit.id}/actions/${action}/`,
    payload: { version: audit.version, ...(comment === undefined ? {} : { comment }) },
    headers: lang('en'),
  });

async function step(login: string, audit: TRecordItem, action: TWorkflowAction) {
  const response = await act(login, audit, action, 'Уточните причины');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRecordItem>();
}

/** The path from a draft to each state, taken by an auditor and the audited organization. */
async function auditIn(status: TAuditStatus): Promise<TRecordItem> {
  let audit = await createAudit();
  if (status === 'draft') return audit;
  audit = await step('auditor', audit, 'send_to_work');
  if (status === 'in_work') return audit;
  audit = await step('employee', audit, 'send_for_approval');
  if (status === 'on_approval') return audit;
  return step('auditor', audit, status === 'approved' ? 'approve' : 'for_revision');
}

const read = async (audit: TRecordItem) =>
  (await t.call(token('auditor'), { url: `${BASE}/${audit.id}/` })).json<TRecordItem>();
const isAuditor = (login: TMatrixLogin) => (AUDITOR_ROLES as readonly string[]).includes(login);

describe('the audit workflow', () => {
  it('lets each role take exactly the actions the workflow gives it, in each state', async () => {
    await expectWorkflowMatrix({
      t,
      workflow: AUDIT_WORKFLOW,
      author: 'auditor',
      recordIn: auditIn,
      // The audited organization's staff and the holding's see the audit once it is sent to work.
      hidden: (login, status) => status === 'draft' && !isAuditor(login),
      member: (login) => login !== 'employee2',
      act: (login, record, action) => act(login, record, action, 'Уточните причины'),
      read,
    });
  }, 240_000);

  it('needs a comment to return an audit for revision', async () => {
    const audit = await auditIn('on_approval');
    const refused = await act('auditor', audit, 'for_revision');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<TErrorBody>().errors).toEqual({ comment: ['This action needs a comment'] });
    expect((await read(audit)).status).toBe('on_approval');
  });

  it('tells the audited organization’s staff what they may do with the audit', async () => {
    const audit = await auditIn('in_work');
    const seen = (await t.call(token('employee'), { url: `${BASE}/${audit.id}/` })).json<TRecordItem>();
    expect(seen).toMatchObject({
      allowed_actions: ['send_for_approval'],
      can_edit: false,
      can_delete: false,
    });
    const byAuditor = await read(audit);
    expect(byAuditor).toMatchObject({ allowed_actions: ['send_for_approval'], can_edit: true });
  });

  it('keeps drafts from everyone but auditors, in the list as on the record', async () => {
    const draft = await createAudit();
    for (const login of ['employee', 'dotos']) {
      expect((await t.call(token(login), { url: `${BASE}/${draft.id}/` })).statusCode, login).toBe(404);
      const list = (await t.call(token(login), { url: `${BASE}/?page_size=100` })).json<TPage<TRecordItem>>();
      expect(
        list.results.map((r) => r.status),
        login,
      ).not.toContain('draft');
    }
    const mine = (await t.call(token('auditor'), { url: `${BASE}/?status=draft&page_size=100` })).json<
      TPage<TRecordItem>
    >();
    expect(mine.results.map((r) => r.id)).toContain(draft.id);
    await step('auditor', draft, 'send_to_work');
    expect((await t.call(token('employee'), { url: `${BASE}/${draft.id}/` })).statusCode).toBe(200);
  });
});

describe('creating and changing an audit', () => {
  it('is for auditors and admin only', async () => {
    for (const login of ['employee', 'dotos']) {
      const response = await t.call(token(login), {
        method: 'POST',
        url: `${BASE}/`,
        payload: auditInput(),
        headers: lang('en'),
      });
      expect(response.statusCode, login).toBe(403);
    }
    const byAdmin = await t.call(token('admin'), { method: 'POST', url: `${BASE}/`, payload: auditInput() });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json<TRecordItem>()).toMatchObject({
      lead_auditor_name: 'Аудиторова Айгерим',
      template_name: expect.stringMatching(/^Чек-лист/),
    });
  });

  it('names the checklist in the reader’s language', async () => {
    const audit = await createAudit();
    const kk = (
      await t.call(token('auditor'), { url: `${BASE}/${audit.id}/`, headers: lang('kk') })
    ).json<TRecordItem>();
    expect(kk.template_name).toMatch(/^Чек-парақ/);
  });

  it('takes only a current checklist, and keeps it for good', async () => {
    const old = await createAuditTemplate(t, token('auditor'));
    const edited = await t.call(token('auditor'), {
      method: 'PATCH',
      url: `/api/audit-templates/${old.id}/`,
      payload: { ...auditTemplateInput(), version: old.version },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const superseded = await t.call(token('auditor'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: auditInput({ template_id: old.id }),
      headers: lang('en'),
    });
    expect(superseded.statusCode).toBe(400);
    expect(superseded.json<TErrorBody>().errors).toEqual({
      template_id: ['Choose one of the values offered: this one is no longer current'],
    });

    const audit = await createAudit();
    const other = await createAuditTemplate(t, token('auditor'));
    const changed = await t.call(token('auditor'), {
      method: 'PATCH',
      url: `${BASE}/${audit.id}/`,
      payload: { version: audit.version, template_id: other.id },
      headers: lang('en'),
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json<TErrorBody>().errors).toEqual({
      template_id: ['This value is set when the record is created and never changes'],
    });
    expect(await read(audit)).toMatchObject({ template_id: templateId, version: audit.version });
  });

  it('refuses an end before the start, on create and on a change that moves one of them', async () => {
    const refused = await t.call(token('auditor'), {
      method: 'POST',
      url: `${BASE}/`,
      payload: auditInput({ starts_on: '2026-05-10', ends_on: '2026-05-09' }),
      headers: lang('en'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<TErrorBody>().errors).toEqual({ ends_on: ['The end cannot be before the start'] });
    const audit = await createAudit({ starts_on: '2026-05-10', ends_on: '2026-05-10' });
    const moved = await t.call(token('auditor'), {
      method: 'PATCH',
      url: `${BASE}/${audit.id}/`,
      payload: { version: audit.version, starts_on: '2026-05-11' },
      headers: lang('en'),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json<TErrorBody>().errors).toEqual({ ends_on: ['The end cannot be before the start'] });
  });
});
