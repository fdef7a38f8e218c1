import type { TGreenhouse } from '@hse/contracts/analytics/index';
import { ChartCard } from '../../../components/chart/chart-card';
import { formatNumber } from '../../../components/chart/chart-format';
import { pickText } from '../../../components/localized';
import { drillHref, useAnalytics } from '../analytics-query';
import { CommonFilters } from '../dashboard-filters';
import { DashboardFrame } from '../dashboard-frame';
import { useDashboardParams } from '../dashboard-params';
import { ChartGrid, useFilterLine, useSpecs } from '../dashboard-parts';
import { KpiRow } from '../kpi-tile';

/** Scope 1 and 2 greenhouse gases in t CO2e, the installations against the quota threshold. */
export default function GreenhousePage() {
  const { params, set } = useDashboardParams();
  const query = useAnalytics<TGreenhouse>('greenhouseEmissions', params);
  const { t, lang } = useSpecs();
  const line = useFilterLine();
  const unit = t('units.co2e');
  return (
    <DashboardFrame
      item="greenhouse_emissions"
      query={query}
      active={Object.keys(params).length}
      subtitle={(data) => line(data.filter)}
      filters={<CommonFilters params={params} set={set} />}
    >
      {(data) => {
        const threshold = data.threshold;
        const thresholdLine = {
          value: threshold,
          label: t('ghg.threshold', { value: formatNumber(threshold, lang) }),
        };
        const href = drillHref(data.drill);
        const orgs = data.by_organization.map((row) => pickText(row.organization_name, lang));
        return (
          <>
            <KpiRow
              kpis={[
                { label: t('ghg.total'), value: data.totals.total, unit, href },
                { label: t('ghg.scope1'), value: data.totals.scope1, unit, href },
                { label: t('ghg.scope2'), value: data.totals.scope2, unit, href },
                {
                  label: t('ghg.above_threshold'),
                  value: data.installations.filter((i) => i.above_threshold).length,
                },
              ]}
            />
            <ChartGrid>
              <ChartCard
                spec={{
                  title: t('ghg.installations'),
                  unit,
                  kind: 'bar',
                  horizontal: true,
                  threshold: thresholdLine,
                  data: {
                    categories: data.installations.map(
                      (i) => `${i.name} (${pickText(i.organization_name, lang)})`,
                    ),
                    series: [
                      {
                        name: t('ghg.year_estimate'),
                        values: data.installations.map((i) => i.year_estimate),
                      },
                      { name: t('ghg.period'), values: data.installations.map((i) => i.co2e) },
                    ],
                  },
                }}
              />
              <ChartCard
                spec={{
                  title: t('ghg.by_organization'),
                  unit,
                  kind: 'stacked',
                  horizontal: true,
                  data: {
                    categories: orgs,
                    series: [
                      { name: t('ghg.scope1'), values: data.by_organization.map((r) => r.scope1) },
                      { name: t('ghg.scope2'), values: data.by_organization.map((r) => r.scope2) },
                    ],
                  },
                }}
              />
              <ChartCard
                spec={{
                  title: t('ghg.by_gas'),
                  unit,
                  kind: 'pie',
                  data: {
                    categories: data.by_gas.map((g) => t(`codes.gas.${g.gas}`)),
                    series: [{ name: t('ghg.scope1'), values: data.by_gas.map((g) => g.co2e) }],
                  },
                }}
              />
              <ChartCard
                spec={{
                  title: t('ghg.by_year'),
                  unit,
                  kind: 'stacked',
                  data: {
                    categories: data.by_year.map((y) => String(y.year)),
                    series: [
                      { name: t('ghg.scope1'), values: data.by_year.map((y) => y.scope1) },
                      { name: t('ghg.scope2'), values: data.by_year.map((y) => y.scope2) },
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
