import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DOCUMENT_ROUTES, type TDocumentKind } from '../../components/document-routes';
import { PdfButton } from '../../components/download-button';
import { RecordActions } from '../../components/record-actions';
import { documentPaths, type TDocument, useDeleteDocument, useDocumentAction } from './documents-queries';

type TProps = { kind: TDocumentKind; document: TDocument; editing: boolean };

/** What the reader may do with the document now: exactly what the server allows. */
export function DocumentActions({ kind, document, editing }: TProps) {
  const { t } = useTranslation('investigations');
  const navigate = useNavigate();
  const act = useDocumentAction(kind);
  const remove = useDeleteDocument(kind);
  return (
    <RecordActions
      record={document}
      workflow={!editing}
      act={(action, comment) => act.mutateAsync({ document, action, comment }).then(() => undefined)}
      editTo={editing ? undefined : DOCUMENT_ROUTES[kind].edit(document)}
      deleteTexts={{
        title: t('delete.title'),
        text: t('delete.text', { number: document.number }),
        done: t('notify.deleted'),
      }}
      remove={async () => {
        await remove.mutateAsync(document);
        navigate(`/incident-view/${document.incident_id}`, { replace: true });
      }}
    >
      {!editing && <PdfButton record={documentPaths.base(kind, document.id)} />}
    </RecordActions>
  );
}
