import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

function Shield() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M16 2 4 6.5v8.7C4 22.6 9.1 28.6 16 30c6.9-1.4 12-7.4 12-14.8V6.5z" />
      <path fill="#00A3D4" d="m14.2 20.6-4.5-4.5 1.8-1.8 2.7 2.7 6.3-6.3 1.8 1.8z" />
    </svg>
  );
}

/** Spec §2: the logo leads home. The name shows only when there is room for it ('sm': from 600 px). */
export function Logo({ showName = true }: { showName?: boolean | 'sm' }) {
  const { t } = useTranslation('shell');
  return (
    <ButtonBase
      component={RouterLink}
      to="/"
      aria-label={t('logo.home')}
      data-testid="logo"
      sx={{ gap: 1.5, borderRadius: 1, px: 1, py: 0.5, justifyContent: 'flex-start', color: 'inherit' }}
    >
      <Shield />
      {showName && (
        <Box
          sx={{
            textAlign: 'left',
            lineHeight: 1.1,
            whiteSpace: 'nowrap',
            display: showName === 'sm' ? { xs: 'none', sm: 'block' } : 'block',
          }}
        >
          <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: 18 }}>
            {t('logo.name')}
          </Typography>
          <Typography component="span" sx={{ display: 'block', fontSize: 11 }}>
            {t('logo.tagline')}
          </Typography>
        </Box>
      )}
    </ButtonBase>
  );
}
