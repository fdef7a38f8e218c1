import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../api/session';
import { notify } from '../../app/notifications-store';
import { changedFields } from '../form/changed-fields';
import { ErrorSummary } from '../form/error-summary';
import { ServerErrorAlert } from '../form/server-error-alert';
import { useRecordForm } from '../form/use-record-form';
import {
  emptyRecordForm,
  ownResolver,
  recordResolver,
  recordToForm,
  type TRecordFormValues,
} from './form-values';
import { recordHref, usePageTexts, useRecordModule } from './record-module';
import { RecordEditSections } from './record-sections';
import { useSaveRecord } from './use-save-record';

type TProps = {
  /** Absent while creating. */
  record?: TRecordItem;
  /** Fetches the record again after a conflict. */
  onReload?: () => Promise<TRecordItem | undefined>;
  /** Whether something typed is not saved yet (the page holds the workflow back meanwhile). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Where "cancel" leads (default the list). */
  cancelTo?: string;
};

/**
 * The editor of any module, create and change: the manifest's sections (and the module's own,
 * `formSlots`), checked as typed with its derived contracts or its own (`form`); a change sends
 * only the fields that differ, with the version read; "save and send" where the module has it.
 */
export function RecordForm({ record, onReload, onDirtyChange, cancelTo }: TProps) {
  const {
    manifest: module,
    form: options = {},
    formSlots = [],
    route,
    saveAndSend,
    startInOwnOrganization,
    viewHref,
  } = useRecordModule();
  const params = useParams();
  const routeId = params.id;
  const { t } = useTranslation(module.key);
  const records = usePageTexts(module);
  const { organizationId } = useSession();
  const navigate = useNavigate();
  const saveRecord = useSaveRecord(module, record);
  const editing = Boolean(record);
  const { schema, toBody = (values: TRecordFormValues) => values } = options;
  const send = saveAndSend?.action;
  const resolver = useMemo(
    () =>
      options.resolver ?? (schema ? ownResolver(schema, options.toBody) : recordResolver(module, editing)),
    [module, editing, schema, options.toBody, options.resolver],
  );
  const initial = () => ({
    ...(options.initial?.() ?? emptyRecordForm(module)),
    ...(startInOwnOrganization && organizationId ? { [module.organizationField]: organizationId } : {}),
    ...(route?.parent && routeId ? { [route.parent.field]: routeId } : {}),
    ...Object.fromEntries(
      Object.entries(options.fromRoute ?? {}).flatMap(([param, field]) =>
        params[param] ? [[field, params[param]]] : [],
      ),
    ),
  });
  const { form, baseline, load, failSave, serverError, setServerError, reload } = useRecordForm({
    record,
    toForm: (saved: TRecordItem) => options.toForm?.(saved) ?? recordToForm(module, saved),
    initial,
    resolver,
    // The server's errors on what the form holds go on its fields: `victims.0.birth_year` too.
    isField: (name) => Object.hasOwn(initial(), name.split('.')[0] ?? ''),
    failText: records('errors.save_failed'),
    onReload,
  });
  const { control, handleSubmit, setError, formState } = form;
  const dirty = formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const hrefOf = (saved: TRecordItem) => viewHref?.(saved) ?? recordHref(module, saved.id);
  const opened = (saved: TRecordItem) => (route?.next ? route.next.replace(':id', saved.id) : hrefOf(saved));

  const submit = (sending: boolean) =>
    handleSubmit(async (values) => {
      // A module's own contract hands over the parsed body already.
      const body = schema ? values : toBody(values);
      setServerError(null);
      const issues = sending ? (options.sendIssues?.(body as never) ?? []) : [];
      if (issues.length > 0) {
        for (const issue of issues) setError(issue.field, { type: 'send', message: issue.key });
        setServerError({ text: records('errors.not_ready_to_send'), conflict: false });
        return;
      }
      const before = toBody(baseline);
      // Nothing changed and nothing to send: no request, no notice.
      if (record && !sending && !changedFields(body, before)) return;
      try {
        const saved = await saveRecord(body, before, sending ? send : undefined);
        if (sending) {
          notify({ type: 'success', message: records('notify.sent') });
          navigate(hrefOf(saved));
        } else if (!record) {
          notify({ type: 'success', message: records('notify.created') });
          navigate(opened(saved), { replace: true });
        } else {
          notify({ type: 'success', message: records('notify.saved') });
          load(saved);
        }
      } catch (error) {
        failSave(error, (created) => navigate(opened(created), { replace: true }));
      }
    });

  const canSend = Boolean(send && (!record || record.allowed_actions.includes(send)));
  const draft = !record || record.status === module.workflow.initial;
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={submit(false)}
      aria-label={t(record ? 'titles.record' : 'titles.create')}
    >
      <ServerErrorAlert
        error={serverError}
        onReload={reload}
        reloadLabel={records('actions.load_latest')}
        testId="record-form-error"
      />
      <ErrorSummary
        errors={formState.errors}
        shown={formState.submitCount > 0}
        fallbackLabel={(name) => t(`fields.${name.split('.')[0]}`, { defaultValue: '' }) || undefined}
      />
      {options.sections !== false && <RecordEditSections module={module} control={control} record={record} />}
      {formSlots.length > 0 && (
        <Suspense fallback={<LinearProgress />}>
          {formSlots.map((Slot, index) => (
            // Slots are fixed for a module; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Slot key={index} module={module} control={control} record={record} />
          ))}
        </Suspense>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Button
          type="submit"
          variant={canSend ? 'outlined' : 'contained'}
          loading={formState.isSubmitting}
          data-testid="record-save"
        >
          {saveAndSend?.saveLabel && draft
            ? t(saveAndSend.saveLabel)
            : records(record ? 'actions.save' : 'actions.create')}
        </Button>
        {canSend && send && (
          <Button
            variant="contained"
            loading={formState.isSubmitting}
            onClick={submit(true)}
            data-testid="record-save-and-send"
          >
            {saveAndSend?.sendLabel ? t(saveAndSend.sendLabel) : t(`actions.${send}`, { ns: 'workflow' })}
          </Button>
        )}
        <Button onClick={() => navigate(cancelTo ?? module.routes.list)}>{records('actions.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
