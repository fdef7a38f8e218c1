import { useTranslation } from 'react-i18next';
import { formatDate, useLanguage } from '../../components/localized';

const CHOICES = ['category', 'work_type', 'risk'];

/**
 * How the map's history writes its items' values (outside the manifest's fields): choices by
 * their names, the deadline as a day in the reader's language; the rest the generic way.
 */
export function useRoadMapHistoryValue() {
  const { t } = useTranslation('road_maps');
  const lang = useLanguage();
  return (field: string, value: unknown): string | null => {
    if (typeof value !== 'string') return null;
    if (CHOICES.includes(field)) return t(`options.${field}.${value}`, { defaultValue: value });
    if (field === 'due_on') return formatDate(value, lang);
    return null;
  };
}
