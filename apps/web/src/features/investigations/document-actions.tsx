import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DOCUMENT_ROUTES, type TDocumentKind } from '../../components/document-routes';
import { PdfButton } from '../../components/download-button';
import { RecordActions } from '../../components/record-actions';
import { queriesOf } from '../../components/record-module/record-queries';
import { DOCUMENT_MANIFESTS, type TDocument, useRefreshIncidentDocuments } from './document-kind';

type TProps = { kind: TDocumentKind; document: TDocument; editing: boolean };

/** What the reader may do with the document now: exactly what the server allows. */
export function DocumentActions({ kind, document, editing }: TProps) {
  const { t } = useTranslation('investigations');
  const navigate = useNavigate();
  const queries = queriesOf(DOCUMENT_MANIFESTS[kind]);
  const act = queries.useAction();
  const remove = queries.useDelete();
  const refresh = useRefreshIncidentDocuments();
  return (
    <RecordActions
      record={document}
      workflow={!editing}
      act={async (action, comment) => {
        await act.mutateAsync({ record: document, action, comment });
        refresh(document.incident_id);
      }}
      editTo={editing ? undefined : DOCUMENT_ROUTES[kind].edit(document)}
      deleteTexts={{
        title: t('delete.title'),
        text: t('delete.text', { number: document.number }),
        done: t('notify.deleted'),
      }}
      remove={async () => {
        await remove.mutateAsync(document);
        refresh(document.incident_id);
        navigate(`/incident-view/${document.incident_id}`, { replace: true });
      }}
    >
      {!editing && <PdfButton record={queries.paths.base(document.id)} />}
    </RecordActions>
  );
}
