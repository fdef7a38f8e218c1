import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page that failed to render or to load its code (often a deploy replaced the chunks). */
function RouteErrorScreen() {
  const { t } = useTranslation('shell');
  return (
    <Stack role="alert" spacing={2} sx={{ p: 4, alignItems: 'flex-start' }} data-testid="route-error">
      <Typography variant="h5" component="h1">
        {t('errors.page_failed')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Stack>
  );
}

type TProps = { children: ReactNode };

/** Keeps the layout usable when one page throws; remounted (and so reset) on every navigation. */
export class RouteErrorBoundary extends Component<TProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}
