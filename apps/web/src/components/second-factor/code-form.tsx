import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../error-detail';

type TProps = {
  /** What the form is for: its accessible name. */
  label: string;
  submitLabel: string;
  /** Whether a recovery code may be typed instead of a code from the app. */
  recovery?: boolean;
  onSubmit: (code: string) => Promise<void>;
  testId: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/**
 * One code typed from an authenticator app (or a recovery code): the sign-in's second step,
 * enrolment and turning the factor off all ask this way. A plain field, no form library: the
 * sign-in page loads it.
 */
export function SecondFactorCodeForm({
  label,
  submitLabel,
  recovery,
  onSubmit,
  testId,
  children,
  actions,
}: TProps) {
  const { t } = useTranslation('second_factor');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('code.required'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(code.trim());
      setCode('');
    } catch (failure) {
      setError(errorDetail(failure, t('code.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={label} data-testid={testId}>
      {children}
      {error && (
        <Alert severity="error" id={errorId} data-testid={`${testId}-error`}>
          {error}
        </Alert>
      )}
      <TextField
        label={t('code.label')}
        helperText={recovery ? t('code.recovery_hint') : t('code.hint')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        required
        autoFocus
        error={Boolean(error)}
        slotProps={{
          htmlInput: {
            inputMode: recovery ? 'text' : 'numeric',
            maxLength: 32,
            'data-testid': `${testId}-code`,
            'aria-describedby': error ? errorId : undefined,
          },
        }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={busy} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
        {actions}
      </Stack>
    </Stack>
  );
}
