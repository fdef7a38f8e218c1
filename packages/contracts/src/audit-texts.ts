import { CHECKLIST_TEXTS } from './record-module/checklist-texts.ts';
import type { TTextTree } from './texts.ts';

/** What an audit's data means, in ru, kk and en: the web, the export and the PDF share it. */
export const AUDIT_TEXTS = {
  home: {
    ru: 'Планы и результаты аудитов, несоответствия и их устранение',
    kk: 'Аудиттердің жоспарлары мен нәтижелері, сәйкессіздіктер және оларды жою',
    en: 'Audit plans and results, discrepancies and their correction',
  },
  titles: {
    // Spec §2 names the list's route so: its title, its menu entry and its heading.
    list: { ru: 'Аудит', kk: 'Аудит', en: 'Audit' },
    create: { ru: 'Новый аудит', kk: 'Жаңа аудит', en: 'New audit' },
    record: { ru: 'Аудит', kk: 'Аудит', en: 'Audit' },
    templates: { ru: 'Чек-листы аудита', kk: 'Аудит чек-парақтары', en: 'Audit checklists' },
  },
  sections: {
    general: { ru: 'Общие сведения', kk: 'Жалпы мәліметтер', en: 'General' },
    team: { ru: 'Аудиторы', kk: 'Аудиторлар', en: 'Auditors' },
    subject: { ru: 'Область и критерии', kk: 'Аумағы мен өлшемдері', en: 'Scope and criteria' },
    result: { ru: 'Результат', kk: 'Нәтиже', en: 'Result' },
    checklist: { ru: 'Чек-лист', kk: 'Чек-парақ', en: 'Checklist' },
    findings: { ru: 'Несоответствия', kk: 'Сәйкессіздіктер', en: 'Discrepancies' },
  },
  fields: {
    number: { ru: 'Номер', kk: 'Нөмірі', en: 'Number' },
    status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
    created_at: { ru: 'Создан', kk: 'Құрылған', en: 'Created' },
    created_by_fio: { ru: 'Автор', kk: 'Авторы', en: 'Author' },
    kind: { ru: 'Вид аудита', kk: 'Аудит түрі', en: 'Type of audit' },
    organization_id: { ru: 'Проверяемая организация', kk: 'Тексерілетін ұйым', en: 'Audited organization' },
    template_id: { ru: 'Чек-лист', kk: 'Чек-парақ', en: 'Checklist' },
    starts_on: { ru: 'Дата начала', kk: 'Басталу күні', en: 'Start date' },
    ends_on: { ru: 'Дата окончания', kk: 'Аяқталу күні', en: 'End date' },
    lead_auditor_id: { ru: 'Ведущий аудитор', kk: 'Жетекші аудитор', en: 'Lead auditor' },
    team: { ru: 'Группа аудита', kk: 'Аудит тобы', en: 'Audit team' },
    scope: { ru: 'Область аудита', kk: 'Аудит аумағы', en: 'Audit scope' },
    criteria: { ru: 'Критерии аудита', kk: 'Аудит өлшемдері', en: 'Audit criteria' },
    score: { ru: 'Оценка, %', kk: 'Бағасы, %', en: 'Score, %' },
    findings_count: { ru: 'Несоответствий', kk: 'Сәйкессіздіктер саны', en: 'Discrepancies' },
  },
  options: {
    kind: {
      internal: { ru: 'Внутренний', kk: 'Ішкі', en: 'Internal' },
      external: { ru: 'Внешний', kk: 'Сыртқы', en: 'External' },
      certification: { ru: 'Сертификационный', kk: 'Сертификаттау', en: 'Certification' },
      inspection: { ru: 'Инспекция', kk: 'Инспекция', en: 'Inspection' },
    },
    answer: CHECKLIST_TEXTS.answer,
    severity: {
      critical: { ru: 'Критическое', kk: 'Сыни', en: 'Critical' },
      major: { ru: 'Значительное', kk: 'Елеулі', en: 'Major' },
      minor: { ru: 'Незначительное', kk: 'Елеусіз', en: 'Minor' },
      observation: { ru: 'Наблюдение', kk: 'Бақылау', en: 'Observation' },
    },
  },
  statuses: {
    draft: { ru: 'Черновик', kk: 'Жоба', en: 'Draft' },
    in_work: { ru: 'Заполнение данных', kk: 'Деректерді толтыру', en: 'Data filling' },
    on_approval: { ru: 'На утверждении', kk: 'Бекітуде', en: 'On approval' },
    revision: { ru: 'На доработке', kk: 'Пысықтауда', en: 'Revision' },
    approved: { ru: 'Утверждён', kk: 'Бекітілді', en: 'Approved' },
  },
  checklist: CHECKLIST_TEXTS.checklist,
  finding: {
    requirement: { ru: 'Требование', kk: 'Талап', en: 'Requirement' },
    evidence: { ru: 'Свидетельство', kk: 'Дәлел', en: 'Evidence' },
    severity: { ru: 'Значимость', kk: 'Маңыздылығы', en: 'Severity' },
    responsible_id: {
      ru: 'Ответственный проверяемой организации',
      kk: 'Тексерілетін ұйымның жауаптысы',
      en: 'Responsible person of the audited organization',
    },
    due_on: { ru: 'Срок устранения', kk: 'Жою мерзімі', en: 'Due date' },
    causes: { ru: 'Причины', kk: 'Себептері', en: 'Causes' },
    corrective_actions: { ru: 'Корректирующие действия', kk: 'Түзету әрекеттері', en: 'Corrective actions' },
    question_id: { ru: 'Пункт чек-листа', kk: 'Чек-парақ тармағы', en: 'Checklist item' },
  },
  export: {
    file: { ru: 'Аудиты', kk: 'Аудиттер', en: 'Audits' },
  },
} as const satisfies TTextTree;
