import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or first data loads. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <LinearProgress aria-label={t('loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
  );
}
