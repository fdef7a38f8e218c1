import type { TMainIndicator, TMainIndicators } from '@hse/contracts/analytics/index';
import Typography from '@mui/material/Typography';
import { ChartCard } from '../../../components/chart/chart-card';
import { pickText } from '../../../components/localized';
import { drillHref, useAnalytics } from '../analytics-query';
import { CommonFilters, SelectFilter } from '../dashboard-filters';
import { DashboardFrame } from '../dashboard-frame';
import { useDashboardParams } from '../dashboard-params';
import { ChartGrid, monthLabel, useFilterLine, useSpecs } from '../dashboard-parts';
import { KpiRow, useRateKpi } from '../kpi-tile';

// The contracts' MAIN_INDICATORS, whose module carries zod schemas this page need not download.
const MAIN_INDICATORS = ['ltif', 'trir', 'far', 'ltisr', 'mvcr'] as const satisfies readonly TMainIndicator[];

/** LTIF, TRIR, FAR, LTISR and MVCR of the holding and each subsidiary against last year and the targets. */
export default function MainIndicatorsPage() {
  const { params, set } = useDashboardParams();
  // The indicator compared across organizations is a view of the answer, not a filter of the server.
  const view = useDashboardParams([], ['indicator']);
  const indicator = (MAIN_INDICATORS as readonly string[]).includes(view.params.indicator ?? '')
    ? (view.params.indicator as TMainIndicator)
    : 'ltif';
  const query = useAnalytics<TMainIndicators>('mainIndicators', params);
  const { t, lang } = useSpecs();
  const rate = useRateKpi();
  const line = useFilterLine();
  const name = (key: TMainIndicator) => t(`indicators.${key}`);
  return (
    <DashboardFrame
      item="main_indicators"
      query={query}
      active={Object.keys(params).length}
      subtitle={(data) => line(data.filter)}
      filters={
        <>
          <CommonFilters params={params} set={set} />
          <SelectFilter
            label={t('filters.indicator')}
            value={indicator}
            onChange={(value) => view.set('indicator', value)}
            options={MAIN_INDICATORS.map((key) => ({ value: key, label: name(key) }))}
            width={200}
          />
        </>
      }
    >
      {(data) => {
        const [own] = data.rows;
        if (!own) return <Typography color="text.secondary">{t('empty')}</Typography>;
        const orgs = data.rows.map((row) => pickText(row.organization_name, lang));
        const card = (key: TMainIndicator) => own.indicators[key];
        return (
          <>
            <KpiRow
              kpis={MAIN_INDICATORS.map((key) =>
                rate(name(key), card(key).current, {
                  lastYear: card(key).last_year.value,
                  target: card(key).target,
                  lowerIsBetter: true,
                }),
              )}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('indicators.bases')}
            </Typography>
            <ChartGrid>
              <ChartCard
                spec={{
                  title: t('indicators.by_organization', { indicator: name(indicator) }),
                  unit: t(`indicators.unit.${indicator}`),
                  kind: 'bar',
                  horizontal: true,
                  digits: 2,
                  data: {
                    categories: orgs,
                    series: [
                      {
                        name: t('kpi.this_period'),
                        values: data.rows.map((row) => row.indicators[indicator].current.value),
                        links: data.rows.map((row) => drillHref(row.indicators[indicator].current.drill)),
                      },
                      {
                        name: t('kpi.same_period_last_year'),
                        values: data.rows.map((row) => row.indicators[indicator].last_year.value),
                        links: data.rows.map((row) => drillHref(row.indicators[indicator].last_year.drill)),
                      },
                      {
                        name: t('kpi.target_series'),
                        values: data.rows.map((row) => row.indicators[indicator].target),
                      },
                    ],
                  },
                }}
              />
              <ChartCard
                spec={{
                  title: t('indicators.trend', { indicator: name(indicator) }),
                  unit: t(`indicators.unit.${indicator}`),
                  kind: 'line',
                  digits: 2,
                  data: {
                    categories: own.indicators[indicator].trend.map((p) => monthLabel(p.month, lang)),
                    series: data.rows.map((row, i) => ({
                      name: orgs[i] ?? '',
                      values: row.indicators[indicator].trend.map((p) => p.value),
                    })),
                  },
                }}
              />
            </ChartGrid>
          </>
        );
      }}
    </DashboardFrame>
  );
}
