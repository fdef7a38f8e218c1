import { MEDIA_EDITOR_ROLES } from './media-library-texts.ts';
import type { TRecordModuleHead } from './record-module/define.ts';
import type { TTextTree } from './texts.ts';

/** What the web's shell shows before the module's pages load: its home card and titles. */
export const VISUAL_AID_HEAD_TEXTS = {
  home: {
    ru: 'Плакаты, памятки и презентации по безопасности: просмотр и загрузка',
    kk: 'Қауіпсіздік жөніндегі плакаттар, жадынамалар және презентациялар: қарау және жүктеу',
    en: 'Safety posters, leaflets and presentations: view and upload',
  },
  titles: {
    list: { ru: 'Наглядные пособия', kk: 'Көрнекі құралдар', en: 'Visual aids' },
    create: { ru: 'Новое наглядное пособие', kk: 'Жаңа көрнекі құрал', en: 'New visual aid' },
    record: { ru: 'Наглядное пособие', kk: 'Көрнекі құрал', en: 'Visual aid' },
    create_poster: { ru: 'Добавить плакат', kk: 'Плакат қосу', en: 'Add a poster' },
    create_leaflet: { ru: 'Добавить памятку', kk: 'Жадынама қосу', en: 'Add a leaflet' },
    create_presentation: { ru: 'Добавить презентацию', kk: 'Презентация қосу', en: 'Add a presentation' },
  },
} as const satisfies TTextTree;

/** The kinds of a visual aid: the `:mediaType` of spec §2's visual_aids_create/:mediaType. */
export const VISUAL_AID_KINDS = ['poster', 'leaflet', 'presentation'] as const;
export type TVisualAidKind = (typeof VISUAL_AID_KINDS)[number];

/**
 * The visual aids' manifest head (decision 064): spec §2's list and create routes; a record opens
 * under the list's path, which the spec leaves without an edit route.
 */
export const VISUAL_AID_MODULE_HEAD = {
  key: 'visual_aids',
  texts: VISUAL_AID_HEAD_TEXTS,
  routes: { list: '/visual_aids', create: '/visual_aids_create/:mediaType', record: '/visual_aids/:id' },
  createRoles: MEDIA_EDITOR_ROLES,
} as const satisfies TRecordModuleHead;

/** The spec's create route of one kind. */
export const visualAidCreateHref = (kind: TVisualAidKind) =>
  VISUAL_AID_MODULE_HEAD.routes.create.replace(':mediaType', kind);
