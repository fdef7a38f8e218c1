import { DOCUMENT_HEAD_TEXTS } from './document-module-head.ts';
import type { TTextTree } from './texts.ts';

/** What a safety document means, in ru, kk and en: the web, the export and the PDF share it. */
export const DOCUMENT_TEXTS = {
  ...DOCUMENT_HEAD_TEXTS,
  sections: {
    general: { ru: 'Документ', kk: 'Құжат', en: 'Document' },
    validity: {
      ru: 'Утверждение и срок действия',
      kk: 'Бекіту және қолданылу мерзімі',
      en: 'Approval and validity',
    },
  },
  fields: {
    number: { ru: 'Рег. номер', kk: 'Тіркеу нөмірі', en: 'Reg. number' },
    status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
    created_at: { ru: 'Добавлен', kk: 'Қосылған', en: 'Added' },
    created_by_fio: { ru: 'Кто добавил', kk: 'Кім қосты', en: 'Added by' },
    area: { ru: 'Направление', kk: 'Бағыт', en: 'Area' },
    folder_id: { ru: 'Папка', kk: 'Папка', en: 'Folder' },
    title_ru: { ru: 'Наименование (рус.)', kk: 'Атауы (орыс.)', en: 'Title (Russian)' },
    title_kk: { ru: 'Наименование (каз.)', kk: 'Атауы (қаз.)', en: 'Title (Kazakh)' },
    title_en: { ru: 'Наименование (англ.)', kk: 'Атауы (ағыл.)', en: 'Title (English)' },
    doc_number: { ru: 'Номер документа', kk: 'Құжат нөмірі', en: 'Document number' },
    approved_on: { ru: 'Дата утверждения', kk: 'Бекітілген күні', en: 'Date of approval' },
    valid_until: { ru: 'Действует до', kk: 'Қолданылу мерзімі', en: 'Valid until' },
    organization_id: { ru: 'Организация-владелец', kk: 'Иелік ететін ұйым', en: 'Owner organization' },
    language: { ru: 'Язык документа', kk: 'Құжат тілі', en: 'Language of the document' },
    versions_count: { ru: 'Версий', kk: 'Нұсқалар саны', en: 'Versions' },
  },
  options: {
    area: DOCUMENT_HEAD_TEXTS.areas,
    language: {
      ru: { ru: 'Русский', kk: 'Орыс тілі', en: 'Russian' },
      kk: { ru: 'Казахский', kk: 'Қазақ тілі', en: 'Kazakh' },
      en: { ru: 'Английский', kk: 'Ағылшын тілі', en: 'English' },
    },
  },
  statuses: {
    draft: { ru: 'Проект', kk: 'Жоба', en: 'Draft' },
    approved: { ru: 'Утверждён', kk: 'Бекітілген', en: 'Approved' },
  },
  validity: {
    valid: { ru: 'Действует', kk: 'Қолданыста', en: 'Valid' },
    ends_soon: { ru: 'Скоро истекает', kk: 'Мерзімі жақында бітеді', en: 'Ends soon' },
    expired: { ru: 'Истёк', kk: 'Мерзімі өткен', en: 'Expired' },
    unlimited: { ru: 'Бессрочно', kk: 'Мерзімсіз', en: 'No end date' },
  },
  export: {
    file: { ru: 'Документы', kk: 'Құжаттар', en: 'Documents' },
  },
} as const satisfies TTextTree;
