import type { TRate } from '@hse/contracts/analytics/index';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../components/chart/chart-format';
import { useLanguage } from '../../components/localized';
import { drillHref } from './analytics-query';

export type TKpi = {
  label: string;
  value: number | null;
  unit?: string;
  digits?: number;
  /** Said instead of the value when there is none (e.g. "no hours worked reported"). */
  missing?: string;
  lastYear?: number | null;
  target?: number | null;
  /** Lower is better (the lagging indicators): a value over the target is shown as missed. */
  lowerIsBetter?: boolean;
  href?: string | null;
};

/** A KPI's figure with the same period last year and the target beside it. */
export function KpiTile({ kpi }: { kpi: TKpi }) {
  const { t } = useTranslation('analytics');
  const lang = useLanguage();
  const format = (value: number) => formatNumber(value, lang, kpi.digits ?? 0);
  const missed =
    kpi.value !== null &&
    kpi.target != null &&
    ((kpi.lowerIsBetter ?? true) ? kpi.value > kpi.target : kpi.value < kpi.target);
  const figure =
    kpi.value === null ? (
      <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem' }}>
        {kpi.missing ?? t('no_data')}
      </Typography>
    ) : (
      <>
        {format(kpi.value)}
        {kpi.unit && (
          <Typography component="span" sx={{ fontSize: '0.9rem', ml: 0.5 }} color="text.secondary">
            {kpi.unit}
          </Typography>
        )}
      </>
    );
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid="kpi">
      <Typography variant="body2" color="text.secondary" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {kpi.label}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 500, fontVariantNumeric: 'tabular-nums', my: 0.5 }}>
        {kpi.href && kpi.value !== null ? (
          <Link component={RouterLink} to={kpi.href} underline="hover" color="inherit">
            {figure}
          </Link>
        ) : (
          figure
        )}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        {kpi.lastYear !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {t('kpi.last_year', { value: kpi.lastYear === null ? t('no_data') : format(kpi.lastYear) })}
          </Typography>
        )}
        {kpi.target !== undefined && (
          <Typography variant="body2" color={missed ? 'error' : 'text.secondary'}>
            {kpi.target === null
              ? t('kpi.no_target')
              : t(missed ? 'kpi.target_missed' : 'kpi.target', { value: format(kpi.target) })}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

/** A rate as a tile: its value, or the denominator it lacks said in words. */
export function useRateKpi() {
  const { t } = useTranslation('analytics');
  return (label: string, rate: TRate, more: Partial<TKpi> = {}): TKpi => ({
    label,
    value: rate.value,
    digits: 2,
    missing: rate.missing ? t(`missing.${rate.missing}`) : t('no_data'),
    href: drillHref(rate.drill),
    ...more,
  });
}

/** Tiles in a row that wraps: four across a wide screen, one on a phone. */
export function KpiRow({ kpis }: { kpis: readonly TKpi[] }) {
  return (
    <Stack
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
      }}
    >
      {kpis.map((kpi) => (
        <li key={kpi.label}>
          <KpiTile kpi={kpi} />
        </li>
      ))}
    </Stack>
  );
}
