import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../app/notifications-store';
import { changedFields } from '../form/changed-fields';
import { ServerErrorAlert } from '../form/server-error-alert';
import { useRecordForm } from '../form/use-record-form';
import { emptyRecordForm, recordResolver, recordToForm } from './form-values';
import { recordHref, useRecordModule } from './record-module';
import { queriesOf } from './record-queries';
import { RecordEditSections } from './record-sections';

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
  const { manifest: module } = useRecordModule();
  const { t } = useTranslation(module.key);
  const { t: records } = useTranslation('records');
  const navigate = useNavigate();
  const queries = queriesOf(module);
  const create = queries.useCreate();
  const update = queries.useUpdate();
  const editing = Boolean(record);
  const resolver = useMemo(() => recordResolver(module, editing), [module, editing]);
  const { form, baseline, load, fail, serverError, setServerError, reload } = useRecordForm({
    record,
    toForm: (saved: TRecordItem) => recordToForm(module, saved),
    initial: () => emptyRecordForm(module),
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

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (!record) {
        const saved = await create.mutateAsync(values);
        notify({ type: 'success', message: records('notify.created') });
        navigate(recordHref(module, saved.id), { replace: true });
        return;
      }
      const changed = changedFields(values, baseline);
      if (!changed) return;
      const saved = await update.mutateAsync({
        id: record.id,
        body: { ...changed, version: record.version },
      });
      notify({ type: 'success', message: records('notify.saved') });
      load(saved);
    } catch (error) {
      fail(error);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={submit}
      aria-label={t(record ? 'titles.record' : 'titles.create')}
    >
      <ServerErrorAlert
        error={serverError}
        onReload={reload}
        reloadLabel={records('actions.load_latest')}
        testId="record-form-error"
      />
      <RecordEditSections module={module} control={control} record={record} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting} data-testid="record-save">
          {records(record ? 'actions.save' : 'actions.create')}
        </Button>
        <Button onClick={() => navigate(module.routes.list)}>{records('actions.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
