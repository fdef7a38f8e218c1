import { FORM_CODES, FORM_SUBMISSION_MODULE } from '@hse/contracts/form-submissions';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import type { TRecordCommon } from '@hse/contracts/record-module/schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { useSession } from '../../api/session';
import { errorDetail } from '../../components/error-detail';
import { OrganizationSelect } from '../../components/organization-select';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { clearFormDraft } from './form-draft';
import { FormExcelPanel } from './form-excel-panel';
import { FormFiller } from './form-filler';
import { lastEndedPeriod, placeFromSearch } from './form-period';
import { PeriodPicker } from './form-period-picker';
import { useFormDefinition } from './form-queries';
import { readyToSend, showServerErrors, valuesOf } from './form-save';
import { FORM_SCREENS_NS } from './texts';
import { useFormFiller } from './use-form-filler';

const { key } = FORM_SUBMISSION_MODULE;

/**
 * `forms/HSE_FRM_<n>` (spec §2): a new submission of a form for a period the user picks, the form
 * itself picked here too; a second one of the same form, organization and period is refused with
 * a link to the one already there.
 */
export default function FormCreatePage() {
  // Each form has a route of its own (`/forms/HSE_FRM_7`, for its title), so the code is the
  // path's last part rather than a parameter.
  const code = decodeURIComponent(useLocation().pathname.split('/').at(-1) ?? '');
  const { t } = useTranslation(FORM_SCREENS_NS);
  const known = FORM_CODES.includes(code);
  const definition = useFormDefinition(code, undefined, known);
  if (!known) return <Alert severity="error">{t('page.no_form')}</Alert>;
  if (!definition.data) return <PageLoader />;
  return <CreateForm key={code} definition={definition.data.definition} />;
}

function CreateForm({ definition }: { definition: TFormDefinition }) {
  const { t } = useTranslation([FORM_SCREENS_NS, key]);
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  // The completeness matrix opens a missing cell here with its organization and period.
  const [search] = useSearchParams();
  const start = placeFromSearch(search, definition.period) ?? lastEndedPeriod(definition.period);
  const [organizationId, setOrganizationId] = useState<string | null>(
    search.get('organization_id') || session.organizationId,
  );
  const [place, setPlace] = useState(start);
  const [failure, setFailure] = useState<string | null>(null);
  const [existing, setExisting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const filler = useFormFiller(definition, null, `new:${definition.code}`);

  const save = async (send: boolean) => {
    setFailure(null);
    setExisting(null);
    if (send && !(await readyToSend(filler))) return setFailure(t('page.fix_errors'));
    setBusy(true);
    const values = valuesOf(filler);
    try {
      const created = await api.post<TRecordCommon>('/form-submissions/', {
        organization_id: organizationId,
        form_code: definition.code,
        year: place.year,
        period: place.period,
        values,
      });
      filler.saved(values);
      if (send)
        await api.post(`/form-submissions/${created.id}/actions/save_and_send/`, {
          version: created.version,
        });
      void client.invalidateQueries({ queryKey: [key] });
      void navigate(`/form-edit/${created.id}/${definition.code}`);
    } catch (error) {
      const elsewhere = showServerErrors(filler, error);
      setFailure([errorDetail(error, t('page.save_failed')), ...elsewhere].join(' '));
      if (error instanceof ApiError && error.status === 409 && error.existingId)
        setExisting(error.existingId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t(`${key}:titles.create`)}
        back={{ to: '/forms', label: t(`${key}:actions.back_to_list`) }}
      />
      <Paper sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={t('page.form')}
              value={definition.code}
              onChange={(event) => void navigate(`/forms/${event.target.value}`)}
              data-testid="form-code"
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
              label={t('page.organization')}
              value={organizationId}
              onChange={setOrganizationId}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PeriodPicker kind={definition.period} value={place} onChange={setPlace} testId="form" />
          </Grid>
        </Grid>
      </Paper>
      <FormFiller filler={filler} />
      {failure && (
        <Alert severity="error" data-testid="form-save-error">
          {failure}{' '}
          {existing && (
            <Link
              component={RouterLink}
              to={`/form-edit/${existing}/${definition.code}`}
              data-testid="form-existing"
            >
              {t('page.open_existing')}
            </Link>
          )}
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" disabled={busy} onClick={() => void save(false)} data-testid="form-save">
          {t('page.save')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void save(true)} data-testid="form-send">
          {t('page.send')}
        </Button>
      </Stack>
      {organizationId && (
        <FormExcelPanel<TRecordCommon>
          downloads={[
            {
              label: 'excel.template',
              path: '/form-submissions/template/',
              params: { form: definition.code, organization_id: organizationId, ...place },
              testId: 'form-excel-template',
            },
          ]}
          onUploaded={(created) => {
            clearFormDraft(`new:${definition.code}`);
            void client.invalidateQueries({ queryKey: [key] });
            void navigate(`/form-edit/${created.id}/${definition.code}`);
          }}
        />
      )}
    </Stack>
  );
}
