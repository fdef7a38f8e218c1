import type { TLoginForm, TLoginResponse } from '@hse/contracts/auth';
import type { TSecondFactorStep, TSignInAnswer } from '@hse/contracts/second-factor';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ApiError, api } from '../../api/client';
import type { TLoginRedirectState } from '../../api/navigation';
import { saveSession, useSession } from '../../api/session';
import { PasswordField } from '../../components/form/password-field';
import { FormTextField } from '../../components/form/text-field';
import { AuthCard } from './auth-card';
import { LOGIN_RULES } from './login-rules';
import { SsoSignIn } from './sso-sign-in';

/** Only those with a second factor download its step. */
const SecondFactorStep = lazy(() => import('./second-factor-step'));

/** Back to the page that sent the guest here, never to an outside address. */
function redirectTarget(state: unknown): string {
  const from = (state as TLoginRedirectState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login'
    ? from
    : '/';
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated } = useSession();
  const [signedInOnArrival] = useState(isAuthenticated);
  const [serverError, setServerError] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<TSecondFactorStep | null>(null);
  const { control, handleSubmit, formState } = useForm<TLoginForm>({
    mode: 'onChange',
    defaultValues: { login: '', password: '' },
  });

  useEffect(() => {
    if (signedInOnArrival) void navigate('/', { replace: true });
  }, [signedInOnArrival, navigate]);

  const signedIn = (session: TLoginResponse) => {
    saveSession(session);
    void navigate(redirectTarget(location.state), { replace: true });
  };

  if (secondStep)
    return (
      <AuthCard title={t('login.title')}>
        <Suspense fallback={<LinearProgress />}>
          <SecondFactorStep step={secondStep} onSignedIn={signedIn} onRestart={() => setSecondStep(null)} />
        </Suspense>
      </AuthCard>
    );

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await api.post<TSignInAnswer>(
        '/api-token-auth/',
        { login: values.login.trim(), password: values.password },
        { auth: false, once: false },
      );
      if ('second_factor' in answer) setSecondStep(answer);
      else signedIn(answer);
    } catch (error) {
      setServerError(error instanceof ApiError && error.detail ? error.detail : t('login.failed'));
    }
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('login.title')}>
        {serverError && (
          <Alert severity="error" data-testid="login-error">
            {serverError}
          </Alert>
        )}
        <FormTextField
          control={control}
          rules={LOGIN_RULES.login}
          name="login"
          label={t('login.fields.login')}
          autoComplete="username"
          autoFocus
          required
        />
        <PasswordField
          control={control}
          rules={LOGIN_RULES.password}
          name="password"
          label={t('login.fields.password')}
          autoComplete="current-password"
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
        <SsoSignIn next={redirectTarget(location.state)} />
        <Typography sx={{ textAlign: 'center', fontSize: 14 }}>
          {t('login.no_account')}{' '}
          <Link component={RouterLink} to="/register" underline="always" data-testid="register-link">
            {t('login.register')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
