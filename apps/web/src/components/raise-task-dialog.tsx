import { localToday, type TRecordTaskCreate, ZRecordTaskCreateSchema } from '@hse/contracts/record-tasks';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetail } from './error-detail';
import { SelectField } from './form/select-field';
import { applyServerErrors } from './form/server-errors';
import { FormTextField } from './form/text-field';
import { useZodForm } from './form/use-zod-form';
import { useRaiseTask } from './record-tasks-queries';
import { UserSelectField } from './user-select';

type TProps = {
  open: boolean;
  onClose: () => void;
  base: string;
  /** The findings a task may follow from (the server's `finding_keys`); none: no choice offered. */
  findingKeys: readonly string[];
  findingLabel: (key: string) => string;
  /** Whose people may be given the task (the server's `assignee_organization_id`). */
  organizationId: string;
  onChanged?: () => void;
};

const FIELDS = ['finding_key', 'description', 'assignee_id', 'due_date'];

/** A follow-up task to one person by a day; the fields check themselves as they are filled in. */
export function RaiseTaskDialog(props: TProps) {
  const { open, onClose, base, findingKeys, findingLabel, organizationId, onChanged } = props;
  const { t } = useTranslation('tasks');
  const { t: common } = useTranslation('common');
  const titleId = useId();
  const raise = useRaiseTask(base, onChanged);
  const [failure, setFailure] = useState<string | null>(null);
  // A record with findings needs one named, as the server requires.
  const schema = useMemo(
    () =>
      ZRecordTaskCreateSchema.superRefine((value, ctx) => {
        if (findingKeys.length > 0 && !value.finding_key)
          ctx.addIssue({ code: 'custom', path: ['finding_key'], message: 'validation.required' });
      }),
    [findingKeys],
  );
  const defaults: TRecordTaskCreate = {
    finding_key: findingKeys.length === 1 ? (findingKeys[0] ?? null) : null,
    description: '',
    assignee_id: '',
    due_date: '',
  };
  const form = useZodForm(schema, { defaultValues: defaults });

  const close = () => {
    setFailure(null);
    form.reset(defaults);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await raise.mutateAsync(values);
      close();
    } catch (error) {
      const unmatched = applyServerErrors(form.setError, error, FIELDS);
      setFailure([errorDetail(error, t('failed')), ...unmatched].join(' '));
    }
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={submit} data-testid="raise-task-form">
        <DialogTitle id={titleId}>{t('raise_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('raise_hint')}</DialogContentText>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {findingKeys.length > 0 && (
              <SelectField
                control={form.control}
                name="finding_key"
                label={t('fields.finding_key')}
                required
                options={findingKeys.map((key) => ({ value: key, label: findingLabel(key) }))}
              />
            )}
            <FormTextField
              control={form.control}
              name="description"
              label={t('fields.description')}
              required
              multiline
              minRows={2}
            />
            <UserSelectField
              control={form.control}
              name="assignee_id"
              label={t('fields.assignee_id')}
              organizationId={organizationId}
              required
            />
            <FormTextField
              control={form.control}
              name="due_date"
              type="date"
              label={t('fields.due_date')}
              required
              slotProps={{ htmlInput: { min: localToday() } }}
            />
            {failure && (
              <Alert severity="error" data-testid="raise-task-error">
                {failure}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{common('buttons.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={form.formState.isSubmitting}
            data-testid="raise-task-submit"
          >
            {t('raise')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
