import type { TIncident } from '@hse/contracts/incidents';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { notify } from '../../app/notifications-store';
import { ServerErrorAlert } from '../../components/form/server-error-alert';
import { useRecordForm } from '../../components/form/use-record-form';
import { IncidentCircumstancesSection, IncidentImpactSection } from './incident-circumstances-section';
import { emptyIncidentForm, incidentToForm, isIncidentFormField } from './incident-form-values';
import { IncidentGeneralSection } from './incident-general-section';
import { incidentResolver, parsedIncident, sendIssues } from './incident-resolver';
import { editorPath, type TIncidentVariant } from './incident-routes';
import { IncidentVehicleSection } from './incident-vehicle-section';
import { IncidentVictimsSection } from './incident-victims-section';
import { useSaveIncident } from './use-save-incident';

type TProps = {
  /** Absent when creating. */
  incident?: TIncident;
  /** The short first message shows fewer sections of the same form. */
  variant: TIncidentVariant;
  /** Fetches the record again after a conflict. */
  onReload?: () => Promise<TIncident | undefined>;
};

/** One editor for the short message and the full record, create and edit. */
export function IncidentForm({ incident, variant, onReload }: TProps) {
  const { t } = useTranslation('incidents');
  const navigate = useNavigate();
  const { organizationId, organizationName } = useSession();
  const { form, baseline, load, failSave, serverError, setServerError, reload } = useRecordForm({
    record: incident,
    toForm: incidentToForm,
    initial: () => emptyIncidentForm(organizationId),
    resolver: incidentResolver,
    isField: isIncidentFormField,
    failText: t('errors.save_failed'),
    onReload,
  });
  const { control, handleSubmit, setError, formState } = form;
  const kind = useWatch({ control, name: 'kind' });
  const save = useSaveIncident(incident);
  const canSend = !incident || incident.allowed_actions.includes('save_and_send');

  const submit = (send: boolean) =>
    handleSubmit(async (typed) => {
      const values = parsedIncident(typed);
      setServerError(null);
      const issues = send ? sendIssues(values) : [];
      if (issues.length > 0) {
        for (const issue of issues) setError(issue.field as 'victims', { type: 'send', message: issue.key });
        setServerError({ text: t('errors.not_ready_to_send'), conflict: false });
        return;
      }
      try {
        const saved = await save(values, baseline, send);
        notify({
          type: 'success',
          message: t(send ? 'notify.sent' : incident ? 'notify.saved' : 'notify.created'),
        });
        if (send) navigate(`/incident-view/${saved.id}`);
        else if (!incident) navigate(editorPath(variant, saved.id), { replace: true });
        else load(saved);
      } catch (error) {
        failSave(error, (created) => navigate(editorPath(variant, created.id), { replace: true }));
      }
    });

  const busy = formState.isSubmitting;
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit(false)} aria-label={t('titles.form')}>
      <ServerErrorAlert
        error={serverError}
        onReload={reload}
        reloadLabel={t('actions.load_latest')}
        testId="incident-form-error"
      />
      <IncidentGeneralSection
        control={control}
        current={
          incident
            ? { value: incident.organization_id, label: incident.organization_name }
            : // A new message starts in the author's organization, known from the session.
              organizationId
              ? { value: organizationId, label: organizationName ?? '' }
              : undefined
        }
      />
      {variant === 'full' && <IncidentCircumstancesSection control={control} />}
      {variant === 'short' && kind === 'environmental' && <IncidentImpactSection control={control} />}
      {kind === 'road_accident' && <IncidentVehicleSection control={control} />}
      <IncidentVictimsSection control={control} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Button
          type="submit"
          variant={canSend ? 'outlined' : 'contained'}
          loading={busy}
          data-testid="incident-save"
        >
          {t(!incident || incident.status === 'draft' ? 'actions.save_draft' : 'actions.save')}
        </Button>
        {canSend && (
          <Button
            variant="contained"
            loading={busy}
            onClick={submit(true)}
            data-testid="incident-save-and-send"
          >
            {t('actions.save_and_send', { ns: 'workflow' })}
          </Button>
        )}
        <Button onClick={() => navigate(incident ? `/incident-view/${incident.id}` : '/incident')}>
          {t('buttons.cancel', { ns: 'common' })}
        </Button>
      </Stack>
    </Stack>
  );
}
