import {
  REFUSAL_REASON_MAX,
  type TRegistrationRequest,
  ZRegistrationRefuseSchema,
} from '@hse/contracts/registration-requests';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { errorDetail } from '../../components/error-detail';
import { formatDateTime, useLanguage } from '../../components/localized';
import { useDecideRequest } from './requests-queries';

type TProps = { request: TRegistrationRequest | null; onClose: () => void };

const reasonSchema = ZRegistrationRefuseSchema.shape.reason;

/** A request's details with its two decisions; refusing asks for the reason the person will read. */
export function RequestDialog({ request, onClose }: TProps) {
  const { t } = useTranslation('reference');
  const lang = useLanguage();
  const mutation = useDecideRequest();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const close = () => {
    mutation.reset();
    setRefusing(false);
    setReason('');
    setReasonError(null);
    onClose();
  };
  const done = (message: string) => () => {
    notify({ type: 'success', message });
    close();
  };
  const approve = () => {
    if (request)
      mutation.mutate(
        { request, decision: { kind: 'approve' } },
        { onSuccess: done(t('requests.approved')) },
      );
  };
  const refuse = () => {
    if (!request) return;
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setReasonError(t(parsed.error.issues[0]?.message ?? 'validation.required', { ns: 'messages' }));
      return;
    }
    mutation.mutate(
      { request, decision: { kind: 'refuse', reason: parsed.data } },
      { onSuccess: done(t('requests.refused')) },
    );
  };
  const pending = request?.state === 'pending';
  const rows: [string, string][] = request
    ? [
        [t('requests.fields.login'), request.login],
        [t('requests.fields.organization'), request.organization_name],
        [t('requests.fields.post'), request.post],
        [t('requests.fields.division'), request.division],
        [t('requests.fields.email'), request.email],
        [t('requests.fields.phone'), request.phone],
        [t('requests.fields.iin'), request.iin],
        [t('requests.fields.created_at'), formatDateTime(request.created_at, lang)],
        ...(request.reason ? ([[t('requests.fields.reason'), request.reason]] as [string, string][]) : []),
      ]
    : [];
  return (
    <Dialog
      open={request !== null}
      onClose={close}
      maxWidth="sm"
      fullWidth
      aria-labelledby="request-dialog-title"
    >
      <DialogTitle id="request-dialog-title">{request?.fio}</DialogTitle>
      <DialogContent>
        <dl style={{ margin: 0 }}>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} style={{ marginBottom: 8 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </div>
            ))}
        </dl>
        {refusing && (
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            label={t('requests.fields.reason')}
            helperText={reasonError ?? t('requests.reason_hint')}
            error={reasonError !== null}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            slotProps={{ htmlInput: { maxLength: REFUSAL_REASON_MAX } }}
            sx={{ mt: 2 }}
          />
        )}
        {mutation.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorDetail(mutation.error, t('requests.failed'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close}>{t('buttons.cancel', { ns: 'common' })}</Button>
        {request && request.state !== 'approved' && !refusing && (
          <Button variant="contained" onClick={approve} loading={mutation.isPending}>
            {t('requests.approve')}
          </Button>
        )}
        {pending &&
          (refusing ? (
            <Button variant="contained" color="error" onClick={refuse} loading={mutation.isPending}>
              {t('requests.confirm_refuse')}
            </Button>
          ) : (
            <Button color="error" variant="outlined" onClick={() => setRefusing(true)}>
              {t('requests.refuse')}
            </Button>
          ))}
      </DialogActions>
    </Dialog>
  );
}
