import type { TRecordModuleHead } from './record-module/define.ts';
import type { TTextTree } from './texts.ts';

/** What the web's shell shows of the messages before their pages load: their titles. */
export const INCIDENT_HEAD_TEXTS = {
  titles: {
    list: { ru: 'Сообщения о происшествиях', kk: 'Оқиғалар туралы хабарламалар', en: 'Incident messages' },
    create: { ru: 'Новое сообщение', kk: 'Жаңа хабарлама', en: 'New message' },
    record: { ru: 'Сообщение', kk: 'Хабарлама', en: 'Message' },
  },
} as const satisfies TTextTree;

/** The incident manifest's head: what the web's shell reads before the incident pages load. */
export const INCIDENT_MODULE_HEAD = {
  key: 'incidents',
  texts: INCIDENT_HEAD_TEXTS,
  routes: { list: '/incident', create: '/incident-create', record: '/incident-view/:id' },
} as const satisfies TRecordModuleHead;
