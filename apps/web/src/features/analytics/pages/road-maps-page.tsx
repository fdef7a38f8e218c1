import type { TRoadMapsAnalytics } from '@hse/contracts/analytics/index';
import { ChartCard } from '../../../components/chart/chart-card';
import { pickText } from '../../../components/localized';
import { drillHref, useAnalytics } from '../analytics-query';
import { OrganizationFilter, YearFilter } from '../dashboard-filters';
import { DashboardFrame } from '../dashboard-frame';
import { useDashboardParams } from '../dashboard-params';
import { ChartGrid, useSpecs } from '../dashboard-parts';
import { KpiRow } from '../kpi-tile';

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: 6 }, (_, i) => THIS_YEAR + 1 - i);

/** The subsidiaries' road maps of a year: execution, budget, overdue items. */
export default function RoadMapsPage() {
  const { params, set } = useDashboardParams([], ['year', 'organization_id']);
  const query = useAnalytics<TRoadMapsAnalytics>('roadMaps', params);
  const { t, lang, breakdown } = useSpecs();
  const money = t('units.thousand_tenge');
  return (
    <DashboardFrame
      item="road_maps"
      query={query}
      active={Object.keys(params).length}
      subtitle={(data) => t('year_line', { year: data.year })}
      filters={
        <>
          <YearFilter params={params} set={set} label={t('filters.year')} years={YEARS} />
          <OrganizationFilter params={params} set={set} />
        </>
      }
    >
      {(data) => {
        const orgs = data.rows.map((row) => pickText(row.organization_name, lang));
        return (
          <>
            <KpiRow
              kpis={[
                {
                  label: t('rm.maps'),
                  value: data.totals.maps.value,
                  href: drillHref(data.totals.maps.drill),
                },
                { label: t('rm.items'), value: data.totals.items },
                { label: t('rm.execution'), value: data.totals.execution_percent, unit: '%', digits: 1 },
                { label: t('rm.budget_planned'), value: data.totals.budget_planned, unit: money },
                { label: t('rm.needed_funding'), value: data.totals.needed_funding, unit: money },
                { label: t('rm.overdue_items'), value: data.totals.overdue_items },
              ]}
            />
            <ChartGrid>
              <ChartCard
                spec={{
                  title: t('rm.execution_by_organization'),
                  unit: '%',
                  kind: 'bar',
                  horizontal: true,
                  digits: 1,
                  data: {
                    categories: orgs,
                    series: [
                      {
                        name: t('rm.execution'),
                        values: data.rows.map((r) => r.execution_percent),
                        links: data.rows.map((r) => drillHref(r.maps.drill)),
                      },
                    ],
                  },
                }}
              />
              <ChartCard
                spec={{
                  title: t('rm.budget_by_organization'),
                  unit: money,
                  kind: 'bar',
                  horizontal: true,
                  data: {
                    categories: orgs,
                    series: [
                      { name: t('rm.budget_planned'), values: data.rows.map((r) => r.budget_planned) },
                      { name: t('rm.needed_funding'), values: data.rows.map((r) => r.needed_funding) },
                    ],
                  },
                }}
              />
              <ChartCard
                spec={breakdown(
                  'road_map_status',
                  t('rm.by_status'),
                  t('units.maps'),
                  data.totals.by_status,
                  { kind: 'pie' },
                )}
              />
              <ChartCard
                spec={{
                  title: t('rm.items_by_organization'),
                  unit: t('units.items'),
                  kind: 'stacked',
                  horizontal: true,
                  data: {
                    categories: orgs,
                    series: [
                      { name: t('rm.done'), values: data.rows.map((r) => r.done) },
                      { name: t('rm.overdue_items'), values: data.rows.map((r) => r.overdue_items) },
                    ],
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
