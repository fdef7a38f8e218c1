import type { TFinding } from '@hse/contracts/audits';
import type {
  TChecklistTemplate as TAuditTemplate,
  TChecklist,
} from '@hse/contracts/record-module/checklist';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { SUBSIDIARY_ID, USER_ID } from '../../components/test-fixtures';

const STAMP = '2026-03-01T09:30:00.000Z';
export const AUDIT_ID = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4b01';
export const TEMPLATE_ID = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4b02';
export const FINDING_ID = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4b03';

export const TEMPLATE: TAuditTemplate = {
  id: TEMPLATE_ID,
  family_id: TEMPLATE_ID,
  version: 2,
  title: { ru: 'Аудит площадки', kk: 'Алаң аудиті', en: 'Site audit' },
  questions_count: 3,
  created_at: STAMP,
  superseded: false,
  sections: [
    {
      title: { ru: 'Допуск к работам', kk: 'Жұмысқа рұқсат', en: 'Work permits' },
      questions: [
        {
          id: 'permit',
          requirement: {
            ru: 'Наряд-допуск оформлен',
            kk: 'Наряд-рұқсат ресімделген',
            en: 'The work permit is issued',
          },
          reference: 'ПБ 1.2',
          weight: 3,
        },
        {
          id: 'briefing',
          requirement: { ru: 'Инструктаж проведён', kk: 'Нұсқама өткізілген', en: 'The briefing is held' },
          reference: '',
          weight: 1,
        },
      ],
    },
    {
      title: { ru: 'СИЗ', kk: 'ЖҚҚ', en: 'PPE' },
      questions: [
        {
          id: 'ppe',
          requirement: { ru: 'Работники в СИЗ', kk: 'Жұмысшылар ЖҚҚ-да', en: 'Workers wear PPE' },
          reference: '',
          weight: 2,
        },
      ],
    },
  ],
};

export function checklistOf(change: Partial<TChecklist> = {}): TChecklist {
  return {
    template: TEMPLATE,
    answers: {
      permit: { answer: 'compliant', evidence: 'Наряд №15', comment: '', photo_ids: [] },
    },
    score: 100,
    can_answer: true,
    version: 4,
    ...change,
  };
}

export function auditRecord(change: Partial<TRecordItem> = {}): TRecordItem {
  return {
    id: AUDIT_ID,
    number: 'AUD-2026-1',
    status: 'in_work',
    organization_id: SUBSIDIARY_ID,
    organization_name: 'Добыча',
    created_at: STAMP,
    created_by: USER_ID,
    created_by_fio: 'Аудиторова Айгерим',
    updated_at: STAMP,
    version: 4,
    allowed_actions: [],
    can_edit: true,
    can_delete: false,
    ...change,
  };
}

export function findingOf(change: Partial<TFinding> = {}): TFinding {
  return {
    id: FINDING_ID,
    question_id: 'briefing',
    requirement: 'Инструктаж не проведён',
    evidence: 'Журнал инструктажей пуст',
    severity: 'major',
    responsible_id: USER_ID,
    responsible_fio: 'Иванов Иван Иванович',
    due_on: '2026-04-01',
    causes: '',
    corrective_actions: '',
    version: 1,
    can_edit: false,
    can_respond: false,
    ...change,
  };
}
