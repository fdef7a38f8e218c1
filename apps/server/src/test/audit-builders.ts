import type {
  TChecklistTemplate as TAuditTemplate,
  TChecklistTemplateInput as TAuditTemplateInput,
} from '@hse/contracts/record-module/checklist';
import { expect } from 'vitest';
import type { TTestApp } from './test-app.ts';

let serial = 0;

/**
 * A checklist of two sections whose weights make the score easy to check by hand: questions
 * `q1`…`q4` weigh 1, 2, 3 and 4 (ten in all).
 */
export function auditTemplateInput(overrides: Partial<TAuditTemplateInput> = {}): TAuditTemplateInput {
  serial += 1;
  const question = (id: string, weight: number) => ({
    id,
    requirement: {
      ru: `Требование ${id}`,
      kk: `Талап ${id}`,
      en: `Requirement ${id}`,
    },
    reference: `СТ РК 1.${weight}`,
    weight,
  });
  return {
    title: { ru: `Чек-лист ${serial}`, kk: `Чек-парақ ${serial}`, en: `Checklist ${serial}` },
    sections: [
      {
        title: { ru: 'Документы', kk: 'Құжаттар', en: 'Documents' },
        questions: [question('q1', 1), question('q2', 2)],
      },
      {
        title: { ru: 'Площадка', kk: 'Алаң', en: 'Site' },
        questions: [question('q3', 3), question('q4', 4)],
      },
    ],
    ...overrides,
  };
}

export async function createAuditTemplate(
  t: TTestApp,
  token: string,
  overrides: Partial<TAuditTemplateInput> = {},
): Promise<TAuditTemplate> {
  const response = await t.call(token, {
    method: 'POST',
    url: '/api/audit-templates/',
    payload: auditTemplateInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAuditTemplate>();
}

/** A valid create body of an audit of `organizationId` with the template version `templateId`. */
export function auditInput(organizationId: string, templateId: string, leadAuditorId: string) {
  return {
    kind: 'internal',
    organization_id: organizationId,
    template_id: templateId,
    starts_on: '2026-03-10',
    ends_on: '2026-03-12',
    lead_auditor_id: leadAuditorId,
    team: 'Аудиторова А., Досымов Д.',
    scope: 'Промысел и склад ГСМ',
    criteria: 'СТ РК ISO 45001',
  };
}

export type TAuditRef = { id: string; number: string; version: number; status: string };

export async function createAudit(
  t: TTestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<TAuditRef> {
  const response = await t.call(token, { method: 'POST', url: '/api/audits/', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAuditRef>();
}

/** Takes a workflow action on the audit and answers it as it now is. */
export async function actOnAudit(
  t: TTestApp,
  token: string,
  audit: TAuditRef,
  action: string,
  comment?: string,
): Promise<TAuditRef> {
  const response = await t.call(token, {
    method: 'POST',
    url: `/api/audits/${audit.id}/actions/${action}/`,
    payload: { version: audit.version, ...(comment ? { comment } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAuditRef>();
}

/** The audit as `token`'s holder reads it now. */
export async function readAudit(t: TTestApp, token: string, id: string) {
  const response = await t.call(token, { url: `/api/audits/${id}/` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAuditRef & { score: number | null; findings_count: number }>();
}

/** A complete, valid finding given to `responsibleId`. */
export function findingInput(responsibleId: string, overrides: Record<string, unknown> = {}) {
  return {
    question_id: 'q2',
    requirement: 'Наряд-допуск на огневые работы оформляется до начала работ',
    evidence: 'Наряд-допуск №14 оформлен после начала работ',
    severity: 'major',
    responsible_id: responsibleId,
    due_on: '2026-04-30',
    ...overrides,
  };
}
