import type { TLanguage } from '../constants.ts';

/** Personal safety commitments' own texts: their approval and their quarterly reports. */
export const COMMITMENT_MESSAGES = {
  'notifications.commitment_on_approval': {
    ru: 'Личное обязательство {{number}} ждёт вашего утверждения',
    kk: '{{number}} жеке міндеттемесі сіздің бекітуіңізді күтуде',
    en: 'Personal commitment {{number}} awaits your approval',
  },
  'notifications.commitment_revision': {
    ru: 'Личное обязательство {{number}} возвращено на доработку: {{comment}}',
    kk: '{{number}} жеке міндеттемесі пысықтауға қайтарылды: {{comment}}',
    en: 'Personal commitment {{number}} is returned for revision: {{comment}}',
  },
  'notifications.commitment_approved': {
    ru: 'Личное обязательство {{number}} утверждено',
    kk: '{{number}} жеке міндеттемесі бекітілді',
    en: 'Personal commitment {{number}} is approved',
  },
  'errors.commitment_exists': {
    ru: 'У вас уже есть обязательство на этот год',
    kk: 'Сізде осы жылға міндеттеме бар',
    en: 'You already have a commitment for this year',
  },
  'errors.commitment_self_approval': {
    ru: 'Утверждает ваш руководитель: выберите другого сотрудника',
    kk: 'Сіздің басшыңыз бекітеді: басқа қызметкерді таңдаңыз',
    en: 'Your manager approves it: choose someone else',
  },
  'errors.commitment_other_text': {
    ru: 'Опишите, что вы обязуетесь делать',
    kk: 'Не істеуге міндеттенетініңізді сипаттаңыз',
    en: 'Describe what you commit to do',
  },
  'errors.commitment_period_future': {
    ru: 'Этот квартал ещё не начался',
    kk: 'Бұл тоқсан әлі басталған жоқ',
    en: 'This quarter has not begun yet',
  },
  'errors.commitment_period_filled': {
    ru: 'Отчёт за этот квартал уже есть: откройте и исправьте его',
    kk: 'Бұл тоқсанның есебі бар: оны ашып түзетіңіз',
    en: 'This quarter already has a report: open it and correct it',
  },
  'errors.commitment_counts_mismatch': {
    ru: 'Укажите выполнение по каждому пункту обязательства',
    kk: 'Міндеттеменің әр тармағы бойынша орындалуын көрсетіңіз',
    en: 'Give what was done for each item of the commitment',
  },
  'errors.commitment_evidence_unknown': {
    ru: 'Подтверждающий файл должен быть файлом этого обязательства',
    kk: 'Растайтын файл осы міндеттеменің файлы болуы керек',
    en: 'An evidence file must be a file of this commitment',
  },
  'errors.commitment_not_approved': {
    ru: 'Отчитываться можно только по утверждённому обязательству',
    kk: 'Тек бекітілген міндеттеме бойынша есеп беруге болады',
    en: 'Reports are filed only on an approved commitment',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
