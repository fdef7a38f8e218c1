import { SIDEBAR } from '@hse/contracts/constants';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../api/session';
import { NotificationArea } from '../notification-area';
import { MAIN_ID, RouteAnnouncer, SkipLink } from './route-focus';
import { TopBar } from './top-bar';

// Menus exist only with a session: the sign-in page does not download them.
const Sidebar = lazy(() => import('./sidebar'));
const MobileDrawer = lazy(() => import('./mobile-drawer'));

export function AppLayout() {
  const { isAuthenticated } = useSession();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname || wide) setDrawerOpen(false);
  }, [pathname, wide]);
  const withRail = isAuthenticated && wide;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <Suspense fallback={null}>
        {withRail && <Sidebar />}
        {isAuthenticated && !wide && (
          <MobileDrawer
            open={drawerOpen}
            onOpen={() => setDrawerOpen(true)}
            onClose={() => setDrawerOpen(false)}
          />
        )}
      </Suspense>
      <Box
        sx={{
          ml: withRail ? `${SIDEBAR.railWidth}px` : 0,
          // On paper there is no menu: the page alone, from the left edge.
          '@media print': { ml: 0 },
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <TopBar onMenuToggle={() => setDrawerOpen((open) => !open)} />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{
            position: 'relative',
            flexGrow: 1,
            p: { xs: 2, md: 3 },
            minWidth: 0,
            // Reached by the skip link or a route change, not by Tab: no ring around the whole page.
            '&:focus, & h1:focus': { outline: 'none' },
          }}
        >
          <Outlet />
        </Box>
      </Box>
      <NotificationArea />
      <RouteAnnouncer />
    </Box>
  );
}
