import { FINDING_SEVERITIES } from '@hse/contracts/audits';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { DetailList, type TDetail } from '../../components/detail-list';
import { errorDetail, isConflict } from '../../components/error-detail';
import { useFieldErrorText } from '../../components/form/field-error';
import { SelectField } from '../../components/form/select-field';
import { applyServerErrors } from '../../components/form/server-errors';
import { FormTextField } from '../../components/form/text-field';
import { localizedZodResolver } from '../../components/form/zod-resolver';
import { useLanguage } from '../../components/localized';
import { DayPicker } from '../../components/record-module/date-pickers';
import { useNarrowScreen } from '../../components/use-narrow-screen';
import { UserSelectField } from '../../components/user-select';
import { formatDay } from './audit-format';
import { useCreateFinding, useUpdateFinding } from './audit-queries';
import {
  AUDITOR_FIELDS,
  createBody,
  findingSchema,
  initialFindingValues,
  RESPONSE_FIELDS,
  rightsOf,
  type TFindingFormValues,
  type TFindingTarget,
  updateBody,
} from './finding-form-values';
import { useAuditText } from './use-audit-text';

type TProps = {
  auditId: string;
  /** The audited organization: the responsible person is one of its staff. */
  organizationId: string;
  target: TFindingTarget;
  onClose: () => void;
  /** The audit changed (its discrepancies count, its version). */
  onChanged: () => void;
};

/**
 * Mounted per target (by key). Auditors write the discrepancy; the audited organization's staff
 * answer it with causes and corrective actions; each sees the other's part as text.
 */
export function FindingDialog({ auditId, organizationId, target, onClose, onChanged }: TProps) {
  const { t } = useTranslation('audit_checklist');
  const text = useAuditText();
  const lang = useLanguage();
  const titleId = useId();
  const errorText = useFieldErrorText();
  const { compact } = useNarrowScreen();
  const rights = rightsOf(target);
  // The dialog is mounted per target (by key): who may write what does not change while it is open.
  const [resolver] = useState(
    () => localizedZodResolver(findingSchema(rights)) as unknown as Resolver<TFindingFormValues>,
  );
  const { control, handleSubmit, setError, formState } = useForm<TFindingFormValues>({
    mode: 'onChange',
    defaultValues: initialFindingValues(target),
    resolver,
  });
  const create = useCreateFinding(auditId, onChanged);
  const update = useUpdateFinding(auditId, onChanged);
  const [serverError, setServerError] = useState<string | null>(null);
  const fields = [...(rights.canEdit ? AUDITOR_FIELDS : []), ...(rights.canRespond ? RESPONSE_FIELDS : [])];

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (target.mode === 'create') await create.mutateAsync(createBody(values, target.prefill));
      else await update.mutateAsync({ id: target.finding.id, body: updateBody(values, target.finding) });
      notify({
        type: 'success',
        message: t(target.mode === 'create' ? 'findings.created' : 'findings.saved'),
      });
      onClose();
    } catch (error) {
      const unmatched = applyServerErrors(setError, error, fields);
      const detail = errorDetail(error, t('findings.save_failed'));
      setServerError(
        [isConflict(error) ? `${detail} ${t('findings.conflict')}` : detail, ...unmatched].join(' '),
      );
    }
  });

  const finding = target.mode === 'edit' ? target.finding : null;
  const shown: TDetail[] = [];
  if (finding && !rights.canEdit)
    shown.push(
      { key: 'requirement', label: text('finding.requirement'), value: finding.requirement, wide: true },
      { key: 'evidence', label: text('finding.evidence'), value: finding.evidence, wide: true },
      {
        key: 'severity',
        label: text('finding.severity'),
        value: text(`options.severity.${finding.severity}`),
      },
      { key: 'due_on', label: text('finding.due_on'), value: formatDay(finding.due_on, lang) },
      {
        key: 'responsible',
        label: text('finding.responsible_id'),
        value: finding.responsible_fio,
        wide: true,
      },
    );
  if (finding && !rights.canRespond && (finding.causes || finding.corrective_actions))
    shown.push(
      { key: 'causes', label: text('finding.causes'), value: finding.causes, wide: true },
      {
        key: 'corrective_actions',
        label: text('finding.corrective_actions'),
        value: finding.corrective_actions,
        wide: true,
      },
    );
  const title =
    target.mode === 'create'
      ? 'findings.add_title'
      : rights.canEdit
        ? 'findings.edit_title'
        : 'findings.respond_title';

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={compact} aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit} data-testid="finding-form">
        <DialogTitle id={titleId}>{t(title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError && (
              <Alert severity="error" data-testid="finding-error">
                {serverError}
              </Alert>
            )}
            {shown.length > 0 && <DetailList items={shown} empty={t('findings.empty_value')} />}
            {rights.canEdit && (
              <>
                <FormTextField
                  control={control}
                  name="requirement"
                  label={text('finding.requirement')}
                  required
                  multiline
                  minRows={2}
                  autoFocus
                />
                <FormTextField
                  control={control}
                  name="evidence"
                  label={text('finding.evidence')}
                  required
                  multiline
                  minRows={2}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <SelectField
                    control={control}
                    name="severity"
                    label={text('finding.severity')}
                    required
                    options={FINDING_SEVERITIES.map((value) => ({
                      value,
                      label: text(`options.severity.${value}`),
                    }))}
                  />
                  <Controller
                    name="due_on"
                    control={control}
                    render={({ field, fieldState }) => (
                      <DayPicker
                        label={text('finding.due_on')}
                        name={field.name}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                        required
                        error={Boolean(fieldState.error)}
                        helperText={errorText(fieldState.error?.message)}
                        testId="field-due_on"
                      />
                    )}
                  />
                </Stack>
                <UserSelectField
                  control={control}
                  name="responsible_id"
                  label={text('finding.responsible_id')}
                  organizationId={organizationId}
                  selected={finding ? { id: finding.responsible_id, fio: finding.responsible_fio } : null}
                  required
                />
              </>
            )}
            {rights.canRespond && (
              <>
                <FormTextField
                  control={control}
                  name="causes"
                  label={text('finding.causes')}
                  multiline
                  minRows={2}
                  autoFocus={!rights.canEdit}
                />
                <FormTextField
                  control={control}
                  name="corrective_actions"
                  label={text('finding.corrective_actions')}
                  multiline
                  minRows={2}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('buttons.cancel', { ns: 'common' })}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            data-testid="finding-save"
          >
            {t(target.mode === 'create' ? 'buttons.create' : 'buttons.save', { ns: 'common' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
