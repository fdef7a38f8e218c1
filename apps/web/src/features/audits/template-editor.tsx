import { type TAuditTemplate, ZAuditTemplateInputSchema } from '@hse/contracts/audits';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { errorDetail, isConflict } from '../../components/error-detail';
import { useFieldErrorText } from '../../components/form/field-error';
import { ServerErrorAlert, type TServerError } from '../../components/form/server-error-alert';
import { applyServerErrors } from '../../components/form/server-errors';
import { FormTextField } from '../../components/form/text-field';
import { localizedZodResolver } from '../../components/form/zod-resolver';
import { useSaveTemplate } from './audit-queries';
import {
  emptySection,
  emptyTemplate,
  TEXT_LANGUAGES,
  type TTemplateFormValues,
  templateInputOf,
  templateValuesOf,
} from './template-form-values';
import { TemplateSectionEditor } from './template-section-editor';

const resolver = localizedZodResolver(ZAuditTemplateInputSchema) as unknown as Resolver<TTemplateFormValues>;

type TProps = {
  /** The current version being edited; none makes a new template. */
  template: TAuditTemplate | null;
  onDone: () => void;
  /** After a conflict: the list is read again and the editor closed. */
  onReload: () => void;
};

/** A checklist template; saving an edit makes its next version, audits made keep theirs. */
export function TemplateEditor({ template, onDone, onReload }: TProps) {
  const { t } = useTranslation('audit_checklist');
  const errorText = useFieldErrorText();
  const save = useSaveTemplate();
  const [serverError, setServerError] = useState<TServerError | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<TTemplateFormValues>({
    mode: 'onChange',
    defaultValues: template ? templateValuesOf(template) : emptyTemplate(),
    resolver,
  });
  const sections = useFieldArray({ control, name: 'sections' });
  const sectionsMessage = errorText(
    formState.errors.sections?.root?.message ?? formState.errors.sections?.message,
  );

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const body = templateInputOf(values);
      const saved = await save.mutateAsync(
        template ? { id: template.id, body: { ...body, version: template.version } } : { id: null, body },
      );
      notify({
        type: 'success',
        message: template ? t('templates.saved_version', { version: saved.version }) : t('templates.created'),
      });
      onDone();
    } catch (error) {
      const unmatched = applyServerErrors(
        setError,
        error,
        (field) => field === 'title' || field.startsWith('title.') || field.startsWith('sections'),
      );
      const conflict = isConflict(error);
      const detail = errorDetail(error, t('templates.save_failed'));
      setServerError({
        text: [conflict ? `${detail} ${t('templates.conflict')}` : detail, ...unmatched].join(' '),
        conflict,
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} data-testid="template-form">
      <Stack spacing={2}>
        {template && (
          <Alert severity="info" data-testid="template-version-note">
            {t('templates.version_note', { version: template.version + 1 })}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {TEXT_LANGUAGES.map((lang, i) => (
            <FormTextField
              key={lang}
              control={control}
              name={`title.${lang}`}
              label={t(`templates.title_${lang}`)}
              required
              autoFocus={i === 0}
            />
          ))}
        </Stack>
        {sections.fields.map((field, index) => (
          <TemplateSectionEditor
            key={field.id}
            control={control}
            index={index}
            count={sections.fields.length}
            onMove={sections.move}
            onRemove={() => sections.remove(index)}
          />
        ))}
        {sectionsMessage && <FormHelperText error>{sectionsMessage}</FormHelperText>}
        <Button
          startIcon={<AddIcon />}
          onClick={() => sections.append(emptySection())}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="template-add-section"
        >
          {t('templates.add_section')}
        </Button>
        <ServerErrorAlert
          error={serverError}
          onReload={onReload}
          reloadLabel={t('templates.reload')}
          testId="template-error"
        />
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            data-testid="template-save"
          >
            {template ? t('templates.save_version') : t('buttons.create', { ns: 'common' })}
          </Button>
          <Button onClick={onDone}>{t('buttons.cancel', { ns: 'common' })}</Button>
        </Stack>
      </Stack>
    </form>
  );
}
