import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { notify } from '../../app/notifications-store';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DOCUMENT_ROUTES, type TDocumentKind } from '../../components/document-routes';
import { PdfButton } from '../../components/download-button';
import { WorkflowBar } from '../../components/workflow-bar';
import { documentPaths, type TDocument, useDeleteDocument, useDocumentAction } from './documents-queries';

type TProps = { kind: TDocumentKind; document: TDocument; editing: boolean };

/** What the reader may do with the document now: exactly what the server allows. */
export function DocumentActions({ kind, document, editing }: TProps) {
  const { t } = useTranslation('investigations');
  const navigate = useNavigate();
  const act = useDocumentAction(kind);
  const remove = useDeleteDocument(kind);
  const [deleting, setDeleting] = useState(false);
  const routes = DOCUMENT_ROUTES[kind];
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      useFlexGap
      sx={{ gap: 1, mb: 2, alignItems: { md: 'flex-start' }, justifyContent: 'space-between' }}
    >
      {/* While editing, sending goes through the form so that nothing typed is left unsaved. */}
      {!editing && (
        <WorkflowBar
          actions={document.allowed_actions}
          onAct={async (action, comment) => {
            await act.mutateAsync({ document, action, comment });
            notify({
              type: 'success',
              message: t('notify.done', { action: t(`actions.${action}`, { ns: 'workflow' }) }),
            });
          }}
        />
      )}
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', ml: { md: 'auto' } }}>
        {document.can_edit && !editing && (
          <Button
            component={RouterLink}
            to={routes.edit(document)}
            variant="outlined"
            startIcon={<EditIcon />}
          >
            {t('actions.edit')}
          </Button>
        )}
        {!editing && <PdfButton record={documentPaths.base(kind, document.id)} />}
        {document.can_delete && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
            {t('actions.delete')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={deleting}
        title={t('delete.title')}
        text={t('delete.text', { number: document.number })}
        confirmLabel={t('actions.delete')}
        color="error"
        onConfirm={async () => {
          await remove.mutateAsync(document);
          notify({ type: 'success', message: t('notify.deleted') });
          navigate(`/incident-view/${document.incident_id}`, { replace: true });
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
