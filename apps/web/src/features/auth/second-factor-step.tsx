import type { TLoginResponse } from '@hse/contracts/auth';
import type { TEnrolledSignIn, TSecondFactorSetup, TSecondFactorStep } from '@hse/contracts/second-factor';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { errorDetail } from '../../components/error-detail';
import { SecondFactorCodeForm } from '../../components/second-factor/code-form';
import { RecoveryCodes } from '../../components/second-factor/recovery-codes';
import { TotpSetup } from '../../components/second-factor/totp-setup';

type TProps = {
  step: TSecondFactorStep;
  onSignedIn: (session: TLoginResponse) => void;
  /** Back to the password: the challenge expired, or the person wants another account. */
  onRestart: () => void;
};

const PUBLIC = { auth: false, once: false } as const;

/**
 * The sign-in's second step, loaded only when the server asks for it: a code (or a recovery
 * code), or the enrolment that the person's role requires before the first sign-in.
 */
export default function SecondFactorStep({ step, onSignedIn, onRestart }: TProps) {
  const { t } = useTranslation('second_factor');
  const back = (
    <Button onClick={onRestart} data-testid="mfa-back">
      {t('sign_in.back')}
    </Button>
  );
  if (step.second_factor === 'verify')
    return (
      <SecondFactorCodeForm
        label={t('sign_in.title')}
        submitLabel={t('sign_in.submit')}
        recovery
        testId="mfa-verify"
        actions={back}
        onSubmit={async (code) =>
          onSignedIn(
            await api.post<TLoginResponse>(
              '/api-token-auth/second-factor/',
              { challenge: step.challenge, code },
              PUBLIC,
            ),
          )
        }
      >
        <Typography>{t('sign_in.prompt')}</Typography>
      </SecondFactorCodeForm>
    );
  return <RequiredEnrolment challenge={step.challenge} onSignedIn={onSignedIn} back={back} />;
}

function RequiredEnrolment({
  challenge,
  onSignedIn,
  back,
}: {
  challenge: string;
  onSignedIn: TProps['onSignedIn'];
  back: React.ReactNode;
}) {
  const { t } = useTranslation('second_factor');
  const [setup, setSetup] = useState<TSecondFactorSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [enrolled, setEnrolled] = useState<TEnrolledSignIn | null>(null);

  useEffect(() => {
    api
      .post<TSecondFactorSetup>('/api-token-auth/second-factor/setup/', { challenge }, PUBLIC)
      .then(setSetup, (failure: unknown) => setError(errorDetail(failure, t('code.failed'))));
  }, [challenge, t]);

  if (enrolled) {
    const { recovery_codes: _codes, ...session } = enrolled;
    return (
      <RecoveryCodes
        codes={enrolled.recovery_codes}
        doneLabel={t('recovery.continue')}
        onDone={() => onSignedIn(session)}
      />
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('enrol.required')}</Alert>
      {error && <Alert severity="error">{error}</Alert>}
      {!setup && !error && <LinearProgress aria-label={t('enrol.title')} />}
      {setup && (
        <TotpSetup
          setup={setup}
          actions={back}
          onConfirm={async (code) =>
            setEnrolled(
              await api.post<TEnrolledSignIn>(
                '/api-token-auth/second-factor/enrol/',
                { challenge, code },
                PUBLIC,
              ),
            )
          }
        />
      )}
      {error && back}
    </Stack>
  );
}
