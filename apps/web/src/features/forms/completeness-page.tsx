import type { TFormCompleteness } from '@hse/contracts/form-completeness';
import { FORM_COMPLETENESS_TEXTS } from '@hse/contracts/form-completeness-texts';
import { FORM_SUBMISSION_MODULE_HEAD } from '@hse/contracts/form-submission-module-head';
import { FORM_PERIODS, type TFormPeriod } from '@hse/contracts/forms/definition';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { useLanguage } from '../../components/localized';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { addSharedTexts } from '../../i18n/i18n';
import { matrixPeriodOf, movedTo, type TMatrixPeriod, withPeriodicity } from './completeness-period';
import { CompletenessLegend, CompletenessTable, FORM_COMPLETENESS_NS } from './completeness-table';
import { periodName } from './form-period';
import { PeriodPicker } from './form-period-picker';
import { FORM_SCREENS_NS } from './texts';

addSharedTexts(FORM_COMPLETENESS_NS, FORM_COMPLETENESS_TEXTS);

const { key } = FORM_SUBMISSION_MODULE_HEAD;

/**
 * `/forms/completeness` (decision 073): the subsidiaries × the forms of a periodicity for one
 * period, each cell the state of that submission. The period lives in the address
 * (`?period=2026-03`), so that a link or a reload shows the same matrix.
 */
export default function CompletenessPage() {
  const { t } = useTranslation([FORM_COMPLETENESS_NS, FORM_SCREENS_NS, key]);
  const lang = useLanguage();
  const [search, setSearch] = useSearchParams();
  const place = matrixPeriodOf(search);
  const matrix = useQuery({
    queryKey: [key, 'completeness', place.key],
    queryFn: () =>
      api.get<TFormCompleteness>('/form-submissions/completeness/', { params: { period: place.key } }),
    placeholderData: keepPreviousData,
  });
  const go = (next: TMatrixPeriod) => setSearch({ period: next.key });
  const title = periodName(t, lang, place.periodicity, place.year, place.period);

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('form_titles:completeness')}
        back={{ to: '/forms', label: t(`${key}:actions.back_to_list`) }}
      />
      <Typography>{t('intro')}</Typography>
      <Paper sx={{ p: 2 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          <TextField
            select
            fullWidth={false}
            size="small"
            label={t('periodicity')}
            value={place.periodicity}
            onChange={(event) => go(withPeriodicity(event.target.value as TFormPeriod))}
            sx={{ minWidth: 180 }}
            data-testid="completeness-periodicity"
          >
            {FORM_PERIODS.map((periodicity) => (
              <MenuItem key={periodicity} value={periodicity}>
                {t(`periodicities.${periodicity}`)}
              </MenuItem>
            ))}
          </TextField>
          <PeriodPicker
            kind={place.periodicity}
            value={place}
            onChange={(next) => go(movedTo(place, next.year, next.period))}
            testId="completeness"
          />
        </Stack>
      </Paper>
      <CompletenessLegend />
      {matrix.isError && <Alert severity="error">{t('shell:errors.generic')}</Alert>}
      {!matrix.data && !matrix.isError && <PageLoader />}
      {matrix.data && matrix.data.forms.length === 0 && <Alert severity="info">{t('no_forms')}</Alert>}
      {matrix.data && matrix.data.forms.length > 0 && matrix.data.rows.length === 0 && (
        <Alert severity="info">{t('no_rows')}</Alert>
      )}
      {matrix.data && matrix.data.forms.length > 0 && matrix.data.rows.length > 0 && (
        <CompletenessTable data={matrix.data} caption={t('table', { period: title })} />
      )}
    </Stack>
  );
}
