/**
 * The checklist's texts a module spreads into its own (`checklist.*`, `options.answer`, decision
 * 043); without zod, as a module's texts are read by the web's shell before its pages load.
 */
export const CHECKLIST_TEXTS = {
  checklist: {
    question: { ru: 'Требование', kk: 'Талап', en: 'Requirement' },
    reference: { ru: 'Ссылка на норму', kk: 'Нормаға сілтеме', en: 'Reference' },
    weight: { ru: 'Вес', kk: 'Салмағы', en: 'Weight' },
    answer: { ru: 'Ответ', kk: 'Жауап', en: 'Answer' },
    evidence: { ru: 'Свидетельство', kk: 'Дәлел', en: 'Evidence' },
    comment: { ru: 'Комментарий', kk: 'Түсініктеме', en: 'Comment' },
    photos: { ru: 'Фото', kk: 'Фото', en: 'Photos' },
    unanswered: { ru: 'Без ответа', kk: 'Жауапсыз', en: 'Not answered' },
    version: { ru: 'Версия', kk: 'Нұсқа', en: 'Version' },
    title: { ru: 'Название', kk: 'Атауы', en: 'Title' },
    sections: { ru: 'Разделы', kk: 'Бөлімдер', en: 'Sections' },
  },
  answer: {
    compliant: { ru: 'Соответствует', kk: 'Сәйкес', en: 'Compliant' },
    non_compliant: { ru: 'Не соответствует', kk: 'Сәйкес емес', en: 'Non-compliant' },
    not_applicable: { ru: 'Не применимо', kk: 'Қолданылмайды', en: 'Not applicable' },
  },
} as const;
