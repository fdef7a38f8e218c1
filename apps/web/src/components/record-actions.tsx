import type { TWorkflowAction } from '@hse/contracts/workflow';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { notify } from '../app/notifications-store';
import { ConfirmDialog } from './confirm-dialog';
import { WorkflowBar } from './workflow-bar';

type TProps = {
  record: { allowed_actions: TWorkflowAction[]; can_edit: boolean; can_delete: boolean };
  /** Hidden while editing, where sending goes through the form so that nothing typed is lost. */
  workflow: boolean;
  /** Actions that ask for a comment (the workflow's `commentRequired`); by default for revision and reject. */
  commentActions?: readonly TWorkflowAction[];
  act: (action: TWorkflowAction, comment: string | undefined) => Promise<void>;
  /** The editor's address; absent where there is nothing to open. */
  editTo?: string;
  /** Already translated: the confirmation's title and text, and the notice once deleted. */
  deleteTexts: { title: string; text: string; done: string };
  remove: () => Promise<void>;
  /** Buttons every reader has (print, PDF). */
  children?: ReactNode;
};

/** What the reader may do with a record now: exactly what the server allows, nothing else. */
export function RecordActions(props: TProps) {
  const { record, workflow, commentActions, act, editTo, deleteTexts, remove, children } = props;
  const { t } = useTranslation('common');
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      useFlexGap
      sx={{
        gap: 1,
        mb: 2,
        alignItems: { md: 'flex-start' },
        justifyContent: 'space-between',
        displayPrint: 'none',
      }}
    >
      {workflow && (
        <WorkflowBar
          actions={record.allowed_actions}
          commentActions={commentActions}
          onAct={async (action, comment) => {
            await act(action, comment);
            notify({
              type: 'success',
              message: t('workflow_bar.done', { action: t(`actions.${action}`, { ns: 'workflow' }) }),
            });
          }}
        />
      )}
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', ml: { md: 'auto' } }}>
        {record.can_edit && editTo && (
          <Button component={RouterLink} to={editTo} variant="outlined" startIcon={<EditIcon />}>
            {t('buttons.edit')}
          </Button>
        )}
        {children}
        {record.can_delete && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
            {t('buttons.delete')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={deleting}
        title={deleteTexts.title}
        text={deleteTexts.text}
        confirmLabel={t('buttons.delete')}
        color="error"
        onConfirm={async () => {
          await remove();
          notify({ type: 'success', message: deleteTexts.done });
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
