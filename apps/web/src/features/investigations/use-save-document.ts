import type { TDocumentKind } from '../../components/document-routes';
import { changedFields } from '../../components/form/changed-fields';
import { queriesOf } from '../../components/record-module/record-queries';
import { SavedButNotSent } from '../../components/saved-but-not-sent';
import { type TDocumentFormValues, toDocumentInput } from './document-form-values';
import { DOCUMENT_MANIFESTS, type TDocument, useRefreshIncidentDocuments } from './document-kind';

/** Saves the draft (create, or PATCH of the changed fields), then sends it for approval when asked. */
export function useSaveDocument(kind: TDocumentKind, incidentId: string, document: TDocument | undefined) {
  const queries = queriesOf(DOCUMENT_MANIFESTS[kind]);
  const create = queries.useCreate();
  const update = queries.useUpdate();
  const act = queries.useAction();
  const refresh = useRefreshIncidentDocuments();
  return async (values: TDocumentFormValues, baseline: TDocumentFormValues, send: boolean) => {
    const input = toDocumentInput(kind, values);
    let saved: TDocument;
    if (!document) saved = (await create.mutateAsync({ incident_id: incidentId, ...input })) as TDocument;
    else {
      const changed = changedFields(input, toDocumentInput(kind, baseline));
      saved = changed
        ? ((await update.mutateAsync({
            id: document.id,
            body: { ...changed, version: document.version },
          })) as TDocument)
        : document;
    }
    refresh(incidentId);
    if (!send) return saved;
    try {
      const sent = (await act.mutateAsync({ record: saved, action: 'send_for_approval' })) as TDocument;
      refresh(incidentId);
      return sent;
    } catch (reason) {
      throw new SavedButNotSent(saved, reason);
    }
  };
}
