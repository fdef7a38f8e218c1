import { FORM_CODES, FORM_SUBMISSION_MODULE, periodKeyOf } from '@hse/contracts/form-submissions';
import type { TFormConsolidation } from '@hse/contracts/form-workbooks';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { errorDetail } from '../../components/error-detail';
import { OrganizationSelect } from '../../components/organization-select';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { ConsolidationResult } from './form-consolidation-result';
import { FORM_EXCEL_NS } from './form-excel-panel';
import { lastEndedPeriod } from './form-period';
import { PeriodPicker } from './form-period-picker';
import { useFormDefinition } from './form-queries';

const { key } = FORM_SUBMISSION_MODULE;

/**
 * `/forms/consolidation` (decision 072): a form consolidated over an organization's subsidiaries
 * for a range of periods, as the server computes it, each subsidiary's submissions a link away.
 */
export default function FormConsolidationPage() {
  const { t } = useTranslation([FORM_EXCEL_NS, key]);
  const [code, setCode] = useState<string>('HSE_FRM_1');
  const definition = useFormDefinition(code);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('consolidation.title')}
        back={{ to: '/forms', label: t(`${key}:actions.back_to_list`) }}
      />
      <Typography>{t('consolidation.intro')}</Typography>
      {definition.data ? (
        <Filters key={code} code={code} onCode={setCode} definition={definition.data.definition} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}

type TQuery = { form: string; from: string; to: string; org?: string; sent?: string };

function Filters(props: { code: string; onCode(code: string): void; definition: TFormDefinition }) {
  const { t } = useTranslation([FORM_EXCEL_NS, key]);
  const { definition } = props;
  const last = lastEndedPeriod(definition.period);
  const [from, setFrom] = useState({ year: last.year, period: 1 });
  const [to, setTo] = useState(last);
  const [org, setOrg] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [query, setQuery] = useState<TQuery | null>(null);
  const result = useQuery({
    queryKey: [key, 'consolidation', query],
    queryFn: () =>
      api.get<TFormConsolidation>('/form-submissions/consolidation/', { params: query as TQuery }),
    enabled: query !== null,
  });
  const current = (): TQuery => ({
    form: props.code,
    from: periodKeyOf(definition.period, from.year, from.period),
    to: periodKeyOf(definition.period, to.year, to.period),
    ...(org ? { org } : {}),
    ...(sent ? { sent: 'true' } : {}),
  });
  return (
    <>
      <Paper
        sx={{ p: 2 }}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(current());
        }}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={t('consolidation.form')}
              value={props.code}
              onChange={(event) => props.onCode(event.target.value)}
              data-testid="consolidation-form"
            >
              {FORM_CODES.map((code) => (
                <MenuItem key={code} value={code}>
                  {t(`${key}:options.form_code.${code}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <OrganizationSelect
              fullWidth
              size="small"
              label={t('consolidation.organization')}
              value={org}
              onChange={setOrg}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PeriodPicker
              legend={t('consolidation.from')}
              kind={definition.period}
              value={from}
              onChange={setFrom}
              testId="consolidation-from"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PeriodPicker
              legend={t('consolidation.to')}
              kind={definition.period}
              value={to}
              onChange={setTo}
              testId="consolidation-to"
            />
          </Grid>
          <Grid size={12}>
            <FormControlLabel
              control={<Checkbox checked={sent} onChange={(event) => setSent(event.target.checked)} />}
              label={t('consolidation.sent')}
            />
          </Grid>
        </Grid>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button type="submit" variant="contained" data-testid="consolidation-show">
            {t('consolidation.show')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => void api.download('/form-submissions/consolidation/export.xlsx', current())}
            data-testid="consolidation-export"
          >
            {t('consolidation.export')}
          </Button>
        </Stack>
      </Paper>
      {result.isError && <Alert severity="error">{errorDetail(result.error, '')}</Alert>}
      {query && result.isPending && <PageLoader />}
      {result.data && <ConsolidationResult result={result.data} definition={definition} />}
    </>
  );
}
