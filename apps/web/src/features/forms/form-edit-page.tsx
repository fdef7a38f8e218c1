import { FORM_CODES, FORM_SUBMISSION_MODULE, type TFormResults } from '@hse/contracts/form-submissions';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import type { TFormValues } from '@hse/contracts/forms/evaluate';
import type { TRecordCommon } from '@hse/contracts/record-module/schemas';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { api } from '../../api/client';
import { CommentsPanel } from '../../components/comments-panel';
import { errorDetail } from '../../components/error-detail';
import { useLanguage } from '../../components/localized';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { RecordHistory } from '../../components/record-module/record-history';
import { StatusChip } from '../../components/status-chip';
import { useOrganizationName } from '../../components/use-organization-name';
import { WorkflowBar } from '../../components/workflow-bar';
import { clearFormDraft } from './form-draft';
import { FormExcelPanel } from './form-excel-panel';
import { FormFiller } from './form-filler';
import { periodName } from './form-period';
import { useFormDefinition, useFormPrevious } from './form-queries';
import { readyToSend, showServerErrors, valuesOf } from './form-save';
import { FORM_SCREENS_NS } from './texts';
import { useFormFiller } from './use-form-filler';

const { key } = FORM_SUBMISSION_MODULE;

/**
 * A submission as the API answers it (`ZFormSubmissionSchema`), its manifest's fields typed: the
 * derived schema types the fields of any manifest as unknown.
 */
type TFormSubmission = TRecordCommon & {
  form_code: string;
  year: number;
  period: number;
  definition_version: number;
  due_on: string;
  late: boolean | null;
  values: TFormValues;
  results: TFormResults;
  warnings: Record<string, string[]>;
  previous_id: string | null;
};
const detailKey = (id: string) => [key, 'detail', id] as const;

/**
 * `form-edit/:id/HSE_FRM_<n>` (spec §2): a submission in the version of its form it was filled
 * in; its organization's staff edit and send a draft or a returned one, the holding's HSE staff
 * accept it or return it with a comment; anyone else who may see it reads it.
 */
export default function FormEditPage() {
  const { id = '' } = useParams();
  const submission = useQuery({
    queryKey: detailKey(id),
    queryFn: () => api.get<TFormSubmission>(`/form-submissions/${id}/`),
  });
  const record = submission.data;
  const definition = useFormDefinition(record?.form_code ?? '', record?.definition_version, Boolean(record));
  if (submission.isError) return <Alert severity="error">{errorDetail(submission.error, '')}</Alert>;
  if (!record || !definition.data) return <PageLoader />;
  return (
    <EditForm
      key={`${record.id}:${record.version}`}
      record={record}
      definition={definition.data.definition}
    />
  );
}

function EditForm({ record, definition }: { record: TFormSubmission; definition: TFormDefinition }) {
  const { t } = useTranslation([FORM_SCREENS_NS, key]);
  const lang = useLanguage();
  const client = useQueryClient();
  const organizationName = useOrganizationName();
  const editable = record.can_edit === true;
  const filler = useFormFiller(definition, record.values, editable ? `edit:${record.id}` : undefined);
  const previous = useFormPrevious(record.id, record.version);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const code = FORM_CODES.includes(record.form_code as string)
    ? (record.form_code as string)
    : definition.code;
  const period = periodName(t, lang, definition.period, record.year, record.period);
  const store = (next: TFormSubmission) => {
    client.setQueryData(detailKey(next.id), next);
    void client.invalidateQueries({ queryKey: [key, 'list'] });
    void client.invalidateQueries({ queryKey: [key, 'detail', next.id, 'history'] });
  };

  const save = async (send: boolean) => {
    setFailure(null);
    setSaved(false);
    if (send && !(await readyToSend(filler))) return setFailure(t('page.fix_errors'));
    setBusy(true);
    const values = valuesOf(filler);
    try {
      let next = await api.patch<TFormSubmission>(`/form-submissions/${record.id}/`, {
        values,
        version: record.version,
      });
      filler.saved(values);
      if (send)
        next = await api.post<TFormSubmission>(`/form-submissions/${record.id}/actions/save_and_send/`, {
          version: next.version,
        });
      else setSaved(true);
      store(next);
    } catch (error) {
      const elsewhere = showServerErrors(filler, error);
      setFailure([errorDetail(error, t('page.save_failed')), ...elsewhere].join(' '));
    } finally {
      setBusy(false);
    }
  };
  const act = async (action: TWorkflowAction, comment?: string) => {
    const next = await api.post<TFormSubmission>(`/form-submissions/${record.id}/actions/${action}/`, {
      version: record.version,
      ...(comment ? { comment } : {}),
    });
    store(next);
  };
  // Sending is the editor's own button: it saves what was typed first.
  const actions = record.allowed_actions.filter((action) => !(editable && action === 'save_and_send'));
  const warnings = Object.values(record.warnings).flat();
  const prior = previous.data?.previous;

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('page.heading', { form: t(`${key}:options.form_code.${code}`), period })}
        back={{ to: '/forms', label: t(`${key}:actions.back_to_list`) }}
      >
        <StatusChip status={record.status} label={t(`${key}:statuses.${record.status}`)} />
      </PageHeader>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={0.5}>
          <Typography>
            {record.number} · {organizationName(record.organization_id) ?? record.organization_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('page.due', {
              date: new Date(`${record.due_on}T00:00:00`).toLocaleDateString(
                lang === 'en' ? 'en-GB' : 'ru-RU',
              ),
            })}
            {' · '}
            {t('page.version', { version: record.definition_version })}
          </Typography>
          {record.late === true && <Typography color="warning.dark">{t('page.late')}</Typography>}
          {prior && (
            <Link component={RouterLink} to={`/form-edit/${prior.id}/${code}`}>
              {t('page.previous_link')}: {periodName(t, lang, definition.period, prior.year, prior.period)}
            </Link>
          )}
        </Stack>
      </Paper>
      <WorkflowBar actions={actions} onAct={act} />
      {!editable && warnings.length > 0 && (
        <Alert severity="warning" data-testid="form-review-warnings">
          <strong>{t('page.warnings_for_reviewer')}:</strong> {[...new Set(warnings)].join(' ')}
        </Alert>
      )}
      <FormFiller
        filler={filler}
        readOnly={!editable}
        previous={prior ? prior.results : null}
        changeShare={previous.data?.share}
      />
      {failure && (
        <Alert severity="error" data-testid="form-save-error">
          {failure}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" data-testid="form-saved">
          {t('page.saved')}
        </Alert>
      )}
      {editable && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" disabled={busy} onClick={() => void save(false)} data-testid="form-save">
            {t('page.save')}
          </Button>
          {record.allowed_actions.includes('save_and_send') && (
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void save(true)}
              data-testid="form-send"
            >
              {t('page.send')}
            </Button>
          )}
        </Stack>
      )}
      <FormExcelPanel<TFormSubmission>
        downloads={[
          {
            label: 'excel.export',
            path: `/form-submissions/${record.id}/xlsx/`,
            testId: 'form-excel-export',
          },
        ]}
        version={record.version}
        canUpload={editable}
        onUploaded={(next) => {
          // The file's values are the server's now: what was typed here and not saved gives way.
          clearFormDraft(`edit:${record.id}`);
          store(next);
        }}
      />
      <CommentsPanel base={`/form-submissions/${record.id}`} />
      <RecordHistory module={FORM_SUBMISSION_MODULE} id={record.id} />
    </Stack>
  );
}
