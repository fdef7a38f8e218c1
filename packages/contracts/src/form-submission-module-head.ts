import type { TRecordModuleHead } from './record-module/define.ts';
import type { TTextTree } from './texts.ts';

/** What the web's shell shows before the module's pages load: its home card and titles. */
export const FORM_SUBMISSION_HEAD_TEXTS = {
  home: {
    ru: 'Периодические формы ОТ, ПБ и ООС дочерних организаций: заполнение, отправка, приёмка холдингом',
    kk: 'Еншілес ұйымдардың ЕҚ, ӨҚ және ҚОҚ бойынша мерзімді формалары: толтыру, жіберу, холдингтің қабылдауы',
    en: 'Subsidiaries’ periodic HSE forms: filling in, sending, acceptance by the holding',
  },
  titles: {
    // Spec §2 names the group «Формы».
    list: { ru: 'Формы', kk: 'Формалар', en: 'Forms' },
    create: { ru: 'Новая форма', kk: 'Жаңа форма', en: 'New form' },
    record: { ru: 'Форма', kk: 'Форма', en: 'Form' },
  },
} as const satisfies TTextTree;

/**
 * The form submissions' head. Spec §2: `forms` (the list), `forms/HSE_FRM_<n>` (a new submission
 * of form n), `form-edit/:id/HSE_FRM_<n>` (one submission); `:code` is the form's code.
 */
export const FORM_SUBMISSION_MODULE_HEAD = {
  key: 'form_submissions',
  texts: FORM_SUBMISSION_HEAD_TEXTS,
  routes: { list: '/forms', create: '/forms/:code', record: '/form-edit/:id/:code' },
} as const satisfies TRecordModuleHead;
