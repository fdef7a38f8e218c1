import { SIDEBAR, TIMINGS } from '@hse/contracts/constants';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo';
import { SidebarMenu } from './sidebar-menu';
import { useOpenGroups } from './use-open-groups';

/** Spec §2: an 80 px rail that expands over the page on hover; leaving folds every group. */
export default function Sidebar() {
  const { t } = useTranslation('shell');
  const [expanded, setExpanded] = useState(false);
  const { openGroups, toggle, reset } = useOpenGroups();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const schedule = (action: () => void, delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(action, delay);
  };
  const expand = () => schedule(() => setExpanded(true), TIMINGS.menuOpenDelayMs);
  const collapse = () =>
    schedule(() => {
      setExpanded(false);
      reset();
    }, TIMINGS.menuCloseDelayMs);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  return (
    <Box
      component="nav"
      data-testid="sidebar"
      data-expanded={expanded}
      aria-label={t('sidebar.label')}
      onPointerEnter={expand}
      onPointerLeave={collapse}
      onFocus={() => setExpanded(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) collapse();
      }}
      sx={(theme) => ({
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        position: 'fixed',
        inset: '0 auto 0 0',
        width: expanded ? SIDEBAR.expandedWidth : SIDEBAR.railWidth,
        zIndex: theme.zIndex.drawer,
        overflowX: 'hidden',
        overflowY: 'auto',
        color: '#fff',
        bgcolor: theme.palette.mode === 'light' ? 'primary.main' : 'background.paper',
        borderRight: theme.palette.mode === 'light' ? 0 : 1,
        borderColor: 'divider',
        boxShadow: expanded ? 8 : 0,
        transition: theme.transitions.create(['width', 'box-shadow'], { duration: 200 }),
        '@media print': { display: 'none' },
      })}
    >
      <Box sx={{ height: 64, display: 'flex', alignItems: 'center', px: expanded ? 2 : 1.5, flexShrink: 0 }}>
        <Logo showName={expanded} />
      </Box>
      <SidebarMenu expanded={expanded} openGroups={openGroups} onToggleGroup={toggle} />
    </Box>
  );
}
