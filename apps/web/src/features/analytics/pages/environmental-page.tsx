import type { TEnvironmental, TSum } from '@hse/contracts/analytics/index';
import { ChartCard } from '../../../components/chart/chart-card';
import { drillHref, useAnalytics } from '../analytics-query';
import { CommonFilters } from '../dashboard-filters';
import { DashboardFrame } from '../dashboard-frame';
import { useDashboardParams } from '../dashboard-params';
import { ChartGrid, useFilterLine, useSpecs } from '../dashboard-parts';
import { KpiRow, type TKpi } from '../kpi-tile';

/** Spills, emissions, waste and water from the environmental forms, and the environmental incidents. */
export default function EnvironmentalPage() {
  const { params, set } = useDashboardParams();
  const query = useAnalytics<TEnvironmental>('environmentalProtection', params);
  const { t, breakdown } = useSpecs();
  const line = useFilterLine();
  const sum = (label: string, value: TSum, unit: string, digits = 1): TKpi => ({
    label,
    value: value.value,
    unit,
    digits,
    href: drillHref(value.drill),
  });
  const bars = (title: string, unit: string, items: [string, TSum][]) =>
    breakdown(
      'env',
      title,
      unit,
      items.map(([key, value]) => ({ key, label: null, value: value.value, drill: value.drill })),
    );
  return (
    <DashboardFrame
      item="environmental_protection"
      query={query}
      active={Object.keys(params).length}
      subtitle={(data) => line(data.filter)}
      filters={<CommonFilters params={params} set={set} />}
    >
      {(data) => (
        <>
          <KpiRow
            kpis={[
              {
                label: t('env.incidents'),
                value: data.environmental_incidents.value,
                href: drillHref(data.environmental_incidents.drill),
              },
              sum(t('env.spills'), data.spills.count, t('units.cases'), 0),
              sum(t('env.spill_volume'), data.spills.volume_m3, t('units.m3')),
              sum(t('env.recovered'), data.spills.recovered_m3, t('units.m3')),
              sum(t('env.emissions'), data.emissions_t, t('units.t')),
              sum(t('env.waste_generated'), data.waste.generated_t, t('units.t')),
              sum(t('env.water_intake'), data.water.intake_m3, t('units.m3')),
            ]}
          />
          <ChartGrid>
            <ChartCard
              spec={breakdown(
                'organization',
                t('env.incidents_by_organization'),
                t('units.cases'),
                data.incidents_by_organization,
                { horizontal: true },
              )}
            />
            <ChartCard
              spec={breakdown(
                'organization',
                t('env.spills_by_organization'),
                t('units.m3'),
                data.spills_by_organization,
                { horizontal: true, digits: 1 },
              )}
            />
            <ChartCard
              spec={bars(t('env.waste'), t('units.t'), [
                ['generated_t', data.waste.generated_t],
                ['recovered_t', data.waste.recovered_t],
                ['disposed_t', data.waste.disposed_t],
              ])}
            />
            <ChartCard
              spec={bars(t('env.water'), t('units.m3'), [
                ['intake_m3', data.water.intake_m3],
                ['discharge_m3', data.water.discharge_m3],
                ['reused_m3', data.water.reused_m3],
              ])}
            />
          </ChartGrid>
        </>
      )}
    </DashboardFrame>
  );
}
