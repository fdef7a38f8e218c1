import type { TLanguage } from '../constants.ts';

/** Safety documents' own texts: their refusals and their notifications. */
export const DOCUMENT_MESSAGES = {
  'errors.document_too_large': {
    ru: 'Файл больше допустимого размера документа ({{limit}} МБ). Уменьшите файл или разделите его на части',
    kk: 'Файл құжаттың рұқсат етілген көлемінен ({{limit}} МБ) үлкен. Файлды кішірейтіңіз немесе бөліктерге бөліңіз',
    en: 'The file is larger than a document may be ({{limit}} MB). Make it smaller or split it into parts',
  },
  'errors.document_file_type': {
    ru: 'Такой файл нельзя загрузить как документ. Допустимы PDF, DOCX, XLSX, PPTX, ODT, изображения (JPEG, PNG, WebP, GIF) и текст (TXT)',
    kk: 'Мұндай файлды құжат ретінде жүктеуге болмайды. PDF, DOCX, XLSX, PPTX, ODT, суреттер (JPEG, PNG, WebP, GIF) және мәтін (TXT) рұқсат етіледі',
    en: 'This file cannot be uploaded as a document. Allowed: PDF, DOCX, XLSX, PPTX, ODT, images (JPEG, PNG, WebP, GIF) and text (TXT)',
  },
  'errors.document_no_file': {
    ru: 'Загрузите файл документа перед утверждением',
    kk: 'Бекітпес бұрын құжат файлын жүктеңіз',
    en: 'Upload the document’s file before approving it',
  },
  'errors.folder_other_area': {
    ru: 'Папка относится к другому направлению',
    kk: 'Папка басқа бағытқа жатады',
    en: 'The folder belongs to another area',
  },
  'errors.folder_not_empty': {
    ru: 'В папке есть документы или вложенные папки: сначала перенесите или удалите их',
    kk: 'Папкада құжаттар немесе ішкі папкалар бар: алдымен оларды көшіріңіз немесе жойыңыз',
    en: 'The folder holds documents or folders: move or delete them first',
  },
  'errors.folder_cycle': {
    ru: 'Папку нельзя вложить в саму себя или в её вложенную папку',
    kk: 'Папканы өзіне немесе оның ішкі папкасына салуға болмайды',
    en: 'A folder cannot be put inside itself or one of its folders',
  },
  'errors.no_preview': {
    ru: 'Этот файл нельзя просмотреть в браузере: скачайте его',
    kk: 'Бұл файлды браузерде қарау мүмкін емес: оны жүктеп алыңыз',
    en: 'This file cannot be viewed in the browser: download it',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
