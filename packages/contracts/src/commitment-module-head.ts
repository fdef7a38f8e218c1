import type { TRecordModuleHead } from './record-module/define.ts';
import type { TTextTree } from './texts.ts';

/** What the web's shell shows before the module's pages load: its home card and titles. */
export const COMMITMENT_HEAD_TEXTS = {
  home: {
    ru: 'Личные обязательства руководителя по безопасности и их выполнение',
    kk: 'Басшының қауіпсіздік жөніндегі жеке міндеттемелері және олардың орындалуы',
    en: 'A manager’s personal safety commitments and how they are kept',
  },
  titles: {
    // Spec §2 names the list's route so: its title, its menu entry and its heading.
    list: { ru: 'Личная приверженность', kk: 'Жеке ұстанымдылық', en: 'Personal commitment' },
    create: { ru: 'Новое обязательство', kk: 'Жаңа міндеттеме', en: 'New commitment' },
    record: { ru: 'Личное обязательство', kk: 'Жеке міндеттеме', en: 'Personal commitment' },
    filling: { ru: 'Выполнение обязательства', kk: 'Міндеттеменің орындалуы', en: 'Commitment progress' },
  },
} as const satisfies TTextTree;

/**
 * The commitment manifest's head: what the web's shell reads before the commitment pages load.
 * Any signed-in manager keeps a commitment; reading and approving follow the scope and the workflow.
 */
export const COMMITMENT_MODULE_HEAD = {
  key: 'commitments',
  texts: COMMITMENT_HEAD_TEXTS,
  routes: { list: '/commitment', create: '/commitment-create', record: '/commitment/:id' },
} as const satisfies TRecordModuleHead;

/** The screen where the author reports what was done in a quarter (spec §2). */
export const COMMITMENT_FILLING_ROUTE = '/commitment-filling/:id';
