import type { TRecordModuleHead } from './record-module/define.ts';
import type { TTextTree } from './texts.ts';

/** The eight areas of safety documents (domain.md §5), each one screen `media/:fileType`. */
export const DOCUMENT_AREAS = [
  'common_files',
  'occ_safety',
  'industrial_safety',
  'transport_security',
  'fire_safety',
  'health_protection',
  'environmental_protection',
  'civil_defense',
] as const;
export type TDocumentArea = (typeof DOCUMENT_AREAS)[number];

/** Who keeps the documents and their folders: the administrator and the HSE staff, within their scope. */
export const DOCUMENT_KEEPERS = ['admin', 'dotos', 'headdotos'] as const;

/** The route of one area's documents (spec §2). */
export const DOCUMENTS_ROUTE = '/media/:fileType';
export const documentsHref = (area: string) => `/media/${area}`;

export const DOCUMENT_AREA_TEXTS = {
  common_files: { ru: 'Общие файлы', kk: 'Жалпы файлдар', en: 'Common files' },
  occ_safety: { ru: 'Охрана труда', kk: 'Еңбекті қорғау', en: 'Occupational safety' },
  industrial_safety: {
    ru: 'Промышленная безопасность',
    kk: 'Өнеркәсіптік қауіпсіздік',
    en: 'Industrial safety',
  },
  transport_security: {
    ru: 'Транспортная безопасность',
    kk: 'Көлік қауіпсіздігі',
    en: 'Transport security',
  },
  fire_safety: { ru: 'Пожарная безопасность', kk: 'Өрт қауіпсіздігі', en: 'Fire safety' },
  health_protection: { ru: 'Охрана здоровья', kk: 'Денсаулық сақтау', en: 'Health protection' },
  environmental_protection: {
    ru: 'Охрана окружающей среды',
    kk: 'Қоршаған ортаны қорғау',
    en: 'Environmental protection',
  },
  civil_defense: { ru: 'Гражданская оборона', kk: 'Азаматтық қорғаныс', en: 'Civil defense' },
} as const satisfies TTextTree;

/** What the web's shell shows before the documents' screen loads. */
export const DOCUMENT_HEAD_TEXTS = {
  home: {
    ru: 'Документы по безопасности по направлениям: папки, версии, сроки действия и поиск по тексту',
    kk: 'Бағыттар бойынша қауіпсіздік құжаттары: папкалар, нұсқалар, қолданылу мерзімдері және мәтін бойынша іздеу',
    en: 'Safety documents by area: folders, versions, validity and search inside the text',
  },
  titles: {
    list: { ru: 'Документы', kk: 'Құжаттар', en: 'Documents' },
    create: { ru: 'Новый документ', kk: 'Жаңа құжат', en: 'New document' },
    record: { ru: 'Документ', kk: 'Құжат', en: 'Document' },
  },
  areas: DOCUMENT_AREA_TEXTS,
} as const satisfies TTextTree;

/** The documents' head: what the web's shell reads before their screen loads. */
export const DOCUMENT_MODULE_HEAD = {
  key: 'documents',
  texts: DOCUMENT_HEAD_TEXTS,
  createRoles: DOCUMENT_KEEPERS,
  // One screen per area (domain.md §5); a document opens inside it.
  routes: { list: DOCUMENTS_ROUTE, create: DOCUMENTS_ROUTE, record: '/media-document/:id' },
} as const satisfies TRecordModuleHead;
