import type { TObservationKind } from '@hse/contracts/observations';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { notify } from '../../app/notifications-store';
import { ServerErrorAlert } from '../../components/form/server-error-alert';
import { useRecordForm } from '../../components/form/use-record-form';
import { ChecksSection } from './checks-section';
import { emptyObservationForm, isObservationFormField, observationToForm } from './observation-form-values';
import { observationResolver } from './observation-resolver';
import { OBSERVATION_ROUTES } from './observation-routes';
import { ObservationClosingSection, ObservationGeneralSection } from './observation-sections';
import type { TObservation } from './observations-queries';
import { useSaveObservation } from './use-save-observation';

type TProps = {
  kind: TObservationKind;
  /** Absent when creating. */
  observation?: TObservation;
  /** Fetches the record again after a conflict. */
  onReload?: () => Promise<TObservation | undefined>;
};

/** One editor for the three kinds, create and edit; the kind decides its sections and checklist. */
export function ObservationForm({ kind, observation, onReload }: TProps) {
  const { t } = useTranslation('observations');
  const navigate = useNavigate();
  const { organizationId, organizationName } = useSession();
  const resolver = useMemo(() => observationResolver(kind), [kind]);
  const { form, baseline, load, failSave, setServerError, serverError, reload } = useRecordForm({
    record: observation,
    toForm: (saved: TObservation) => observationToForm(kind, saved),
    initial: () => emptyObservationForm(kind, organizationId),
    resolver,
    isField: isObservationFormField,
    failText: t('errors.save_failed'),
    onReload,
  });
  const { control, handleSubmit, formState } = form;
  const save = useSaveObservation(kind, observation);
  const canSend = !observation || observation.allowed_actions.includes('save_and_send');
  const routes = OBSERVATION_ROUTES[kind];

  const submit = (send: boolean) =>
    handleSubmit(async (values) => {
      setServerError(null);
      try {
        const saved = await save(values, baseline, send);
        notify({
          type: 'success',
          message: t(send ? 'notify.sent' : observation ? 'notify.saved' : 'notify.created'),
        });
        if (!observation) navigate(routes.edit(saved.id), { replace: true });
        else load(saved);
      } catch (error) {
        failSave(error, (created) => navigate(routes.edit(created.id), { replace: true }));
      }
    });

  const busy = formState.isSubmitting;
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit(false)} aria-label={t('titles.form')}>
      <ServerErrorAlert
        error={serverError}
        onReload={reload}
        reloadLabel={t('actions.load_latest')}
        testId="observation-form-error"
      />
      <ObservationGeneralSection
        kind={kind}
        control={control}
        current={
          observation
            ? { value: observation.organization_id, label: observation.organization_name }
            : // A new observation starts in the author's organization, known from the session.
              organizationId
              ? { value: organizationId, label: organizationName ?? '' }
              : undefined
        }
      />
      <ChecksSection kind={kind} control={control} />
      <ObservationClosingSection kind={kind} control={control} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Button
          type="submit"
          variant={canSend ? 'outlined' : 'contained'}
          loading={busy}
          data-testid="observation-save"
        >
          {t('actions.save_draft')}
        </Button>
        {canSend && (
          <Button
            variant="contained"
            loading={busy}
            onClick={submit(true)}
            data-testid="observation-save-and-send"
          >
            {t('actions.save_and_send', { ns: 'workflow' })}
          </Button>
        )}
        <Button onClick={() => navigate(routes.list)}>{t('buttons.cancel', { ns: 'common' })}</Button>
      </Stack>
    </Stack>
  );
}
