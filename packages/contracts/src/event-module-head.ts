import type { TRecordModuleHead } from './record-module/define.ts';
import type { TTextTree } from './texts.ts';

/** What the web's shell shows before the module's pages load: its home card and titles. */
export const EVENT_HEAD_TEXTS = {
  home: {
    ru: 'Корректирующие и предупреждающие мероприятия: исполнение, утверждение, просрочка',
    kk: 'Түзету және алдын алу іс-шаралары: орындалуы, бекітілуі, мерзімнің өтуі',
    en: 'Corrective and preventive measures: execution, approval, overdue ones',
  },
  titles: {
    // Spec §2 names the list «Мероприятия».
    list: { ru: 'Мероприятия', kk: 'Іс-шаралар', en: 'Events' },
    create: { ru: 'Новое мероприятие', kk: 'Жаңа іс-шара', en: 'New event' },
    record: { ru: 'Мероприятие', kk: 'Іс-шара', en: 'Event' },
    approval: { ru: 'Отчёт об исполнении', kk: 'Орындалуы туралы есеп', en: 'Execution report' },
    for_approve: {
      ru: 'Утверждение исполнения',
      kk: 'Орындалуын бекіту',
      en: 'Approval of execution',
    },
  },
} as const satisfies TTextTree;

/**
 * The event manifest's head: the spec §2 routes (events, events-view/:eventId) and the create
 * route the spec leaves open (event-create, decision 050).
 */
export const EVENT_MODULE_HEAD = {
  key: 'events',
  texts: EVENT_HEAD_TEXTS,
  routes: { list: '/events', create: '/event-create', record: '/events-view/:id' },
} as const satisfies TRecordModuleHead;

/** The responsible person's report (spec §2 event-approval/:eventId) and the approver's review. */
export const EVENT_REPORT_ROUTE = '/event-approval/:id';
export const EVENT_REVIEW_ROUTE = '/event-for-approve/:id';
