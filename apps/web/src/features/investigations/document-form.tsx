import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../app/notifications-store';
import { DOCUMENT_ROUTES, type TDocumentKind } from '../../components/document-routes';
import { ServerErrorAlert } from '../../components/form/server-error-alert';
import { TextCells } from '../../components/form/text-cells';
import { useRecordForm } from '../../components/form/use-record-form';
import { FormSection } from '../../components/form-section';
import { useSaveRecord } from '../../components/record-module/use-save-record';
import { ActSections } from './act-sections';
import { BulletinSections } from './bulletin-sections';
import {
  documentToForm,
  isDocumentFormField,
  type TDocumentFormValues,
  toDocumentInput,
} from './document-form-values';
import { DOCUMENT_MANIFESTS, type TDocument, useRefreshIncidentDocuments } from './document-kind';
import { documentResolver } from './document-resolver';
import { ReportSections } from './report-sections';

type TProps = {
  kind: TDocumentKind;
  incidentId: string;
  /** Absent when creating. */
  document?: TDocument;
  /** A new document's first values (its title, an act's victims from the message). */
  initial: TDocumentFormValues;
  /** Fetches the record again after a conflict. */
  onReload?: () => Promise<TDocument | undefined>;
};

const SECTIONS = { report: ReportSections, act: ActSections, bulletin: BulletinSections };

/** One editor for the three kinds, create and edit. */
export function DocumentForm({ kind, incidentId, document, initial, onReload }: TProps) {
  const { t } = useTranslation('investigations');
  const { t: data } = useTranslation('investigation_data');
  const navigate = useNavigate();
  const resolver = useMemo(() => documentResolver(kind, incidentId), [kind, incidentId]);
  const { form, baseline, load, failSave, setServerError, serverError, reload } = useRecordForm({
    record: document,
    toForm: (saved: TDocument) => documentToForm(kind, saved),
    initial: () => initial,
    resolver,
    isField: isDocumentFormField,
    failText: t('errors.save_failed'),
    onReload,
  });
  const { control, handleSubmit, formState } = form;
  const save = useSaveRecord(DOCUMENT_MANIFESTS[kind], document);
  const refresh = useRefreshIncidentDocuments();
  const canSend = !document || document.allowed_actions.includes('send_for_approval');
  const routes = DOCUMENT_ROUTES[kind];
  const Sections = SECTIONS[kind];

  const submit = (send: boolean) =>
    handleSubmit(async (values) => {
      setServerError(null);
      try {
        const input = toDocumentInput(kind, values);
        const saved = (await save(
          document ? input : { incident_id: incidentId, ...input },
          toDocumentInput(kind, baseline),
          send ? 'send_for_approval' : undefined,
        )) as TDocument;
        refresh(incidentId);
        notify({
          type: 'success',
          message: t(send ? 'notify.sent' : document ? 'notify.saved' : 'notify.created'),
        });
        if (send || !document) navigate(routes.view(saved), { replace: !document && !send });
        else load(saved);
      } catch (error) {
        refresh(incidentId);
        // A 409 on creating says one of this kind exists for the message.
        failSave(error, (created) => navigate(routes.view(created), { replace: true }));
      }
    });

  const busy = formState.isSubmitting;
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit(false)} aria-label={t('titles.form')}>
      <ServerErrorAlert
        error={serverError}
        onReload={reload}
        reloadLabel={t('actions.load_latest')}
        testId="document-form-error"
      />
      <FormSection title={data('sections.general')}>
        <TextCells
          control={control}
          label={(name) => data(`fields.${name}`)}
          cells={[{ name: 'title', required: true, size: 12 }]}
        />
      </FormSection>
      <Sections control={control} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Button
          type="submit"
          variant={canSend ? 'outlined' : 'contained'}
          loading={busy}
          data-testid="document-save"
        >
          {t(!document || document.status === 'draft' ? 'actions.save_draft' : 'actions.save')}
        </Button>
        {canSend && (
          <Button
            variant="contained"
            loading={busy}
            onClick={submit(true)}
            data-testid="document-save-and-send"
          >
            {t('actions.save_and_send')}
          </Button>
        )}
        <Button onClick={() => navigate(document ? routes.view(document) : `/incident-view/${incidentId}`)}>
          {t('buttons.cancel', { ns: 'common' })}
        </Button>
      </Stack>
    </Stack>
  );
}
