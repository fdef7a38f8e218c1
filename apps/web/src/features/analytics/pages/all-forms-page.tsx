import type { TAllFormsAnalytics } from '@hse/contracts/analytics/index';
import Typography from '@mui/material/Typography';
import { ChartCard } from '../../../components/chart/chart-card';
import { pickText } from '../../../components/localized';
import { drillHref, useAnalytics } from '../analytics-query';
import { CommonFilters, SelectFilter } from '../dashboard-filters';
import { DashboardFrame } from '../dashboard-frame';
import { useDashboardParams } from '../dashboard-params';
import { ChartGrid, useFilterLine, useSpecs } from '../dashboard-parts';
import { KpiRow } from '../kpi-tile';

// The server's ALL_FORMS_DEFAULT_FORM, named here for the same reason as the codes below.
const DEFAULT_FORM = 'HSE_FRM_1';
// The contracts' FORM_CODES, whose module carries zod schemas this page need not download.
const FORM_CODES = Array.from({ length: 26 }, (_, i) => `HSE_FRM_${i + 1}`);

/**
 * Any numeric field of any form, by organization and by the form's period. With no field in the
 * URL the server answers its choice, the form's first numeric field, shown chosen in the picker;
 * the URL keeps only what the reader chose, so another form opens again on its own first field.
 */
export default function AllFormsPage() {
  const { params, set, setMany } = useDashboardParams(['form_code', 'field']);
  const form = params.form_code ?? DEFAULT_FORM;
  const query = useAnalytics<TAllFormsAnalytics>('allForms', { ...params, form_code: form });
  const { t, lang, breakdown } = useSpecs();
  const line = useFilterLine();
  const answer = query.data?.form_code === form ? query.data : undefined;
  const fields = answer?.fields ?? [];
  const chosen = fields.find((f) => f.key === (params.field ?? answer?.field));
  const unit = chosen?.unit ? pickText(chosen.unit, lang) : '';
  return (
    <DashboardFrame
      item="all_forms"
      query={query}
      active={Object.keys(params).length}
      subtitle={(data) => line(data.filter)}
      filters={
        <>
          <CommonFilters params={params} set={set} />
          <SelectFilter
            label={t('filters.form')}
            value={form}
            onChange={(value) => setMany({ form_code: value ?? DEFAULT_FORM, field: null })}
            options={FORM_CODES.map((code, i) => ({
              value: code,
              label: t('forms.form', { number: i + 1 }),
            }))}
          />
          <SelectFilter
            label={t('filters.field')}
            value={chosen ? chosen.key : ''}
            onChange={(value) => set('field', value)}
            options={fields.map((f) => ({ value: f.key, label: pickText(f.label, lang) }))}
            width={320}
            disabled={fields.length === 0}
            wrap
            testId="field-picker"
          />
        </>
      }
    >
      {(data) =>
        !data.field ? (
          <Typography color="text.secondary">{t('forms.no_numeric_fields')}</Typography>
        ) : (
          <>
            <KpiRow
              kpis={[
                {
                  label: chosen ? pickText(chosen.label, lang) : data.field,
                  value: data.total,
                  unit,
                  digits: 2,
                },
                {
                  label: t('forms.submissions'),
                  value: data.submissions.value,
                  href: drillHref(data.submissions.drill),
                },
              ]}
            />
            {data.missing_periods.length > 0 && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('forms.missing_periods', { periods: data.missing_periods.join(', ') })}
              </Typography>
            )}
            <ChartGrid>
              <ChartCard
                spec={breakdown('organization', t('forms.by_organization'), unit, data.by_organization, {
                  horizontal: true,
                  digits: 2,
                })}
              />
              <ChartCard
                spec={breakdown('period', t('forms.by_period'), unit, data.by_period, { digits: 2 })}
              />
            </ChartGrid>
          </>
        )
      }
    </DashboardFrame>
  );
}
