import type { TDocumentKind } from '../../components/document-routes';
import { changedFields } from '../../components/form/changed-fields';
import { SavedButNotSent } from '../../components/saved-but-not-sent';
import { type TDocumentFormValues, toDocumentInput } from './document-form-values';
import { type TDocument, useCreateDocument, useDocumentAction, useUpdateDocument } from './documents-queries';

/** Saves the draft (create, or PATCH of the changed fields), then sends it for approval when asked. */
export function useSaveDocument(kind: TDocumentKind, incidentId: string, document: TDocument | undefined) {
  const create = useCreateDocument(kind);
  const update = useUpdateDocument(kind);
  const act = useDocumentAction(kind);
  return async (values: TDocumentFormValues, baseline: TDocumentFormValues, send: boolean) => {
    const input = toDocumentInput(kind, values);
    let saved: TDocument;
    if (!document) saved = await create.mutateAsync({ incident_id: incidentId, ...input });
    else {
      const changed = changedFields(input, toDocumentInput(kind, baseline));
      saved = changed
        ? await update.mutateAsync({ id: document.id, body: { ...changed, version: document.version } })
        : document;
    }
    if (!send) return saved;
    try {
      return await act.mutateAsync({ document: saved, action: 'send_for_approval' });
    } catch (reason) {
      throw new SavedButNotSent(saved, reason);
    }
  };
}
