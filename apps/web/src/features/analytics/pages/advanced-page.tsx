import type { TAdvancedIndicators } from '@hse/contracts/analytics/index';
import { ChartCard } from '../../../components/chart/chart-card';
import { drillHref, useAnalytics } from '../analytics-query';
import { CommonFilters } from '../dashboard-filters';
import { DashboardFrame } from '../dashboard-frame';
import { useDashboardParams } from '../dashboard-params';
import { ChartGrid, useFilterLine, useSpecs } from '../dashboard-parts';
import { KpiRow, useRateKpi } from '../kpi-tile';

/** The leading indicators: observations, audits, trainings, events closed on time, Qorgau cards. */
export default function AdvancedIndicatorsPage() {
  const { params, set } = useDashboardParams();
  const query = useAnalytics<TAdvancedIndicators>('advancedIndicators', params);
  const { t, breakdown } = useSpecs();
  const rate = useRateKpi();
  const line = useFilterLine();
  return (
    <DashboardFrame
      item="advanced_indicators"
      query={query}
      active={Object.keys(params).length}
      subtitle={(data) => line(data.filter)}
      filters={<CommonFilters params={params} set={set} />}
    >
      {(data) => (
        <>
          <KpiRow
            kpis={[
              rate(t('indicators.observation_rate'), data.observation_rate),
              {
                label: t('adv.observations'),
                value: data.observations.total.value,
                href: drillHref(data.observations.total.drill),
              },
              {
                label: t('adv.audits'),
                value: data.audits.done.value,
                href: drillHref(data.audits.done.drill),
              },
              { label: t('adv.audit_score'), value: data.audits.average_score, unit: '%', digits: 1 },
              {
                label: t('adv.trainings'),
                value: data.trainings.value,
                unit: t('units.people'),
                href: drillHref(data.trainings.drill),
              },
              {
                label: t('adv.events_on_time'),
                value: data.events.on_time_percent,
                unit: '%',
                digits: 1,
                missing: t('adv.nothing_due'),
              },
              {
                label: t('adv.qorgau_closed'),
                value: data.qorgau.closed_percent,
                unit: '%',
                digits: 1,
                href: drillHref(data.qorgau.closed.drill),
              },
            ]}
          />
          <ChartGrid>
            <ChartCard
              spec={breakdown(
                'observation_kind',
                t('adv.by_kind'),
                t('units.observations'),
                data.observations.by_kind,
                { kind: 'pie' },
              )}
            />
            <ChartCard
              spec={breakdown('rule', t('adv.by_rule'), t('units.checks'), data.observations.by_rule, {
                horizontal: true,
              })}
            />
            <ChartCard
              spec={breakdown(
                'outcome',
                t('adv.by_outcome'),
                t('units.observations'),
                data.observations.by_outcome,
                { kind: 'pie' },
              )}
            />
            <ChartCard
              spec={breakdown(
                'organization',
                t('adv.audits_by_organization'),
                t('units.audits'),
                data.audits.by_organization,
                { horizontal: true },
              )}
            />
            <ChartCard
              spec={breakdown('closure', t('adv.events'), t('units.events'), [
                { key: 'on_time', label: null, ...data.events.on_time },
                { key: 'late', label: null, ...data.events.late },
                { key: 'overdue', label: null, ...data.events.overdue },
              ])}
            />
          </ChartGrid>
        </>
      )}
    </DashboardFrame>
  );
}
