import type { TTextTree } from './texts.ts';

/** Who adds and keeps the media library's items: the administrator and the HSE staff, in their scope. */
export const MEDIA_EDITOR_ROLES = ['admin', 'dotos', 'headdotos'] as const;

/** The languages an item of the media library is made in. */
export const MEDIA_LANGUAGE_TEXTS = {
  ru: { ru: 'Русский', kk: 'Орыс тілі', en: 'Russian' },
  kk: { ru: 'Казахский', kk: 'Қазақ тілі', en: 'Kazakh' },
  en: { ru: 'Английский', kk: 'Ағылшын тілі', en: 'English' },
} as const satisfies TTextTree;

/** The two states of a media item (media-library.ts). */
export const MEDIA_STATUS_TEXTS = {
  draft: { ru: 'Черновик', kk: 'Жоба', en: 'Draft' },
  published: { ru: 'Опубликовано', kk: 'Жарияланды', en: 'Published' },
} as const satisfies TTextTree;

/** The target organizations' field and its row (decision 076), the same in every media type. */
export const MEDIA_TARGET_TEXTS = {
  field: {
    ru: 'Также для организаций (и входящих в них)',
    kk: 'Сондай-ақ ұйымдарға (және олардың құрамындағыларға)',
    en: 'Also for the organizations (and those within them)',
  },
  row: { organization_id: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' } },
} as const;
