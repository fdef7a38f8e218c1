import Stack from '@mui/material/Stack';
import type { Control, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form/text-field';
import { type TQuestionnaireFormValues, TRANSLATED_LANGUAGES } from './questionnaire-form-values';

type TProps = {
  control: Control<TQuestionnaireFormValues>;
  /** The translations object of one text (`questions.0.translations`). */
  name: string;
  /** The text's own label, already translated. */
  label: string;
  multiline?: boolean;
};

/**
 * A text in Kazakh and English beside the one it is written in: respondents read the
 * questionnaire in their language, and where a translation is left empty, as written.
 */
export function TranslationFields({ control, name, label, multiline }: TProps) {
  const { t } = useTranslation('questionnaires');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flex: 1 }}>
      {TRANSLATED_LANGUAGES.map((language) => (
        <FormTextField
          key={language}
          control={control}
          name={`${name}.${language}` as Path<TQuestionnaireFormValues>}
          label={t(`editor.in_${language}`, { label })}
          multiline={multiline}
        />
      ))}
    </Stack>
  );
}
