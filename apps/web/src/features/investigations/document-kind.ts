import { ACT_MODULE, BULLETIN_MODULE, REPORT_MODULE } from '@hse/contracts/investigation-modules';
import type { TAct, TBulletin, TReport } from '@hse/contracts/investigations';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DOCUMENT_KINDS, type TDocumentKind } from '../../components/document-routes';
import { incidentDocumentsKey } from '../../components/incident-documents-query';

/** Any of the three kinds; the kind's own fields are read where the kind is known. */
export type TDocument = TReport | TAct | TBulletin;

/** Each kind's manifest: its generic queries, history and list come from it. */
export const DOCUMENT_MANIFESTS: Record<TDocumentKind, TRecordModule> = {
  report: REPORT_MODULE,
  act: ACT_MODULE,
  bulletin: BULLETIN_MODULE,
};

/** Which kind a manifest is (a generic page's slot knows the manifest only). */
export const documentKindOfModule = (module: TRecordModule): TDocumentKind =>
  DOCUMENT_KINDS.find((kind) => DOCUMENT_MANIFESTS[kind].key === module.key) ?? 'report';

/**
 * A document read again (saved, sent, acted on): its message's documents panel reads them again
 * too, rather than showing a cached list for its first half-minute.
 */
export function useIncidentDocumentsFollow(incidentId: string, version: number | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (incidentId && version !== undefined)
      void client.invalidateQueries({ queryKey: incidentDocumentsKey(incidentId) });
  }, [client, incidentId, version]);
}
