import type { TDashboardNew } from '@hse/contracts/analytics/index';
import { ChartCard } from '../../../components/chart/chart-card';
import { drillHref, useAnalytics } from '../analytics-query';
import { CommonFilters } from '../dashboard-filters';
import { DashboardFrame } from '../dashboard-frame';
import { useDashboardParams } from '../dashboard-params';
import { ChartGrid, useFilterLine, useSpecs } from '../dashboard-parts';
import { KpiRow, useRateKpi } from '../kpi-tile';

/** The overview since 2025 from the register: the year by year figures and the period's detail. */
export default function DashboardNewPage() {
  const { params, set } = useDashboardParams();
  const query = useAnalytics<TDashboardNew>('dashboard/new', params);
  const { t, breakdown } = useSpecs();
  const rate = useRateKpi();
  const line = useFilterLine();
  return (
    <DashboardFrame
      item="dashboard_new"
      query={query}
      active={Object.keys(params).length}
      subtitle={(data) => line(data.filter)}
      filters={<CommonFilters params={params} set={set} />}
    >
      {(data) => {
        const ind = data.indicators.indicators;
        const years = data.by_year.map((y) => String(y.year));
        return (
          <>
            <KpiRow
              kpis={[
                rate(t('indicators.ltif'), ind.ltif.current, {
                  lastYear: ind.ltif.last_year.value,
                  target: ind.ltif.target,
                }),
                rate(t('indicators.trir'), ind.trir.current, {
                  lastYear: ind.trir.last_year.value,
                  target: ind.trir.target,
                }),
                {
                  label: t('overview.observations'),
                  value: data.observations.value,
                  href: drillHref(data.observations.drill),
                },
                {
                  label: t('overview.qorgau_cards'),
                  value: data.qorgau_cards.value,
                  href: drillHref(data.qorgau_cards.drill),
                },
                {
                  label: t('adv.events_on_time'),
                  value: data.events.on_time_percent,
                  unit: '%',
                  digits: 1,
                  missing: t('adv.nothing_due'),
                },
              ]}
            />
            <ChartGrid>
              <ChartCard
                spec={{
                  title: t('overview.by_year'),
                  unit: t('units.cases'),
                  kind: 'bar',
                  data: {
                    categories: years,
                    series: [
                      { name: t('overview.incidents'), values: data.by_year.map((y) => y.incidents) },
                      { name: t('overview.injured'), values: data.by_year.map((y) => y.injured) },
                      { name: t('overview.lti'), values: data.by_year.map((y) => y.lti) },
                      { name: t('overview.fatalities'), values: data.by_year.map((y) => y.fatalities) },
                    ],
                  },
                }}
              />
              <ChartCard
                spec={{
                  title: t('overview.rates_by_year'),
                  unit: t('indicators.unit.ltif'),
                  kind: 'line',
                  digits: 2,
                  data: {
                    categories: years,
                    series: [
                      { name: t('indicators.ltif'), values: data.by_year.map((y) => y.ltif) },
                      { name: t('indicators.trir'), values: data.by_year.map((y) => y.trir) },
                    ],
                  },
                }}
              />
              <ChartCard
                spec={breakdown('kind', t('overview.by_kind'), t('units.cases'), data.incidents_by_kind, {
                  kind: 'pie',
                })}
              />
              <ChartCard
                spec={breakdown(
                  'organization',
                  t('overview.by_organization'),
                  t('units.cases'),
                  data.incidents_by_organization,
                  { horizontal: true },
                )}
              />
            </ChartGrid>
          </>
        );
      }}
    </DashboardFrame>
  );
}
