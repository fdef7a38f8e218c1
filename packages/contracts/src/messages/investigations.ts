import type { TLanguage } from '../constants.ts';

/** Investigation documents: their rules, generated titles and the notifications about them. */
export const INVESTIGATION_MESSAGES = {
  'investigations.recipients_required': {
    ru: 'Выберите организации-получатели бюллетеня или отметьте «Только моя организация»',
    kk: 'Бюллетень алушы ұйымдарды таңдаңыз немесе «Тек менің ұйымым» белгісін қойыңыз',
    en: 'Choose the organizations the bulletin is for, or tick “My organization only”',
  },
  'investigations.generated_title.report': {
    ru: 'Отчёт о внутреннем расследовании по сообщению {{number}}',
    kk: '{{number}} хабарламасы бойынша ішкі тергеу есебі',
    en: 'Internal investigation report on message {{number}}',
  },
  'investigations.generated_title.act': {
    ru: 'Акт специального расследования по сообщению {{number}}',
    kk: '{{number}} хабарламасы бойынша арнайы тергеу актісі',
    en: 'Special investigation act on message {{number}}',
  },
  'investigations.generated_title.bulletin': {
    ru: 'Информационный бюллетень по сообщению {{number}}',
    kk: '{{number}} хабарламасы бойынша ақпараттық бюллетень',
    en: 'Information bulletin on message {{number}}',
  },
  'investigations.guilt_over_100': {
    ru: 'Сумма степеней вины не может превышать 100 %',
    kk: 'Кінә дәрежелерінің қосындысы 100 %-дан аспауы керек',
    en: 'The degrees of guilt cannot add up to more than 100 %',
  },
  'investigations.incident_unavailable': {
    ru: 'Сообщение не найдено или ещё не отправлено',
    kk: 'Хабарлама табылмады немесе әлі жіберілмеген',
    en: 'The message does not exist or has not been sent yet',
  },
  'investigations.already_exists': {
    ru: 'У этого сообщения такой документ уже есть',
    kk: 'Бұл хабарламада мұндай құжат бұрыннан бар',
    en: 'This message already has such a document',
  },
  'notifications.document_on_approval': {
    ru: 'Документ {{number}} ожидает утверждения',
    kk: '{{number}} құжаты бекітуді күтуде',
    en: 'Document {{number}} awaits approval',
  },
  'notifications.document_approved': {
    ru: 'Документ {{number}} утверждён',
    kk: '{{number}} құжаты бекітілді',
    en: 'Document {{number}} has been approved',
  },
  'notifications.document_revision': {
    ru: 'Документ {{number}} возвращён на доработку: {{comment}}',
    kk: '{{number}} құжаты пысықтауға қайтарылды: {{comment}}',
    en: 'Document {{number}} has been returned for revision: {{comment}}',
  },
  'notifications.document_rejected': {
    ru: 'Документ {{number}} отклонён: {{comment}}',
    kk: '{{number}} құжаты қабылданбады: {{comment}}',
    en: 'Document {{number}} has been rejected: {{comment}}',
  },
  'notifications.bulletin_published': {
    ru: 'Новый информационный бюллетень {{number}}: извлеките уроки',
    kk: 'Жаңа ақпараттық бюллетень {{number}}: сабақ алыңыз',
    en: 'New information bulletin {{number}}: learn its lessons',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
