import type { TQorgauCard } from '@hse/contracts/qorgau';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { notify } from '../../app/notifications-store';
import { errorDetail } from '../../components/error-detail';
import { UserSelect } from '../../components/user-select';
import { qorgauQueries } from './qorgau-queries';

/**
 * What the staff do with a card, as the server allows it now: give it to a responsible person,
 * close it with the measure taken, or reject it; each with what it needs, checked as it is typed.
 */
export function CardHandling({ card }: { card: TQorgauCard }) {
  const { t } = useTranslation('qorgau');
  const act = qorgauQueries.useAction();
  const [assignee, setAssignee] = useState<string | null>(card.assignee_id);
  const [measure, setMeasure] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const allowed = (action: TWorkflowAction) => card.allowed_actions.includes(action);
  if (!['send_to_work', 'approve', 'reject'].some((a) => allowed(a as TWorkflowAction))) return null;

  const run = async (
    action: TWorkflowAction,
    { comment, ...body }: { comment?: string; assignee_id?: string },
    done: string,
  ) => {
    setFailure(null);
    try {
      await act.mutateAsync({ record: card as unknown as TRecordItem, action, comment, body });
      notify({ type: 'success', message: done });
      setMeasure('');
      setReason('');
    } catch (error) {
      const fields = error instanceof ApiError ? Object.values(error.errors ?? {}).flat() : [];
      setFailure([errorDetail(error, t('handling.failed')), ...fields].join(' '));
    }
  };
  const busy = act.isPending;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="qorgau-handling">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('handling.title')}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {allowed('send_to_work') && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <UserSelect
              label={t('handling.assignee')}
              value={assignee}
              onChange={(id) => setAssignee(id)}
              organizationId={null}
              data-testid="qorgau-assignee"
            />
            <Button
              variant="contained"
              disabled={!assignee || assignee === card.assignee_id}
              loading={busy}
              onClick={() =>
                run('send_to_work', { assignee_id: assignee ?? undefined }, t('handling.sent_to_work'))
              }
              sx={{ flex: 'none', mt: { sm: 1 } }}
              data-testid="qorgau-send-to-work"
            >
              {card.status === 'in_work' ? t('handling.reassign') : t('handling.send_to_work')}
            </Button>
          </Stack>
        )}
        {allowed('approve') && (
          <Stack spacing={1}>
            <TextField
              label={t('handling.measure')}
              value={measure}
              onChange={(e) => setMeasure(e.target.value)}
              multiline
              minRows={2}
              required
              helperText={t('handling.measure_hint')}
              slotProps={{ htmlInput: { 'data-testid': 'qorgau-measure', maxLength: 4000 } }}
            />
            <Button
              variant="contained"
              color="success"
              disabled={!measure.trim()}
              loading={busy}
              onClick={() => run('approve', { comment: measure.trim() }, t('handling.closed'))}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="qorgau-close"
            >
              {t('handling.close')}
            </Button>
          </Stack>
        )}
        {allowed('reject') && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              size="small"
              label={t('handling.reject_reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 4000 } }}
            />
            <Button
              color="error"
              disabled={!reason.trim()}
              loading={busy}
              onClick={() => run('reject', { comment: reason.trim() }, t('handling.rejected'))}
              sx={{ flex: 'none', mt: { sm: 0.5 } }}
              data-testid="qorgau-reject"
            >
              {t('handling.reject')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
