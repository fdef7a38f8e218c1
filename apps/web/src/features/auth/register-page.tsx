import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

function Registered() {
  const { t } = useTranslation('auth');
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}
      data-testid="register-success"
      role="status"
    >
      <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="h2">
        {t('register.success.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{t('register.success.text')}</Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        {t('register.success.to_login')}
      </Button>
    </Stack>
  );
}

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [registered, setRegistered] = useState(false);
  return (
    <AuthCard
      title={t('register.title')}
      subtitle={registered ? undefined : t('register.subtitle')}
      maxWidth={880}
    >
      {registered ? (
        <Registered />
      ) : (
        <RegisterForm
          onRegistered={() => {
            setRegistered(true);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </AuthCard>
  );
}
