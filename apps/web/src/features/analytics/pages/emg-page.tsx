import type { TEmg } from '@hse/contracts/analytics/index';
import { ChartCard } from '../../../components/chart/chart-card';
import { pickText } from '../../../components/localized';
import { drillHref, useAnalytics } from '../analytics-query';
import { PeriodFilter, SelectFilter } from '../dashboard-filters';
import { DashboardFrame } from '../dashboard-frame';
import { useDashboardParams } from '../dashboard-params';
import { ChartGrid, useFilterLine, useSpecs } from '../dashboard-parts';
import { KpiRow, useRateKpi } from '../kpi-tile';

const PYRAMID = [
  'fatalities',
  'lti',
  'rwc',
  'mtc',
  'first_aid',
  'near_misses',
  'unsafe_acts',
  'unsafe_conditions',
] as const;
const INDICATORS = ['ltif', 'trir', 'far', 'ltisr', 'mvcr'] as const;

/** One subsidiary's dashboard; without a choice, the server shows the first demo subsidiary. */
export default function EmgPage() {
  const { params, set } = useDashboardParams();
  const query = useAnalytics<TEmg>('emg', params);
  const { t, lang, breakdown } = useSpecs();
  const rate = useRateKpi();
  const line = useFilterLine();
  const chosen = params.organization_id ?? query.data?.filter.organization_id ?? '';
  const subsidiaries = query.data?.subsidiaries ?? [];
  return (
    <DashboardFrame
      item="emg"
      query={query}
      active={Object.keys(params).length}
      subtitle={(data) => line(data.filter)}
      filters={
        <>
          <PeriodFilter params={params} set={set} />
          <SelectFilter
            label={t('filters.subsidiary')}
            value={subsidiaries.some((s) => s.organization_id === chosen) ? chosen : ''}
            onChange={(value) => set('organization_id', value)}
            options={subsidiaries.map((s) => ({
              value: s.organization_id,
              label: pickText(s.organization_name, lang),
            }))}
            width={320}
            disabled={subsidiaries.length === 0}
            testId="filter-subsidiary"
          />
        </>
      }
    >
      {(data) => {
        const ind = data.indicators.indicators;
        return (
          <>
            <KpiRow
              kpis={[
                ...INDICATORS.map((key) =>
                  rate(t(`indicators.${key}`), ind[key].current, {
                    lastYear: ind[key].last_year.value,
                    target: ind[key].target,
                  }),
                ),
                {
                  label: t('overview.observations'),
                  value: data.observations.value,
                  href: drillHref(data.observations.drill),
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
                spec={breakdown(
                  'pyramid',
                  t('hs.pyramid'),
                  t('units.cases'),
                  PYRAMID.map((key) => ({ key, label: null, ...data.pyramid[key] })),
                  { horizontal: true },
                )}
              />
              <ChartCard
                spec={breakdown('kind', t('overview.by_kind'), t('units.cases'), data.incidents_by_kind, {
                  kind: 'pie',
                })}
              />
            </ChartGrid>
          </>
        );
      }}
    </DashboardFrame>
  );
}
