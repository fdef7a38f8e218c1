import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { notify } from '../../app/notifications-store';
import { ServerErrorAlert } from '../form/server-error-alert';
import { useRecordForm } from '../form/use-record-form';
import { emptyRecordForm, recordResolver, recordToForm } from './form-values';
import { recordHref, useRecordModule } from './record-module';
import { queriesOf } from './record-queries';
import { RecordEditSections } from './record-sections';
import { saveRecord, slotValuesOf } from './save-record';

type TProps = {
  /** Absent while creating. */
  record?: TRecordItem;
  /** Fetches the record again after a conflict. */
  onReload?: () => Promise<TRecordItem | undefined>;
  /** Whether something typed is not saved yet (the page holds the workflow back meanwhile). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The editor of any module, create and change: the manifest's sections, checked as typed with
 * its derived contracts; a change sends only the fields that differ, with the version read.
 */
export function RecordForm({ record, onReload, onDirtyChange }: TProps) {
  const {
    manifest: module,
    formSlots = [],
    saveAndSend,
    startInOwnOrganization,
    initialValues,
  } = useRecordModule();
  const { organizationId } = useSession();
  const { t } = useTranslation(module.key);
  const { t: records } = useTranslation('records');
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const queries = queriesOf(module);
  const create = queries.useCreate();
  const update = queries.useUpdate();
  const act = queries.useAction();
  const editing = Boolean(record);
  const resolver = useMemo(() => recordResolver(module, editing), [module, editing]);
  const { form, baseline, load, failSave, serverError, setServerError, reload } = useRecordForm({
    record,
    toForm: (saved: TRecordItem) => ({ ...recordToForm(module, saved), ...slotValuesOf(formSlots, saved) }),
    initial: () => ({
      ...emptyRecordForm(module),
      ...initialValues,
      ...(startInOwnOrganization && organizationId ? { [module.organizationField]: organizationId } : {}),
      ...slotValuesOf(formSlots),
    }),
    resolver,
    isField: (name) => {
      const field = module.fields[name.split('.')[0] ?? ''];
      return Boolean(field && !field.computed);
    },
    failText: records('errors.save_failed'),
    onReload,
  });
  const { control, handleSubmit, formState } = form;
  const dirty = formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const send = saveAndSend?.action;
  const canSend = Boolean(send && (!record || record.allowed_actions.includes(send)));
  const open = (saved: TRecordItem) => navigate(recordHref(module, saved.id), { replace: true });

  const submit = (sending: boolean) =>
    handleSubmit(async (values) => {
      setServerError(null);
      try {
        const writes = { create: create.mutateAsync, update: update.mutateAsync, act: act.mutateAsync };
        const action = sending ? send : undefined;
        const saved = await saveRecord(writes, formSlots, { record, values, baseline, send: action });
        if (!saved) return;
        notify({
          type: 'success',
          message: action
            ? common('workflow_bar.done', { action: common(`actions.${action}`, { ns: 'workflow' }) })
            : records(record ? 'notify.saved' : 'notify.created'),
        });
        if (!record) open(saved);
        else load(saved);
      } catch (error) {
        failSave(error, open);
      }
    });

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
      <RecordEditSections module={module} control={control} record={record} slots={formSlots} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Button
          type="submit"
          variant={canSend ? 'outlined' : 'contained'}
          loading={formState.isSubmitting}
          data-testid="record-save"
        >
          {saveAndSend?.saveLabel
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
            {common(`actions.${send}`, { ns: 'workflow' })}
          </Button>
        )}
        <Button onClick={() => navigate(module.routes.list)}>{records('actions.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
