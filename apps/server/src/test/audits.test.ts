import type { TFinding } from '@hse/contracts/audits';
import type { TNotification } from '@hse/contracts/notifications';
import {
  checklistScore as auditScore,
  type TChecklistTemplate as TAuditTemplate,
  type TChecklist,
} from '@hse/contracts/record-module/checklist';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history } from '../db/schema/index.ts';
import { seedDemoAudits } from '../seed/demo-audits.ts';
import {
  actOnAudit,
  auditInput,
  auditTemplateInput,
  createAudit,
  createAuditTemplate,
  findingInput,
  readAudit,
  type TAuditRef,
} from './audit-builders.ts';
import { lang, missingId, orgTree, type TErrorBody, type TOrgTree, userIdOf } from './builders.ts';
import { pdfText } from './pdf-text.ts';
import { createTestApp, jpegBytes, multipart, type TTestApp } from './test-app.ts';

const TEMPLATES = '/api/audit-templates';
let t: TTestApp;
const tokens: Record<string, string> = {};
const token = (login: string) => tokens[login] as string;

let tree: TOrgTree;
const ids: Record<string, string> = {};
const production = () => tree.subsidiaries[0]?.id as string;

let seeded: { done: boolean; ms: number };

beforeAll(async () => {
  t = await createTestApp();
  // The demo audits first, so their numbers and these tests' own never meet.
  const started = Date.now();
  seeded = { done: await seedDemoAudits(t.database.db), ms: Date.now() - started };
  tree = await orgTree(t);
  for (const login of ['admin', 'auditor', 'dotos', 'employee', 'employee2']) {
    tokens[login] = (await t.signIn(login)).token;
    ids[login] = await userIdOf(t, login);
  }
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

/** An audit of the production subsidiary, planned by the demo auditor with a fresh template. */
async function plannedAudit(): Promise<{ audit: TAuditRef; template: TAuditTemplate }> {
  const template = await createAuditTemplate(t, token('auditor'));
  const audit = await createAudit(
    t,
    token('auditor'),
    auditInput(production(), template.id, ids.auditor as string),
  );
  return { audit, template };
}

const checklistUrl = (audit: { id: string }) => `/api/audits/${audit.id}/checklist/`;
const findingsUrl = (audit: { id: string }) => `/api/audits/${audit.id}/findings/`;
const answer = (value: 'compliant' | 'non_compliant' | 'not_applicable' | null, extra: object = {}) => ({
  answer: value,
  evidence: '',
  comment: '',
  photo_ids: [],
  ...extra,
});
const putChecklist = (
  who: string,
  audit: { id: string },
  body: object,
  language: 'ru' | 'kk' | 'en' = 'en',
) => t.call(token(who), { method: 'PUT', url: checklistUrl(audit), payload: body, headers: lang(language) });

describe('the checklist of an audit', () => {
  it('is scored by weight: compliant weight over the weight that applies, and bumps the audit', async () => {
    const { audit, template } = await plannedAudit();
    const empty = (await t.call(token('auditor'), { url: checklistUrl(audit) })).json<TChecklist>();
    expect(empty).toMatchObject({ answers: {}, score: null, can_answer: true, version: 1 });
    expect(empty.template).toEqual(template);

    const answers = {
      q1: answer('compliant', { evidence: 'Журнал инструктажей ведётся' }),
      q2: answer('non_compliant', { comment: 'Нет подписи' }),
      q3: answer('compliant'),
      q4: answer('not_applicable'),
    };
    const saved = await putChecklist('auditor', audit, { version: 1, answers });
    expect(saved.statusCode, saved.body).toBe(200);
    // (1 + 3) / (1 + 2 + 3): the non-applicable q4 (weight 4) counts for nothing.
    expect(saved.json<TChecklist>()).toMatchObject({ answers, score: 66.7, version: 2 });
    expect(await readAudit(t, token('auditor'), audit.id)).toMatchObject({ score: 66.7, version: 2 });

    const all = { ...answers, q4: answer('non_compliant') };
    // (1 + 3) / (1 + 2 + 3 + 4)
    expect((await putChecklist('auditor', audit, { version: 2, answers: all })).json()).toMatchObject({
      score: 40,
    });
    const stale = await putChecklist('auditor', audit, { version: 2, answers });
    expect(stale.statusCode).toBe(409);

    const trail = await t.call(token('auditor'), { url: `/api/audits/${audit.id}/history/` });
    const entries = trail
      .json<{ action: string; changes: object }[]>()
      .filter((e) => e.action === 'checklist');
    expect(entries.map((e) => e.changes)).toEqual([
      {
        q1: { from: null, to: 'compliant' },
        q2: { from: null, to: 'non_compliant' },
        q3: { from: null, to: 'compliant' },
        q4: { from: null, to: 'not_applicable' },
        score: { from: null, to: 66.7 },
      },
      { q4: { from: 'not_applicable', to: 'non_compliant' }, score: { from: 66.7, to: 40 } },
    ]);
  });

  it('answers only the questions of the audit’s own template version, with its own photos', async () => {
    const { audit, template } = await plannedAudit();
    const unknown = await putChecklist(
      'auditor',
      audit,
      { version: 1, answers: { q9: answer('compliant') } },
      'ru',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<TErrorBody>().errors).toEqual({
      'answers.q9': ['В чек-листе этого аудита нет такого требования'],
    });

    // The template gets a fifth question: the audit keeps the version it was made with.
    const input = auditTemplateInput();
    input.sections[0]?.questions.push({ ...input.sections[0].questions[0]!, id: 'q5' });
    const edited = await patchTemplate('auditor', template.id, { ...input, version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    const checklist = (await t.call(token('auditor'), { url: checklistUrl(audit) })).json<TChecklist>();
    expect(checklist.template).toMatchObject({ id: template.id, version: 1, superseded: true });
    const q5 = await putChecklist('auditor', audit, { version: 1, answers: { q5: answer('compliant') } });
    expect(q5.statusCode).toBe(400);

    const upload = await t.call(token('auditor'), {
      method: 'POST',
      url: `/api/audits/${audit.id}/files/`,
      ...multipart('file', 'site.jpg', 'image/jpeg', jpegBytes()),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [photo] = upload.json<{ id: string }[]>();
    const foreign = await putChecklist('auditor', audit, {
      version: 1,
      answers: { q1: answer('compliant', { photo_ids: [missingId()] }) },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<TErrorBody>().errors).toEqual({
      'answers.q1.photo_ids': ['A photo must be a file of this audit'],
    });
    const own = await putChecklist('auditor', audit, {
      version: 1,
      answers: { q1: answer('compliant', { photo_ids: [photo?.id] }) },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<TChecklist>().answers.q1?.photo_ids).toEqual([photo?.id]);
  });

  it('is answered by auditors until the audit goes for approval, never by the audited staff', async () => {
    const { audit } = await plannedAudit();
    const inWork = await actOnAudit(t, token('auditor'), audit, 'send_to_work');
    const member = (await t.call(token('employee'), { url: checklistUrl(audit) })).json<TChecklist>();
    expect(member.can_answer).toBe(false);
    const refused = await putChecklist('employee', audit, { version: inWork.version, answers: {} });
    expect(refused.statusCode).toBe(403);
    const sent = await actOnAudit(t, token('auditor'), inWork, 'send_for_approval');
    const closed = await putChecklist('auditor', audit, {
      version: sent.version,
      answers: { q1: answer('compliant') },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ detail: 'The record cannot be changed in this status' });
    expect((await t.call(token('auditor'), { url: checklistUrl(audit) })).json<TChecklist>().can_answer).toBe(
      false,
    );
    expect((await t.call(token('employee2'), { url: checklistUrl(audit) })).statusCode).toBe(404);
  });
});

const postFinding = (who: string, audit: { id: string }, body: object, language: 'ru' | 'kk' | 'en' = 'en') =>
  t.call(token(who), { method: 'POST', url: findingsUrl(audit), payload: body, headers: lang(language) });
const patchFinding = (who: string, audit: { id: string }, finding: TFinding, body: object) =>
  t.call(token(who), {
    method: 'PATCH',
    url: `${findingsUrl(audit)}${finding.id}/`,
    payload: { version: finding.version, ...body },
    headers: lang('en'),
  });

/** What the demo employee was told of the audit, newest first. */
async function toldOf(audit: TAuditRef): Promise<string[]> {
  const notes = await t.call(token('employee'), { url: '/api/stm/notification/short/' });
  return notes
    .json<TNotification[]>()
    .filter((note) => note.link === `/audit-edit/${audit.id}`)
    .map((note) => note.title.en);
}

describe('the findings of an audit', () => {
  it('are added by auditors, counted on the audit, and their responsible person is told', async () => {
    const { audit } = await plannedAudit();
    const created = await postFinding('auditor', audit, findingInput(ids.employee as string));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<TFinding>()).toMatchObject({
      question_id: 'q2',
      severity: 'major',
      responsible_fio: expect.stringContaining('Работников'),
      causes: '',
      version: 1,
      can_edit: true,
      can_respond: false,
    });
    await postFinding('auditor', audit, findingInput(ids.employee as string, { question_id: null }));
    expect((await readAudit(t, token('auditor'), audit.id)).findings_count).toBe(2);
    // A draft is the auditors' plan: its responsible people hear of it once it is sent to them.
    expect(await toldOf(audit)).toEqual([]);
    const stranger = await postFinding('auditor', audit, findingInput(ids.employee2 as string), 'ru');
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<TErrorBody>().errors).toEqual({
      responsible_id: ['Выберите активного сотрудника проверяемой организации или её подразделения'],
    });
    const question = await postFinding(
      'auditor',
      audit,
      findingInput(ids.employee as string, { question_id: 'q9' }),
    );
    expect(question.statusCode).toBe(400);
    // The HSE staff do not see an audit still planned, let alone add to it.
    expect((await postFinding('dotos', audit, findingInput(ids.employee as string))).statusCode).toBe(404);
    expect((await readAudit(t, token('auditor'), audit.id)).findings_count).toBe(2);

    const inWork = await actOnAudit(t, token('auditor'), audit, 'send_to_work');
    expect(await toldOf(audit)).toEqual([
      `Audit ${audit.number} is handed to your organization to fill in its data`,
    ]);
    await postFinding('auditor', inWork, findingInput(ids.employee as string, { question_id: 'q3' }));
    expect(await toldOf(audit)).toEqual([
      `You are responsible for a discrepancy of audit ${audit.number}`,
      `Audit ${audit.number} is handed to your organization to fill in its data`,
    ]);
    expect((await readAudit(t, token('auditor'), audit.id)).findings_count).toBe(3);
  });

  it('take causes and corrective actions from the audited staff only, and only while with them', async () => {
    const { audit } = await plannedAudit();
    const finding = (
      await postFinding('auditor', audit, findingInput(ids.employee as string))
    ).json<TFinding>();
    // A draft is the auditors' plan: the audited organization does not see it yet.
    expect((await t.call(token('employee'), { url: findingsUrl(audit) })).statusCode).toBe(404);
    let current = await actOnAudit(t, token('auditor'), audit, 'send_to_work');

    const listed = (await t.call(token('employee'), { url: findingsUrl(audit) })).json<{
      results: TFinding[];
      can_add: boolean;
    }>();
    expect(listed.can_add).toBe(false);
    expect(listed.results).toMatchObject([{ id: finding.id, can_edit: false, can_respond: true }]);
    expect((await t.call(token('employee2'), { url: findingsUrl(audit) })).statusCode).toBe(404);
    expect((await patchFinding('employee2', audit, finding, { causes: 'x' })).statusCode).toBe(404);

    expect((await patchFinding('employee', audit, finding, { severity: 'minor' })).statusCode).toBe(403);
    expect((await postFinding('employee', audit, findingInput(ids.employee as string))).statusCode).toBe(403);
    expect((await patchFinding('auditor', audit, finding, { causes: 'Спешка' })).statusCode).toBe(403);
    const bumped = await patchFinding('auditor', audit, finding, { severity: 'critical' });
    expect(bumped.json<TFinding>()).toMatchObject({ severity: 'critical', version: 2 });
    expect((await patchFinding('employee', audit, finding, { causes: 'x' })).statusCode).toBe(409);

    const early = await t.call(token('employee'), {
      method: 'POST',
      url: `/api/audits/${audit.id}/actions/send_for_approval/`,
      payload: { version: current.version },
      headers: lang('en'),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json<TErrorBody>().detail).toBe(
      'Fill in the causes and corrective actions of every discrepancy (1 without them)',
    );

    const answered = await patchFinding('employee', audit, bumped.json<TFinding>(), {
      causes: 'Наряд оформлялся после устного распоряжения мастера',
      corrective_actions: 'Внеплановый инструктаж мастеров; проверка нарядов перед сменой',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    current = await readAudit(t, token('employee'), audit.id);
    current = await actOnAudit(t, token('employee'), current, 'send_for_approval');
    expect(current.status).toBe('on_approval');
    const late = await patchFinding('employee', audit, answered.json<TFinding>(), { causes: 'Другое' });
    expect(late.statusCode).toBe(409);
    expect((await postFinding('auditor', audit, findingInput(ids.employee as string))).statusCode).toBe(409);

    // Returned for revision, the auditors may remove a finding again: the count follows.
    current = await actOnAudit(t, token('auditor'), current, 'for_revision', 'Уточните причины');
    const removed = await t.call(token('auditor'), {
      method: 'DELETE',
      url: `${findingsUrl(audit)}${finding.id}/`,
      payload: { version: answered.json<TFinding>().version },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await readAudit(t, token('auditor'), audit.id)).findings_count).toBe(0);
    const trail = await t.call(token('auditor'), { url: `/api/audits/${audit.id}/history/` });
    expect(trail.json<{ action: string }[]>().map((e) => e.action)).toEqual(
      expect.arrayContaining(['finding_add', 'finding_update', 'finding_delete']),
    );
  });
});

describe('a retried POST (Idempotency-Key)', () => {
  it('makes one template and one finding, answering the retry as the first', async () => {
    const { audit } = await plannedAudit();
    const send = (url: string, payload: object, key: string) =>
      t.call(token('auditor'), { method: 'POST', url, payload, headers: { 'idempotency-key': key } });
    const body = auditTemplateInput();
    const [first, again] = [
      await send(`${TEMPLATES}/`, body, 'tpl-1'),
      await send(`${TEMPLATES}/`, body, 'tpl-1'),
    ];
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const finding = findingInput(ids.employee as string);
    const one = await send(findingsUrl(audit), finding, 'finding-1');
    const two = await send(findingsUrl(audit), finding, 'finding-1');
    expect(two.statusCode).toBe(201);
    expect(two.json()).toEqual(one.json());
    expect((await readAudit(t, token('auditor'), audit.id)).findings_count).toBe(1);
  });
});

describe('the audit report', () => {
  it('prints the checklist, the score and the findings in Kazakh', async () => {
    const { audit, template } = await plannedAudit();
    await putChecklist('auditor', audit, {
      version: 1,
      answers: {
        q1: answer('compliant'),
        q2: answer('non_compliant', { evidence: 'Журнал' }),
        q3: answer('compliant'),
      },
    });
    await postFinding('auditor', audit, findingInput(ids.employee as string));
    const response = await t.call(token('auditor'), {
      url: `/api/audits/${audit.id}/pdf/`,
      headers: lang('kk'),
    });
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).pages.join('');
    for (const label of [
      'Чек-парақ',
      'Сәйкессіздіктер',
      'Сәйкесемес',
      'Себептері',
      'Елеулі',
      template.title.kk,
    ])
      expect(text).toContain(label.replace(/\s+/g, ''));
    // (1 + 3) / (1 + 2 + 3), in the Kazakh way of writing numbers.
    expect(text).toContain('66,7%');
    expect(text).toContain('Талапq4');
  });
});

type TListed = {
  id: string;
  status: string;
  score: number | null;
  findings_count: number;
  starts_on: string;
};

describe('the demo audits', () => {
  it('are two years of audits at every step, seeded once and quickly', async () => {
    expect(seeded.done).toBe(true);
    // About two seconds alone on the embedded database; the bound catches a seed gone row by row.
    expect(seeded.ms).toBeLessThan(20_000);
    expect(await seedDemoAudits(t.database.db)).toBe(false);
    const page = await t.call(token('admin'), { url: '/api/audits/?page_size=100&ordering=starts_on' });
    const demo = page.json<{ results: TListed[] }>().results.filter((a) => a.starts_on !== '2026-03-10');
    expect(demo).toHaveLength(40);
    const statuses = new Set(demo.map((a) => a.status));
    expect([...statuses].sort()).toEqual(['approved', 'draft', 'in_work', 'on_approval', 'revision']);
    const age = (Date.now() - Date.parse(demo[0]?.starts_on ?? '')) / 86_400_000;
    expect(age).toBeGreaterThan(690);
    expect(age).toBeLessThan(740);
    for (const audit of demo.filter((a) => a.status !== 'draft')) {
      expect(audit.score).toBeGreaterThanOrEqual(60);
      expect(audit.score).toBeLessThanOrEqual(98);
    }
    expect(demo.reduce((sum, a) => sum + a.findings_count, 0)).toBeGreaterThan(20);
  });

  it('have three checklists, industrial safety in its second version, the older audits keeping the first', async () => {
    const list = (await t.call(token('auditor'), { url: `${TEMPLATES}/`, headers: lang('kk') })).json<{
      results: TAuditTemplate[];
    }>();
    const titles = list.results.map((item) => `${item.title.en} v${item.version}`);
    expect(titles).toEqual(
      expect.arrayContaining(['Industrial safety v2', 'Fire safety v1', 'Transport safety v1']),
    );
    expect(titles).not.toContain('Industrial safety v1');
    const page = await t.call(token('admin'), { url: '/api/audits/?page_size=10&ordering=starts_on' });
    const superseded: TChecklist[] = [];
    for (const audit of page.json<{ results: TListed[] }>().results) {
      const checklist = (await t.call(token('admin'), { url: checklistUrl(audit) })).json<TChecklist>();
      const questions = checklist.template.sections.flatMap((section) => section.questions);
      expect(checklist.score).toBe(auditScore(questions, checklist.answers));
      if (checklist.template.superseded) superseded.push(checklist);
    }
    expect(superseded.length).toBeGreaterThan(0);
    expect(superseded[0]?.template).toMatchObject({ version: 1, questions_count: 9 });
  });

  it('have their findings answered for once the audit went for approval, and counted', async () => {
    const page = await t.call(token('admin'), { url: '/api/audits/?page_size=100&status=approved' });
    const approved = page.json<{ results: TListed[] }>().results.filter((a) => a.findings_count > 0);
    expect(approved.length).toBeGreaterThan(5);
    for (const audit of approved.slice(0, 5)) {
      const findings = (await t.call(token('admin'), { url: findingsUrl(audit) })).json<{
        results: TFinding[];
      }>();
      expect(findings.results).toHaveLength(audit.findings_count);
      for (const finding of findings.results) {
        expect(finding.causes).not.toBe('');
        expect(finding.corrective_actions).not.toBe('');
        expect(finding.responsible_fio).not.toBe('');
      }
    }
  });
});
