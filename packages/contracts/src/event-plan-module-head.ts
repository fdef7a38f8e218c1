import type { TRecordModuleHead } from './record-module/define.ts';
import type { TRole } from './roles.ts';
import type { TTextTree } from './texts.ts';

/** What the web's shell shows of the consolidated plans before their pages load. */
export const EVENT_PLAN_HEAD_TEXTS = {
  home: {
    ru: 'Сводный план мероприятий холдинга и планы дочерних организаций',
    kk: 'Холдингтің жиынтық іс-шаралар жоспары және еншілес ұйымдардың жоспарлары',
    en: 'The holding’s consolidated plan of measures and the subsidiaries’ parts',
  },
  titles: {
    // Spec §2 names the list «План мероприятий».
    list: { ru: 'План мероприятий', kk: 'Іс-шаралар жоспары', en: 'Plan of measures' },
    create: { ru: 'Новый сводный план', kk: 'Жаңа жиынтық жоспар', en: 'New consolidated plan' },
    record: { ru: 'Сводный план мероприятий', kk: 'Жиынтық іс-шаралар жоспары', en: 'Consolidated plan' },
  },
} as const satisfies TTextTree;

/** What the web's shell shows of the subsidiaries' parts before their pages load. */
export const EVENT_PLAN_PART_HEAD_TEXTS = {
  titles: {
    list: {
      ru: 'Планы мероприятий ДЗО',
      kk: 'ЕТҰ іс-шаралар жоспарлары',
      en: 'Subsidiaries’ plans of measures',
    },
    create: {
      ru: 'Новый план мероприятий ДЗО',
      kk: 'ЕТҰ-ның жаңа іс-шаралар жоспары',
      en: 'New subsidiary’s plan',
    },
    record: { ru: 'План мероприятий ДЗО', kk: 'ЕТҰ іс-шаралар жоспары', en: 'Subsidiary’s plan' },
  },
} as const satisfies TTextTree;

/**
 * Who writes the consolidated plan and agrees the subsidiaries' parts: the holding's HSE staff and
 * the administrator. The same roles in a subsidiary write their own part but never agree it
 * (decision 056, as road maps in decision 052).
 */
export const EVENT_PLAN_HOLDING_ROLES = ['dotos', 'headdotos', 'admin'] as const satisfies readonly TRole[];

/**
 * The consolidated plans' head. Spec §2: event-plan (the list), event-plan-create/:id? (without
 * `:id` a new consolidated plan), event-plan-admin/:id? (the consolidated plan; without `:id` the
 * latest one).
 */
export const EVENT_PLAN_MODULE_HEAD = {
  key: 'event_plans',
  texts: EVENT_PLAN_HEAD_TEXTS,
  routes: { list: '/event-plan', create: '/event-plan-create', record: '/event-plan-admin/:id' },
  createRoles: EVENT_PLAN_HOLDING_ROLES,
} as const satisfies TRecordModuleHead;

/**
 * The subsidiaries' parts' head. Spec §2: event-plan-view-dzo/:id (the part, an editor while it may
 * be written), event-plan-create/:id (a part for the plan `:id`); their list is a designed route.
 */
export const EVENT_PLAN_PART_MODULE_HEAD = {
  key: 'event_plan_parts',
  texts: EVENT_PLAN_PART_HEAD_TEXTS,
  routes: {
    list: '/event-plan-parts',
    create: '/event-plan-create/:id',
    record: '/event-plan-view-dzo/:id',
  },
} as const satisfies TRecordModuleHead;

/** The read-only view of a part (spec §2 event-plan-view/:id). */
export const EVENT_PLAN_PART_VIEW_ROUTE = '/event-plan-view/:id';
