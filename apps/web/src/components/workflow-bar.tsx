import type { TWorkflowAction } from '@hse/contracts/workflow';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { ConfirmDialog } from './confirm-dialog';
import { errorDetail } from './error-detail';

/** Brief §6: "for revision" and "reject" always carry a comment; approving and rejecting are asked twice. */
const COMMENT_ACTIONS: readonly TWorkflowAction[] = ['for_revision', 'reject'];
const CONFIRM_ACTIONS: readonly TWorkflowAction[] = ['approve', 'reject'];
const COLORS: Partial<Record<TWorkflowAction, ButtonProps['color']>> = {
  approve: 'success',
  reject: 'error',
  for_revision: 'warning',
};

type TProps = {
  /** Exactly what the record's answer allows this user now (`allowed_actions`). */
  actions: readonly TWorkflowAction[];
  /** Takes the action on the server; a rejection is shown here. */
  onAct: (action: TWorkflowAction, comment?: string) => Promise<unknown>;
  /** Actions that ask for a comment, when the record type's workflow names them. */
  commentActions?: readonly TWorkflowAction[];
};

/** A comment the server refused is shown on the comment field, not twice. */
function commentError(error: unknown): string | null {
  return error instanceof ApiError && error.errors?.comment ? error.errors.comment.join(' ') : null;
}

/** The workflow buttons of any record, named in the reader's language. */
export function WorkflowBar({ actions, onAct, commentActions = COMMENT_ACTIONS }: TProps) {
  const { t } = useTranslation('common');
  const [asking, setAsking] = useState<TWorkflowAction | null>(null);
  const [comment, setComment] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [running, setRunning] = useState<TWorkflowAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = (action: TWorkflowAction) => t(`actions.${action}`, { ns: 'workflow' });

  const run = async (action: TWorkflowAction) => {
    setRunning(action);
    setFailure(null);
    try {
      await onAct(action);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.values(error.errors ?? {}).flat() : [];
      // The same text for many fields (each empty field of a list) is said once.
      setFailure([errorDetail(error, t('errors.action_failed')), ...new Set(fields)].join(' '));
    } finally {
      setRunning(null);
    }
  };
  const start = (action: TWorkflowAction) => {
    if (!commentActions.includes(action) && !CONFIRM_ACTIONS.includes(action)) return void run(action);
    setComment('');
    setFieldError(null);
    setFailure(null);
    setAsking(action);
  };

  if (actions.length === 0) return null;
  const needsComment = asking !== null && commentActions.includes(asking);
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        useFlexGap
        role="group"
        aria-label={t('workflow_bar.label')}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {actions.map((action) => (
          <Button
            key={action}
            variant="contained"
            color={COLORS[action] ?? 'primary'}
            loading={running === action}
            disabled={running !== null}
            onClick={() => start(action)}
            data-testid={`workflow-action-${action}`}
          >
            {name(action)}
          </Button>
        ))}
      </Stack>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)} data-testid="workflow-error">
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? name(asking) : ''}
        text={
          needsComment
            ? t('workflow_bar.comment_hint')
            : t('workflow_bar.confirm', { action: asking ? name(asking) : '' })
        }
        confirmLabel={asking ? name(asking) : ''}
        color={asking ? COLORS[asking] : 'primary'}
        onConfirm={() =>
          asking ? onAct(asking, needsComment ? comment.trim() : undefined) : Promise.resolve()
        }
        onClose={() => setAsking(null)}
        describeError={(error) => {
          const text = commentError(error);
          setFieldError(text);
          return text ? null : errorDetail(error, t('errors.action_failed'));
        }}
      >
        {needsComment && (
          <TextField
            autoFocus
            multiline
            minRows={3}
            required
            label={t('workflow_bar.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            error={fieldError !== null}
            helperText={fieldError}
            slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'workflow-comment' } }}
          />
        )}
      </ConfirmDialog>
    </Stack>
  );
}
