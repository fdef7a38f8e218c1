import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';

export const MAIN_ID = 'main-content';

/**
 * Pages load lazily: their heading comes once the page's code and first data are there (while a
 * progress bar shows); past this, a page without a heading gets the focus on its main region.
 */
const HEADING_WAIT_MS = 15_000;

/** The first Tab stop of every screen: past the menus, straight into the page (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      data-testid="skip-link"
      onClick={(event: React.MouseEvent) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        ...VISUALLY_HIDDEN,
        zIndex: (theme) => theme.zIndex.tooltip,
        '&:focus': {
          position: 'fixed',
          top: 8,
          left: 8,
          width: 'auto',
          height: 'auto',
          clip: 'auto',
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 3,
          fontWeight: 600,
        },
      }}
    >
      {t('top_bar.skip_to_content')}
    </Box>
  );
}

/**
 * After a route change a keyboard or screen reader user would be left on the link they followed,
 * in a page that is gone: the focus goes to the new page's heading (or the main region) and the
 * new title is announced politely. The first screen keeps the browser's own start and the focus a
 * page gives itself (a form's first field) is left alone.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announced, setAnnounced] = useState('');
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(MAIN_ID);
    const started = Date.now();
    let frame = 0;
    const settle = () => {
      if (!main) return;
      const active = document.activeElement;
      if (active && active !== main && main.contains(active)) return;
      const heading = main.querySelector<HTMLElement>('h1');
      const loading = main.querySelector('[role="progressbar"]') !== null;
      if (!heading && loading && Date.now() - started < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(settle);
        return;
      }
      const target = heading ?? main;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      setAnnounced(document.title);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <Box role="status" aria-live="polite" data-testid="route-announcer" sx={VISUALLY_HIDDEN}>
      {announced}
    </Box>
  );
}
