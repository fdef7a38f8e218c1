import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Stack
      data-testid="not-found"
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}
    >
      <Typography
        sx={{
          fontSize: { xs: 72, md: 112 },
          fontWeight: 800,
          lineHeight: 1,
          color: 'primary.main',
          opacity: 0.85,
        }}
      >
        404
      </Typography>
      <Typography variant="h5" component="h1">
        {t('not_found.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 520, overflowWrap: 'anywhere' }}>
        {t('not_found.text', { path: pathname })}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" data-testid="not-found-home">
        {t('not_found.home')}
      </Button>
    </Stack>
  );
}
