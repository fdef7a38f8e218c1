import type { TLanguage } from '../constants.ts';

/** Audits' own texts: checklist templates, answers and discrepancies (findings). */
export const AUDIT_MESSAGES = {
  'notifications.audit_in_work': {
    ru: 'Аудит {{number}} передан вашей организации для заполнения данных',
    kk: '{{number}} аудиті деректерді толтыру үшін ұйымыңызға берілді',
    en: 'Audit {{number}} is handed to your organization to fill in its data',
  },
  'notifications.audit_on_approval': {
    ru: 'Аудит {{number}} отправлен на утверждение',
    kk: '{{number}} аудиті бекітуге жіберілді',
    en: 'Audit {{number}} is sent for approval',
  },
  'notifications.audit_revision': {
    ru: 'Аудит {{number}} возвращён на доработку: {{comment}}',
    kk: '{{number}} аудиті пысықтауға қайтарылды: {{comment}}',
    en: 'Audit {{number}} is returned for revision: {{comment}}',
  },
  'notifications.audit_approved': {
    ru: 'Аудит {{number}} утверждён',
    kk: '{{number}} аудиті бекітілді',
    en: 'Audit {{number}} is approved',
  },
  'errors.audit_template_superseded': {
    ru: 'Эта версия чек-листа уже заменена новой. Откройте текущую версию',
    kk: 'Чек-парақтың бұл нұсқасы жаңасымен ауыстырылған. Ағымдағы нұсқасын ашыңыз',
    en: 'This version of the checklist has been replaced by a newer one. Open the current version',
  },
  'errors.audit_question_duplicate': {
    ru: 'Код требования повторяется: у каждого требования чек-листа свой код',
    kk: 'Талап коды қайталанады: чек-парақтың әр талабының өз коды болады',
    en: 'The requirement code repeats: each requirement of a checklist has its own code',
  },
  'errors.audit_question_unknown': {
    ru: 'В чек-листе этого аудита нет такого требования',
    kk: 'Бұл аудиттің чек-парағында мұндай талап жоқ',
    en: 'The checklist of this audit has no such requirement',
  },
  'errors.audit_photo_unknown': {
    ru: 'Фото должно быть файлом этого аудита',
    kk: 'Фото осы аудиттің файлы болуы керек',
    en: 'A photo must be a file of this audit',
  },
  'errors.audit_responsible_unknown': {
    ru: 'Выберите активного сотрудника проверяемой организации или её подразделения',
    kk: 'Тексерілетін ұйымның немесе оның бөлімшесінің белсенді қызметкерін таңдаңыз',
    en: 'Choose an active employee of the audited organization or one of its units',
  },
  'errors.audit_findings_unanswered': {
    ru: 'Заполните причины и корректирующие действия по каждому несоответствию ({{count}} без ответа)',
    kk: 'Әр сәйкессіздік бойынша себептері мен түзету әрекеттерін толтырыңыз ({{count}} жауапсыз)',
    en: 'Fill in the causes and corrective actions of every discrepancy ({{count}} without them)',
  },
  'notifications.audit_finding_assigned': {
    ru: 'Вы назначены ответственным за несоответствие аудита {{number}}',
    kk: 'Сіз {{number}} аудитінің сәйкессіздігіне жауапты болып тағайындалдыңыз',
    en: 'You are responsible for a discrepancy of audit {{number}}',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
