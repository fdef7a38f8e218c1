import type { TAuditTemplate, TAuditTemplateInput } from '@hse/contracts/audits';
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
