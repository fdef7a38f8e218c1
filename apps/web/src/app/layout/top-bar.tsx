import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

// Loaded only with a session, so the sign-in page does not download it.
const UserActions = lazy(() => import('./user-actions'));

export function TopBar({ onMenuToggle }: { onMenuToggle: () => void }) {
  const { t } = useTranslation('shell');
  const { isAuthenticated } = useSession();
  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="inherit"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', displayPrint: 'none' }}
    >
      {/* At 320 px the menu, languages, theme, bell, avatar and exit only fit with tighter buttons. */}
      <Toolbar
        sx={{
          gap: { xs: 0.25, sm: 1 },
          px: { xs: 0.5, sm: 2 },
          '& .MuiIconButton-root': { p: { xs: 0.75, sm: 1 } },
        }}
      >
        {isAuthenticated && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('top_bar.open_menu')}
            data-testid="mobile-menu-toggle"
            onClick={onMenuToggle}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          sx={{
            color: 'primary.main',
            display: isAuthenticated ? { xs: 'none', sm: 'flex', lg: 'none' } : 'flex',
          }}
        >
          <Logo showName={isAuthenticated ? false : 'sm'} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
        <ThemeToggle />
        {isAuthenticated ? (
          <Suspense fallback={null}>
            <UserActions />
          </Suspense>
        ) : (
          <Button component={RouterLink} to="/login" variant="contained" data-testid="login-button">
            {t('top_bar.login')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
