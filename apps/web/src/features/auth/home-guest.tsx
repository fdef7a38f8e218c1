import QuizOutlined from '@mui/icons-material/QuizOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type TGuestAction = { to: string; label: string; testId: string };

/** What a guest can do without an account: a title, a line of text and its links. */
function GuestPanel({
  icon,
  title,
  text,
  actions,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  actions: readonly TGuestAction[];
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ color: 'secondary.main', display: 'flex' }}>{icon}</Box>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
        </Box>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
          {actions.map((action) => (
            <Button
              key={action.to}
              component={RouterLink}
              to={action.to}
              variant="outlined"
              data-testid={action.testId}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

export function HomeGuest() {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', py: { xs: 1, md: 4 } }} data-testid="home-guest">
      <Paper
        sx={{
          p: { xs: 3, md: 5 },
          borderRadius: 4,
          color: '#fff',
          background: 'linear-gradient(135deg, #1867C0 0%, #0F4C8F 60%, #00A3D4 140%)',
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, md: 36 } }}>
          {t('home.guest.title')}
        </Typography>
        <Typography sx={{ mt: 1.5, opacity: 0.9, maxWidth: 640 }}>{t('home.guest.text')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button
            component={RouterLink}
            to="/login"
            variant="contained"
            size="large"
            data-testid="home-sign-in"
          >
            {t('home.guest.sign_in')}
          </Button>
          <Button
            component={RouterLink}
            to="/register"
            variant="outlined"
            size="large"
            sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}
          >
            {t('home.guest.register')}
          </Button>
        </Stack>
      </Paper>
      <GuestPanel
        icon={<ShieldOutlined sx={{ fontSize: 44 }} />}
        title={t('home.guest.qorgau_title')}
        text={t('home.guest.qorgau_text')}
        actions={[
          { to: '/qorgau-create', label: t('home.guest.qorgau_action'), testId: 'home-qorgau' },
          { to: '/qorgau', label: t('home.guest.qorgau_map'), testId: 'home-qorgau-map' },
        ]}
      />
      <GuestPanel
        icon={<QuizOutlined sx={{ fontSize: 44 }} />}
        title={t('home.guest.questionnaire_title')}
        text={t('home.guest.questionnaire_text')}
        actions={[
          {
            to: '/questionnaire_create',
            label: t('home.guest.questionnaire_action'),
            testId: 'home-questionnaire',
          },
        ]}
      />
    </Stack>
  );
}
