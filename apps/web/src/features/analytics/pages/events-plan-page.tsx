import type { TEventsPlanAnalytics } from '@hse/contracts/analytics/index';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ChartCard } from '../../../components/chart/chart-card';
import { formatDate, pickText } from '../../../components/localized';
import { drillHref, useAnalytics } from '../analytics-query';
import { CommonFilters } from '../dashboard-filters';
import { DashboardFrame } from '../dashboard-frame';
import { useDashboardParams } from '../dashboard-params';
import { ChartGrid, useFilterLine, useSpecs } from '../dashboard-parts';
import { KpiRow } from '../kpi-tile';

/** Events due in the period: closed on time, late or overdue, by subsidiary, with their cost. */
export default function EventsPlanPage() {
  const { params, set } = useDashboardParams();
  const query = useAnalytics<TEventsPlanAnalytics>('eventsPlan', params);
  const { t, lang, breakdown } = useSpecs();
  const line = useFilterLine();
  const money = t('units.thousand_tenge');
  return (
    <DashboardFrame
      item="events_plan"
      query={query}
      active={Object.keys(params).length}
      subtitle={(data) => line(data.filter)}
      filters={<CommonFilters params={params} set={set} />}
    >
      {(data) => {
        const orgs = data.by_organization.map((row) => pickText(row.organization_name, lang));
        return (
          <>
            <KpiRow
              kpis={[
                {
                  label: t('ep.due'),
                  value: data.closure.due.value,
                  href: drillHref(data.closure.due.drill),
                },
                {
                  label: t('ep.on_time'),
                  value: data.closure.on_time.value,
                  href: drillHref(data.closure.on_time.drill),
                },
                {
                  label: t('ep.overdue'),
                  value: data.closure.overdue.value,
                  href: drillHref(data.closure.overdue.drill),
                },
                {
                  label: t('ep.on_time_percent'),
                  value: data.closure.on_time_percent,
                  unit: '%',
                  digits: 1,
                  missing: t('adv.nothing_due'),
                },
                { label: t('ep.budget_planned'), value: data.budget_planned, unit: money },
                { label: t('ep.budget_spent'), value: data.budget_spent, unit: money },
              ]}
            />
            <ChartGrid>
              <ChartCard
                spec={{
                  title: t('ep.by_organization'),
                  unit: t('units.events'),
                  kind: 'stacked',
                  horizontal: true,
                  data: {
                    categories: orgs,
                    series: [
                      {
                        name: t('ep.on_time'),
                        values: data.by_organization.map((r) => r.on_time),
                        links: data.by_organization.map((r) => drillHref(r.drill)),
                      },
                      {
                        name: t('ep.overdue'),
                        values: data.by_organization.map((r) => r.overdue),
                        links: data.by_organization.map((r) => drillHref(r.drill)),
                      },
                    ],
                  },
                }}
              />
              <ChartCard
                spec={breakdown('event_status', t('ep.by_status'), t('units.events'), data.by_status, {
                  kind: 'pie',
                })}
              />
            </ChartGrid>
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="overdue-events">
              <Typography variant="h6" component="h2" id="overdue-events" sx={{ mb: 1 }}>
                {t('ep.overdue_events')}
              </Typography>
              {data.overdue_events.length === 0 ? (
                <Typography color="text.secondary">{t('ep.none_overdue')}</Typography>
              ) : (
                <TableContainer tabIndex={0} aria-labelledby="overdue-events">
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('ep.event')}</TableCell>
                        <TableCell>{t('filters.organization')}</TableCell>
                        <TableCell>{t('ep.responsible')}</TableCell>
                        <TableCell>{t('ep.due_on')}</TableCell>
                        <TableCell align="right">{t('ep.days_overdue')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.overdue_events.map((event) => (
                        <TableRow key={event.id}>
                          <TableCell>
                            <Link component={RouterLink} to={`/events-view/${event.id}`}>
                              {event.number} {event.title}
                            </Link>
                          </TableCell>
                          <TableCell>{event.organization_name}</TableCell>
                          <TableCell>{event.responsible_name}</TableCell>
                          <TableCell>{formatDate(event.due_on, lang)}</TableCell>
                          <TableCell align="right">{event.days_overdue}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </Paper>
          </>
        );
      }}
    </DashboardFrame>
  );
}
