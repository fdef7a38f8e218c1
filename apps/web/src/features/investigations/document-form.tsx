import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../app/notifications-store';
import { DOCUMENT_ROUTES, type TDocumentKind } from '../../components/document-routes';
import { errorDetail, isConflict } from '../../components/error-detail';
import { ServerErrorAlert, type TServerError } from '../../components/form/server-error-alert';
import { applyServerErrors } from '../../components/form/server-errors';
import { TextCells } from '../../components/form/text-cells';
import { FormSection } from '../../components/form-section';
import { isSavedButNotSent } from '../../components/saved-but-not-sent';
import { ActSections } from './act-sections';
import { BulletinSections } from './bulletin-sections';
import { documentToForm, isDocumentFormField, type TDocumentFormValues } from './document-form-values';
import { documentResolver } from './document-resolver';
import type { TDocument } from './documents-queries';
import { ReportSections } from './report-sections';
import { useSaveDocument } from './use-save-document';

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
  const navigate = useNavigate();
  const [baseline, setBaseline] = useState(() => (document ? documentToForm(kind, document) : initial));
  const [serverError, setServerError] = useState<TServerError | null>(null);
  const resolver = useMemo(() => documentResolver(kind, incidentId), [kind, incidentId]);
  const { control, handleSubmit, reset, setError, formState } = useForm<TDocumentFormValues>({
    mode: 'onChange',
    defaultValues: baseline,
    resolver,
  });
  const save = useSaveDocument(kind, incidentId, document);
  const canSend = !document || document.allowed_actions.includes('send_for_approval');
  const routes = DOCUMENT_ROUTES[kind];
  const Sections = SECTIONS[kind];

  const load = (next: TDocument) => {
    const values = documentToForm(kind, next);
    setBaseline(values);
    reset(values);
  };
  const fail = (error: unknown) => {
    // What was typed stays in the form, including after a conflict (409: one of this kind exists).
    const unmatched = applyServerErrors(setError, error, isDocumentFormField);
    const text = [errorDetail(error, t('errors.save_failed')), ...unmatched].join(' ');
    setServerError({ text, conflict: isConflict(error) && Boolean(document) });
  };

  const submit = (send: boolean) =>
    handleSubmit(async (values) => {
      setServerError(null);
      try {
        const saved = await save(values, baseline, send);
        notify({
          type: 'success',
          message: t(send ? 'notify.sent' : document ? 'notify.saved' : 'notify.created'),
        });
        if (send || !document) navigate(routes.view(saved), { replace: !document && !send });
        else load(saved);
      } catch (error) {
        if (!isSavedButNotSent<TDocument>(error)) return fail(error);
        // The draft exists now: its page takes over, with the refusal as a notice.
        if (!document) {
          notify({ type: 'error', message: errorDetail(error.reason, t('errors.save_failed')) });
          return navigate(routes.view(error.saved), { replace: true });
        }
        load(error.saved);
        fail(error.reason);
      }
    });

  const reload = async () => {
    const latest = await onReload?.();
    if (latest) load(latest);
    setServerError(null);
  };

  const busy = formState.isSubmitting;
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit(false)} aria-label={t('titles.form')}>
      <ServerErrorAlert
        error={serverError}
        onReload={onReload && reload}
        reloadLabel={t('actions.load_latest')}
        testId="document-form-error"
      />
      <FormSection title={t('sections.general')}>
        <TextCells
          control={control}
          label={(name) => t(`fields.${name}`)}
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
