import { ATTACHMENT_MIME_TYPES } from '@hse/contracts/records';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize, useLanguage } from '../../components/localized';
import { useQorgauSettings } from '../../components/qorgau-settings-query';

export const MAX_FILES = 10;

/** The files chosen for a new card, and why those left out were refused. */
export function useCardFiles() {
  const { t } = useTranslation('qorgau');
  const lang = useLanguage();
  const settings = useQorgauSettings();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);

  // Each refused file is named with its reason; the accepted ones are added all the same.
  const addFiles = (chosen: FileList | null) => {
    const limit = settings.data?.file_max_bytes ?? Number.POSITIVE_INFINITY;
    const refused: string[] = [];
    const next = [...files];
    for (const file of Array.from(chosen ?? [])) {
      // An empty type is a browser that does not know the file: the server decides by its bytes.
      if (file.type && !(ATTACHMENT_MIME_TYPES as readonly string[]).includes(file.type)) {
        refused.push(t('create.file_type', { name: file.name }));
        continue;
      }
      if (file.size > limit) {
        refused.push(t('create.file_too_large', { name: file.name, size: formatFileSize(limit, lang) }));
        continue;
      }
      if (next.length < MAX_FILES) next.push(file);
    }
    setFileError(refused.length > 0 ? refused.join(' ') : null);
    setFiles(next);
  };

  return { files, setFiles, fileError, addFiles };
}

export type TCardFiles = ReturnType<typeof useCardFiles>;
