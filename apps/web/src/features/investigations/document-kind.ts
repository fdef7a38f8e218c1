import { ACT_MODULE, BULLETIN_MODULE, REPORT_MODULE } from '@hse/contracts/investigation-modules';
import type { TAct, TBulletin, TReport } from '@hse/contracts/investigations';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import { useQueryClient } from '@tanstack/react-query';
import type { TDocumentKind } from '../../components/document-routes';
import { incidentDocumentsKey } from '../../components/incident-documents-query';
import { useOrganizationName } from '../../components/use-organization-name';

/** Any of the three kinds; the kind's own fields are read where the kind is known. */
export type TDocument = TReport | TAct | TBulletin;

/** Each kind's manifest: its generic queries, history and list come from it. */
export const DOCUMENT_MANIFESTS: Record<TDocumentKind, TRecordModule> = {
  report: REPORT_MODULE,
  act: ACT_MODULE,
  bulletin: BULLETIN_MODULE,
};

/** A document changed: its message's documents section shows it too. */
export function useRefreshIncidentDocuments() {
  const client = useQueryClient();
  return (incidentId: string) =>
    void client.invalidateQueries({ queryKey: incidentDocumentsKey(incidentId) });
}

/** How the history writes the values no field type holds: lists by their length, people by name. */
export function useOwnHistoryValue() {
  const organizationName = useOrganizationName();
  return (field: string, value: unknown): string | null => {
    if ((field === 'victims' || field === 'members') && Array.isArray(value)) return String(value.length);
    if (field === 'target_organization_ids' && Array.isArray(value))
      return value.map((id) => organizationName(id) ?? String(id)).join(', ');
    if (field === 'chairman' && value && typeof value === 'object')
      return Object.values(value).filter(Boolean).join(', ');
    return null;
  };
}
