import type { TRecoveryCodes, TSecondFactorSetup, TSecondFactorStatus } from '@hse/contracts/second-factor';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { notify } from '../../app/notifications-store';
import { errorDetail } from '../../components/error-detail';
import { SecondFactorCodeForm } from '../../components/second-factor/code-form';
import { RecoveryCodes } from '../../components/second-factor/recovery-codes';
import { TotpSetup } from '../../components/second-factor/totp-setup';

const PATH = '/profile/second-factor/';
const KEY = ['profile', 'second-factor'];

/**
 * The personal account's second factor (issue 19): enrol an authenticator app by its QR code or
 * its secret, confirmed by one code, then keep the recovery codes; or turn it off with a code,
 * unless one's role requires it.
 */
export function SecondFactorPanel() {
  const { t } = useTranslation('second_factor');
  const client = useQueryClient();
  const status = useQuery({ queryKey: KEY, queryFn: () => api.get<TSecondFactorStatus>(PATH) });
  const [setup, setSetup] = useState<TSecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: KEY });

  const start = async () => {
    setError(null);
    try {
      setSetup(await api.post<TSecondFactorSetup>(`${PATH}setup/`, {}, { once: false }));
    } catch (failure) {
      setError(errorDetail(failure, t('code.failed')));
    }
  };

  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        doneLabel={t('recovery.done')}
        onDone={() => {
          setCodes(null);
          void refresh();
        }}
      />
    );
  if (setup)
    return (
      <TotpSetup
        setup={setup}
        actions={<Button onClick={() => setSetup(null)}>{t('enrol.cancel')}</Button>}
        onConfirm={async (code) => {
          const answer = await api.post<TRecoveryCodes>(`${PATH}confirm/`, { code }, { once: false });
          setSetup(null);
          setCodes(answer.recovery_codes);
          notify({ type: 'success', message: t('enrol.done') });
        }}
      />
    );
  const state = status.data;
  return (
    <Stack spacing={2} data-testid="mfa-panel">
      {status.isPending && <LinearProgress aria-label={t('panel.title')} />}
      {status.isError && <Alert severity="error">{t('code.failed')}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {state && !state.enabled && (
        <>
          {state.required && <Alert severity="warning">{t('panel.required_missing')}</Alert>}
          <Typography>{t('panel.off')}</Typography>
          <Stack direction="row">
            <Button variant="contained" onClick={start} data-testid="mfa-start">
              {t('panel.start')}
            </Button>
          </Stack>
        </>
      )}
      {state?.enabled && (
        <>
          <Typography data-testid="mfa-on">{t('panel.on', { count: state.recovery_codes_left })}</Typography>
          {state.required ? (
            <Typography color="text.secondary">{t('panel.required')}</Typography>
          ) : (
            <SecondFactorCodeForm
              label={t('panel.disable')}
              submitLabel={t('panel.disable')}
              recovery
              testId="mfa-disable"
              onSubmit={async (code) => {
                await api.post(`${PATH}disable/`, { code }, { once: false });
                notify({ type: 'success', message: t('panel.disabled') });
                await refresh();
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
