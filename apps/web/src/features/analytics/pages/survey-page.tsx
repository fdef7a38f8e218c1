import type { TSurveyAnalytics } from '@hse/contracts/analytics/index';
import { ChartCard } from '../../../components/chart/chart-card';
import { pickText } from '../../../components/localized';
import { useAnalytics } from '../analytics-query';
import { CommonFilters, SelectFilter } from '../dashboard-filters';
import { DashboardFrame } from '../dashboard-frame';
import { useDashboardParams } from '../dashboard-params';
import { ChartGrid, useFilterLine, useSpecs } from '../dashboard-parts';
import { KpiRow } from '../kpi-tile';

/** The vital-rules questionnaires: who took part, how well, and which questions are answered worst. */
export default function SurveyPage() {
  const { params, set } = useDashboardParams(['questionnaire_id']);
  const query = useAnalytics<TSurveyAnalytics>('survey', params);
  const { t, lang } = useSpecs();
  const line = useFilterLine();
  const questionSpec = (title: string, rows: TSurveyAnalytics['by_question']) => ({
    title,
    unit: '%',
    kind: 'bar' as const,
    horizontal: true,
    digits: 1,
    data: {
      categories: rows.map((q) => pickText(q.text, lang)),
      series: [{ name: t('survey.correct_percent'), values: rows.map((q) => q.correct_percent) }],
    },
  });
  return (
    <DashboardFrame
      item="survey"
      query={query}
      active={Object.keys(params).length}
      subtitle={(data) => line(data.filter)}
      filters={
        <>
          <CommonFilters params={params} set={set} />
          <SelectFilter
            label={t('filters.questionnaire')}
            value={query.data ? (params.questionnaire_id ?? '') : ''}
            onChange={(value) => set('questionnaire_id', value)}
            options={(query.data?.questionnaires ?? []).map((q) => ({
              value: q.id,
              label: pickText(q.title, lang),
            }))}
            empty={t('filters.all_questionnaires')}
            width={280}
          />
        </>
      }
    >
      {(data) => (
        <>
          <KpiRow
            kpis={[
              { label: t('survey.answers'), value: data.participation.answers },
              {
                label: t('survey.respondents'),
                value: data.participation.respondents,
                unit: t('units.people'),
              },
              { label: t('survey.guests'), value: data.participation.guests, unit: t('units.people') },
              { label: t('survey.average'), value: data.participation.average_percent, unit: '%', digits: 1 },
            ]}
          />
          <ChartGrid>
            <ChartCard spec={questionSpec(t('survey.weakest'), data.weakest)} />
            <ChartCard
              spec={{
                title: t('survey.by_organization'),
                unit: '%',
                kind: 'bar',
                horizontal: true,
                digits: 1,
                data: {
                  categories: data.by_organization.map((o) => pickText(o.organization_name, lang)),
                  series: [
                    { name: t('survey.average'), values: data.by_organization.map((o) => o.average_percent) },
                  ],
                },
              }}
            />
            <ChartCard
              spec={{
                title: t('survey.participation_by_organization'),
                unit: t('units.answers'),
                kind: 'bar',
                horizontal: true,
                data: {
                  categories: data.by_organization.map((o) => pickText(o.organization_name, lang)),
                  series: [{ name: t('survey.answers'), values: data.by_organization.map((o) => o.answers) }],
                },
              }}
            />
            <ChartCard spec={questionSpec(t('survey.by_question'), data.by_question)} />
          </ChartGrid>
        </>
      )}
    </DashboardFrame>
  );
}
