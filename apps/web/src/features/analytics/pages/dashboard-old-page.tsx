import type { TDashboardOld } from '@hse/contracts/analytics/index';
import { hasAnyRole } from '@hse/contracts/roles';
import { useSession } from '../../../api/session';
import { ChartCard } from '../../../components/chart/chart-card';
import { pickText } from '../../../components/localized';
import { useAnalytics } from '../analytics-query';
import { OrganizationFilter, YearFilter } from '../dashboard-filters';
import { DashboardFrame } from '../dashboard-frame';
import { useDashboardParams } from '../dashboard-params';
import { ChartGrid, useSpecs } from '../dashboard-parts';
import { HistoricalImport } from '../historical-import';

const YEARS = Array.from({ length: 15 }, (_, i) => 2024 - i);
const COUNTS = ['fatalities', 'lti', 'recordable', 'road_accidents', 'fires', 'near_misses'] as const;

/** The years before 2025, from the historical figures an administrator imports. */
export default function DashboardOldPage() {
  const { params, set } = useDashboardParams([], ['year_from', 'year_to', 'organization_id']);
  const query = useAnalytics<TDashboardOld>('dashboard/old', params);
  const { t, lang } = useSpecs();
  const { roles } = useSession();
  return (
    <>
      <DashboardFrame
        item="dashboard_old"
        query={query}
        active={Object.keys(params).length}
        subtitle={(data) => data.organization_name}
        filters={
          <>
            <YearFilter
              params={params}
              set={set}
              name="year_from"
              label={t('filters.year_from')}
              years={YEARS}
            />
            <YearFilter params={params} set={set} name="year_to" label={t('filters.year_to')} years={YEARS} />
            <OrganizationFilter params={params} set={set} />
          </>
        }
      >
        {(data) => {
          const years = data.years.map((y) => String(y.year));
          const orgs = data.by_organization.map((o) => pickText(o.organization_name, lang));
          return (
            <ChartGrid>
              <ChartCard
                spec={{
                  title: t('old.rates'),
                  unit: t('indicators.unit.ltif'),
                  kind: 'line',
                  digits: 2,
                  data: {
                    categories: years,
                    series: (['ltif', 'trir', 'mvcr'] as const).map((key) => ({
                      name: t(`indicators.${key}`),
                      values: data.years.map((y) => y[key]),
                    })),
                  },
                }}
              />
              <ChartCard
                spec={{
                  title: t('old.cases_by_year'),
                  unit: t('units.cases'),
                  kind: 'bar',
                  data: {
                    categories: years,
                    series: COUNTS.map((key) => ({
                      name: t(`old.keys.${key}`),
                      values: data.years.map((y) => y.figures[key] ?? null),
                    })),
                  },
                }}
              />
              <ChartCard
                spec={{
                  title: t('old.hours_by_year'),
                  unit: t('units.hours'),
                  kind: 'bar',
                  data: {
                    categories: years,
                    series: (['hours_worked'] as const).map((key) => ({
                      name: t(`old.keys.${key}`),
                      values: data.years.map((y) => y.figures[key] ?? null),
                    })),
                  },
                }}
              />
              <ChartCard
                spec={{
                  title: t('old.by_organization'),
                  unit: t('units.cases'),
                  kind: 'stacked',
                  horizontal: true,
                  data: {
                    categories: orgs,
                    series: COUNTS.map((key) => ({
                      name: t(`old.keys.${key}`),
                      values: data.by_organization.map((o) => o.figures[key] ?? null),
                    })),
                  },
                }}
              />
            </ChartGrid>
          );
        }}
      </DashboardFrame>
      {/* Below the figures, and also when there are none yet: the import is how they arrive. */}
      {hasAnyRole(roles, ['admin']) && <HistoricalImport />}
    </>
  );
}
