import { SIDEBAR } from '@hse/contracts/constants';
import Box from '@mui/material/Box';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Logo } from './logo';
import { MENU } from './menu';
import { entryContains } from './menu-visibility';
import { SidebarMenu } from './sidebar-menu';
import { useOpenGroups } from './use-open-groups';

type TProps = { open: boolean; onOpen: () => void; onClose: () => void };

/** Below the lg breakpoint: a temporary drawer, opened by the top bar toggle or a swipe from the edge. */
export default function MobileDrawer({ open, onOpen, onClose }: TProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const current = MENU.find((group) => group.children.some((entry) => entryContains(entry, pathname)));
  const { openGroups, toggle } = useOpenGroups(current ? [current.key] : []);
  return (
    <SwipeableDrawer
      anchor="left"
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      swipeAreaWidth={SIDEBAR.swipeEdge}
      disableBackdropTransition
      slotProps={{
        // Below the top bar: over it, the edge strip would swallow taps on the menu toggle.
        swipeArea: { style: { top: 64 } },
        paper: {
          component: 'nav',
          'aria-label': t('sidebar.label'),
          sx: (theme) => ({
            width: Math.min(SIDEBAR.expandedWidth, window.innerWidth - 56),
            color: '#fff',
            bgcolor: theme.palette.mode === 'light' ? 'primary.main' : 'background.paper',
          }),
        },
      }}
    >
      <Box data-testid="mobile-sidebar">
        <Box sx={{ height: 64, display: 'flex', alignItems: 'center', px: 2 }} onClick={onClose}>
          <Logo />
        </Box>
        <SidebarMenu expanded openGroups={openGroups} onToggleGroup={toggle} onNavigate={onClose} />
      </Box>
    </SwipeableDrawer>
  );
}
