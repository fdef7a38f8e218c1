import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { setThemeMode, useThemeMode } from '../theme/theme-mode';

// A native title, not MUI's Tooltip: this button is on the sign-in page, which must stay light.
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const mode = useThemeMode();
  const label = mode === 'light' ? t('top_bar.dark_theme') : t('top_bar.light_theme');
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      onClick={() => setThemeMode(mode === 'light' ? 'dark' : 'light')}
    >
      {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
    </IconButton>
  );
}
