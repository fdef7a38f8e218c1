import { useTranslation } from 'react-i18next';
import type { TDocumentKind } from '../../components/document-routes';
import { HistoryPanel } from '../../components/history-panel';
import { useOrganizationName } from '../../components/use-organization-name';
import { documentPaths, documentsKeys } from './documents-queries';

/** Rows of a document are shown in full on it; the history says how many there are. */
const ROW_FIELDS = new Set(['root_causes', 'measures', 'guilt', 'members', 'victims']);

export function DocumentHistory({ kind, id }: { kind: TDocumentKind; id: string }) {
  const { t } = useTranslation('investigation_data');
  const organizationName = useOrganizationName();
  return (
    <HistoryPanel
      queryKey={documentsKeys.history(kind, id)}
      path={documentPaths.history(kind, id)}
      fieldLabel={(field) => t(`fields.${field}`, { defaultValue: field })}
      formatValue={(field, value) => {
        if (field === 'status' && typeof value === 'string')
          return t(`statuses.${value}`, { defaultValue: value });
        if (ROW_FIELDS.has(field) && Array.isArray(value)) return String(value.length);
        if (field === 'target_organization_ids' && Array.isArray(value))
          return value.map((id) => organizationName(id) ?? String(id)).join(', ');
        if (field === 'chairman' && value && typeof value === 'object')
          return Object.values(value).filter(Boolean).join(', ');
        return null;
      }}
    />
  );
}
