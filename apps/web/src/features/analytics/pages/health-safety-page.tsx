import type { THealthSafety } from '@hse/contracts/analytics/index';
import type { TIncidentKind } from '@hse/contracts/incidents';
import { ChartCard } from '../../../components/chart/chart-card';
import { drillHref, useAnalytics } from '../analytics-query';
import { CommonFilters, SelectFilter } from '../dashboard-filters';
import { DashboardFrame } from '../dashboard-frame';
import { useDashboardParams } from '../dashboard-params';
import { ChartGrid, useFilterLine, useSpecs } from '../dashboard-parts';
import { KpiRow } from '../kpi-tile';

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
// The contracts' INCIDENT_KINDS, whose module carries zod schemas this page need not download.
const INCIDENT_KINDS = [
  'accident',
  'road_accident',
  'fire',
  'incident',
  'medical',
  'near_miss',
  'environmental',
] as const satisfies readonly TIncidentKind[];
const DIMENSIONS = [
  'severity',
  'kind',
  'cause',
  'body_part',
  'activity',
  'time_of_day',
  'organization',
] as const;

/** Injuries and the safety pyramid: what happened to people, how, where and when. */
export default function HealthSafetyPage() {
  const { params, set } = useDashboardParams(['kind']);
  const query = useAnalytics<THealthSafety>('healthSafety', params);
  const { t, breakdown, months } = useSpecs();
  const line = useFilterLine();
  const people = t('units.people');
  return (
    <DashboardFrame
      item="health_safety"
      query={query}
      active={Object.keys(params).length}
      subtitle={(data) => line(data.filter)}
      filters={
        <>
          <CommonFilters params={params} set={set} />
          <SelectFilter
            label={t('filters.kind')}
            value={params.kind ?? ''}
            onChange={(value) => set('kind', value)}
            options={INCIDENT_KINDS.map((kind) => ({ value: kind, label: t(`codes.kind.${kind}`) }))}
            empty={t('filters.all_kinds')}
            width={220}
          />
        </>
      }
    >
      {(data) => (
        <>
          <KpiRow
            kpis={[
              {
                label: t('hs.injured'),
                value: data.injured.value,
                unit: people,
                href: drillHref(data.injured.drill),
              },
              {
                label: t('hs.incidents'),
                value: data.incidents.value,
                href: drillHref(data.incidents.drill),
              },
              {
                label: t('hs.near_miss_ratio'),
                value: data.near_miss_ratio,
                digits: 1,
                missing: t('hs.no_injuries'),
              },
              {
                label: t('hs.investigations_on_time'),
                value: data.investigations.on_time_percent,
                unit: '%',
                digits: 1,
                missing: t('hs.nothing_due'),
              },
              {
                label: t('hs.overdue_investigations'),
                value: data.investigations.overdue_open.value,
                href: drillHref(data.investigations.overdue_open.drill),
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
            <ChartCard spec={months(t('hs.by_month'), people, data.by_month, 'bar')} />
            {DIMENSIONS.map((dimension) => (
              <ChartCard
                key={dimension}
                spec={breakdown(dimension, t(`hs.by.${dimension}`), people, data.breakdowns[dimension], {
                  kind: dimension === 'severity' ? 'pie' : 'bar',
                  // Long names (types of event, causes) read only along laid bars.
                  horizontal: ['kind', 'cause', 'body_part', 'activity', 'organization'].includes(dimension),
                })}
              />
            ))}
          </ChartGrid>
        </>
      )}
    </DashboardFrame>
  );
}
