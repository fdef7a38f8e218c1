import type { TQuestionnaire } from '@hse/contracts/questionnaires';
import { QUESTIONNAIRE_LIMITS, ZQuestionnaireCreateSchema } from '@hse/contracts/questionnaires';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../app/notifications-store';
import { useFieldErrorText } from '../../components/form/field-error';
import { ServerErrorAlert } from '../../components/form/server-error-alert';
import { FormTextField } from '../../components/form/text-field';
import { useRecordForm } from '../../components/form/use-record-form';
import { localizedZodResolver } from '../../components/form/zod-resolver';
import { QuestionEditor } from './question-editor';
import {
  emptyQuestion,
  emptyQuestionnaire,
  hasTranslations,
  isQuestionnaireField,
  questionnaireToForm,
  type TQuestionnaireFormValues,
} from './questionnaire-form-values';
import { useSaveQuestionnaire } from './questionnaires-queries';
import { TranslationFields } from './translation-fields';

type TProps = {
  /** Absent when creating. */
  questionnaire?: TQuestionnaire;
  onReload?: () => Promise<TQuestionnaire | undefined>;
};

/** One editor for a new questionnaire and an existing one; the whole document is saved at once. */
export function QuestionnaireForm({ questionnaire, onReload }: TProps) {
  const { t } = useTranslation('questionnaires');
  const { t: data } = useTranslation('questionnaire_data');
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const resolver = useMemo(() => localizedZodResolver(ZQuestionnaireCreateSchema), []);
  const { form, load, fail, serverError, setServerError, reload } = useRecordForm({
    record: questionnaire,
    toForm: questionnaireToForm,
    initial: emptyQuestionnaire,
    // The contract's output only fills defaults the form already holds.
    resolver: resolver as never,
    isField: isQuestionnaireField,
    failText: t('errors.save_failed'),
    onReload,
  });
  const { control, handleSubmit, formState, setValue } = form;
  const questions = useFieldArray({ control, name: 'questions' });
  const save = useSaveQuestionnaire();
  const questionsError = formState.errors.questions;
  // Translations are shown where a questionnaire has some, and on demand.
  const [translations, setTranslations] = useState(false);
  useEffect(() => {
    if (questionnaire && hasTranslations(questionnaireToForm(questionnaire))) setTranslations(true);
  }, [questionnaire]);

  const submit = handleSubmit(async (values: TQuestionnaireFormValues) => {
    setServerError(null);
    try {
      const body = questionnaire ? { ...values, version: questionnaire.version } : values;
      const saved = await save.mutateAsync({ id: questionnaire?.id ?? null, body });
      notify({ type: 'success', message: t(questionnaire ? 'notify.saved' : 'notify.created') });
      if (questionnaire) load(saved);
      else navigate(`/questionnaire_edit/${saved.id}`, { replace: true });
    } catch (error) {
      fail(error);
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label={t('editor.new')}>
      <ServerErrorAlert
        error={serverError}
        onReload={reload}
        reloadLabel={t('actions.load_latest')}
        testId="questionnaire-form-error"
      />
      {questionnaire && questionnaire.answer_count > 0 && (
        <Alert severity="info">{t('editor.answered', { count: questionnaire.answer_count })}</Alert>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={translations}
            onChange={(event) => setTranslations(event.target.checked)}
            data-testid="questionnaire-translations"
          />
        }
        label={t('editor.translations')}
      />
      <FormTextField control={control} name="title" label={data('fields.title')} required />
      {translations && (
        <TranslationFields control={control} name="translations.title" label={data('fields.title')} />
      )}
      <FormTextField
        control={control}
        name="description"
        label={data('fields.description')}
        multiline
        minRows={2}
      />
      {translations && (
        <TranslationFields
          control={control}
          name="translations.description"
          label={data('fields.description')}
          multiline
        />
      )}
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value === 'published'}
                onChange={(event) => field.onChange(event.target.checked ? 'published' : 'draft')}
                data-testid="questionnaire-published"
              />
            }
            label={t('editor.published')}
          />
        )}
      />
      <Typography variant="h6" component="h2">
        {t('editor.questions')}
      </Typography>
      {questions.fields.map((field, index) => (
        <QuestionEditor
          key={field.id}
          control={control}
          setValue={setValue}
          index={index}
          onRemove={questions.fields.length > 1 ? () => questions.remove(index) : undefined}
          translations={translations}
        />
      ))}
      {questionsError?.root?.message || questionsError?.message ? (
        <FormHelperText error>
          {errorText(questionsError.root?.message ?? questionsError.message)}
        </FormHelperText>
      ) : null}
      <Button
        startIcon={<AddIcon />}
        onClick={() => questions.append(emptyQuestion())}
        disabled={questions.fields.length >= QUESTIONNAIRE_LIMITS.questions}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="question-add"
      >
        {t('actions.add_question')}
      </Button>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          data-testid="questionnaire-save"
        >
          {t('actions.save')}
        </Button>
        <Button onClick={() => navigate('/questionnaire')}>{t('buttons.cancel', { ns: 'common' })}</Button>
      </Stack>
    </Stack>
  );
}
