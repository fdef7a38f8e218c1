import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../components/error-detail';
import { FiltersBar } from '../../components/filters-bar';
import { useLanguage } from '../../components/localized';
import { useLazyTexts } from '../../i18n/lazy-texts';

type TProps<T> = {
  /** The menu item's key: its name is the page's heading. */
  item: string;
  /** The dashboard's filters (period, organization, its own). */
  filters: ReactNode;
  /** How many filters are set, for the folded filter button on a phone. */
  active: number;
  query: UseQueryResult<T>;
  /** A line under the heading: what the figures are of (the applied period and organization). */
  subtitle?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * What loads first: tiles and chart boxes in grey, in the places the figures will take. A named
 * box needs a role, and as a progress bar readers announce it and tests can wait for it to go.
 */
function DashboardSkeleton({ label }: { label: string }) {
  return (
    <Box role="progressbar" aria-busy="true" aria-label={label}>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
            <Skeleton variant="rounded" height={112} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        {[0, 1].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={320} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/** A dashboard: its heading, its filters, then its figures, or a skeleton, or what went wrong. */
export function DashboardFrame<T>({ item, filters, active, query, subtitle, children }: TProps<T>) {
  const lang = useLanguage();
  useLazyTexts('analytics', lang);
  useLazyTexts('charts', lang);
  const { t } = useTranslation(['analytics', 'shell', 'common']);
  return (
    <Box sx={{ position: 'relative', minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t(`shell:menu.items.${item}`)}
      </Typography>
      {query.data && subtitle && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {subtitle(query.data)}
        </Typography>
      )}
      <FiltersBar active={active}>{filters}</FiltersBar>
      {query.isFetching && query.data && <LinearProgress aria-label={t('common:loading')} sx={{ mb: 1 }} />}
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {errorDetail(query.error, t('load_failed'))}
        </Alert>
      ) : query.data ? (
        children(query.data)
      ) : (
        <DashboardSkeleton label={t('common:loading')} />
      )}
    </Box>
  );
}
