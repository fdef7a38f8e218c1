import { localToday, type TRecordTask, ZRecordTaskDoneSchema } from '@hse/contracts/record-tasks';
import AddTaskIcon from '@mui/icons-material/AddTask';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { ConfirmDialog } from './confirm-dialog';
import { errorDetail } from './error-detail';
import { applyServerErrors } from './form/server-errors';
import { FormTextField } from './form/text-field';
import { useZodForm } from './form/use-zod-form';
import { formatDate, formatDateTime, useLanguage } from './localized';
import { RaiseTaskDialog } from './raise-task-dialog';
import { useFinishTask, useRecordTasks } from './record-tasks-queries';
import { StatusChip } from './status-chip';

type TProps = {
  /** The record's resource path, which its tasks hang from. */
  base: string;
  /** The name of a finding (a vital rule, a driving habit) in the reader's language. */
  findingLabel: (key: string) => string;
  /** Raising or finishing a task writes the record's history: refresh what shows it. */
  onChanged?: () => void;
};

const ZCommentSchema = ZRecordTaskDoneSchema.pick({ comment: true });

/** Refused by the form itself: the field shows why, the dialog adds nothing. */
class Incomplete extends Error {}

function DoneDialog({
  task,
  onClose,
  base,
  onChanged,
}: {
  task: TRecordTask | null;
  onClose: () => void;
  base: string;
  onChanged?: () => void;
}) {
  const { t } = useTranslation('tasks');
  const finish = useFinishTask(base, onChanged);
  const form = useZodForm(ZCommentSchema, { defaultValues: { comment: '' } });
  const close = () => {
    form.reset({ comment: '' });
    onClose();
  };
  return (
    <ConfirmDialog
      open={task !== null}
      title={t('done_title')}
      text={t('done_hint')}
      confirmLabel={t('done')}
      color="success"
      onClose={close}
      onConfirm={async () => {
        if (!task || !(await form.trigger())) throw new Incomplete();
        await finish.mutateAsync({ task, comment: form.getValues('comment').trim() });
        form.reset({ comment: '' });
      }}
      describeError={(error) => {
        if (error instanceof Incomplete) return null;
        const unmatched = applyServerErrors(form.setError, error, ['comment']);
        if (error instanceof ApiError && error.errors && unmatched.length === 0) return null;
        return [errorDetail(error, t('failed')), ...unmatched].join(' ');
      }}
    >
      <FormTextField
        control={form.control}
        name="comment"
        label={t('fields.comment')}
        required
        multiline
        minRows={2}
        autoFocus
      />
    </ConfirmDialog>
  );
}

/**
 * Follow-up tasks of any record (`<base>/tasks/`): who must do what by when, overdue ones marked;
 * a "raise" button where the server says the reader may, "done" for the task's assignee.
 */
export function TasksPanel({ base, findingLabel, onChanged }: TProps) {
  const { t } = useTranslation('tasks');
  const lang = useLanguage();
  const tasks = useRecordTasks(base);
  const [raising, setRaising] = useState(false);
  const [finishing, setFinishing] = useState<TRecordTask | null>(null);
  const today = localToday();
  const data = tasks.data;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="tasks-panel">
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        {data?.can_raise && (
          <Button
            variant="outlined"
            startIcon={<AddTaskIcon />}
            onClick={() => setRaising(true)}
            data-testid="raise-task"
          >
            {t('raise')}
          </Button>
        )}
      </Stack>
      {tasks.isPending && <CircularProgress size={24} aria-label={t('loading')} />}
      {data && data.results.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
      <List dense disablePadding>
        {data?.results.map((task) => {
          const overdue = task.status === 'open' && task.due_date < today;
          return (
            <ListItem
              key={task.id}
              divider
              disableGutters
              sx={{ display: 'block', py: 1.5 }}
              data-testid={`task-${task.id}`}
            >
              <Stack
                direction="row"
                useFlexGap
                sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}
              >
                <StatusChip status={task.status} label={t(`status.${task.status}`)} />
                {overdue && (
                  <Chip size="small" color="error" label={t('overdue')} data-testid="task-overdue" />
                )}
                {task.finding_key && (
                  <Typography variant="subtitle2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {findingLabel(task.finding_key)}
                  </Typography>
                )}
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {task.description}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('assignee', { fio: task.assignee_fio })}
                {' · '}
                <Typography
                  component="span"
                  variant="body2"
                  color={overdue ? 'error' : 'inherit'}
                  sx={{ fontWeight: overdue ? 600 : undefined }}
                >
                  {t('due', { date: formatDate(task.due_date, lang) })}
                </Typography>
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {t('raised_by', { fio: task.created_by_fio, date: formatDateTime(task.created_at, lang) })}
              </Typography>
              {task.status === 'done' && (
                <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                  {t('done_note', {
                    date: task.done_at ? formatDateTime(task.done_at, lang) : '',
                    comment: task.done_comment,
                  })}
                </Typography>
              )}
              {task.can_complete && (
                <Button
                  size="small"
                  variant="contained"
                  color="success"
                  sx={{ mt: 1 }}
                  onClick={() => setFinishing(task)}
                  data-testid="task-done"
                >
                  {t('done')}
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
      {data?.can_raise && (
        <RaiseTaskDialog
          open={raising}
          onClose={() => setRaising(false)}
          base={base}
          findingKeys={data.finding_keys}
          findingLabel={findingLabel}
          organizationId={data.assignee_organization_id}
          onChanged={onChanged}
        />
      )}
      <DoneDialog task={finishing} onClose={() => setFinishing(null)} base={base} onChanged={onChanged} />
    </Paper>
  );
}
