import { VITAL_RULES } from '@hse/contracts/observations';
import { QUESTION_KINDS } from '@hse/contracts/questionnaires';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type Control,
  Controller,
  type UseFormSetValue,
  useFieldArray,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../components/form/field-error';
import { SelectField } from '../../components/form/select-field';
import { FormTextField } from '../../components/form/text-field';
import { emptyOption, type TQuestionnaireFormValues } from './questionnaire-form-values';
import { TranslationFields } from './translation-fields';

type TProps = {
  control: Control<TQuestionnaireFormValues>;
  setValue: UseFormSetValue<TQuestionnaireFormValues>;
  index: number;
  onRemove?: () => void;
  /** Show the Kazakh and English fields of the question and its options. */
  translations?: boolean;
};

/** One question: its rule, kind and text, and its options with the right ones marked. */
export function QuestionEditor({ control, setValue, index, onRemove, translations }: TProps) {
  const { t } = useTranslation('questionnaires');
  const { t: data } = useTranslation('questionnaire_data');
  const { t: rules } = useTranslation('observation_data');
  const errorText = useFieldErrorText();
  const name = `questions.${index}` as const;
  const options = useFieldArray({ control, name: `${name}.options` });
  const kind = useWatch({ control, name: `${name}.kind` });
  const values = useWatch({ control, name: `${name}.options` });
  const { errors } = useFormState({ control, name: `${name}.options` });
  const optionsError = errors.questions?.[index]?.options;
  const optionsMessage = errorText(optionsError?.root?.message ?? optionsError?.message);

  /** A single choice has one right option: marking one clears the others. */
  const mark = (chosen: number, value: boolean) =>
    values.forEach((option, i) => {
      const correct = kind === 'single' ? i === chosen && value : i === chosen ? value : option.correct;
      if (correct !== option.correct)
        setValue(`${name}.options.${i}.correct`, correct, { shouldDirty: true, shouldValidate: true });
    });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`question-${index}`}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('editor.question_n', { n: index + 1 })}
          </Typography>
          {onRemove && (
            <Tooltip title={t('actions.remove_question')}>
              <IconButton onClick={onRemove} aria-label={t('actions.remove_question')}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectField
            control={control}
            name={`${name}.rule`}
            label={data('fields.rule')}
            required
            options={VITAL_RULES.map((rule) => ({ value: rule, label: rules(`vital_rules.${rule}`) }))}
          />
          <SelectField
            control={control}
            name={`${name}.kind`}
            label={data('fields.kind')}
            required
            options={QUESTION_KINDS.map((value) => ({ value, label: data(`kinds.${value}`) }))}
          />
        </Stack>
        <FormTextField
          control={control}
          name={`${name}.text`}
          label={data('fields.question')}
          required
          multiline
        />
        {translations && (
          <TranslationFields
            control={control}
            name={`${name}.translations`}
            label={data('fields.question')}
            multiline
          />
        )}
        <Stack spacing={1} role="group" aria-label={data('fields.option')}>
          {options.fields.map((field, o) => {
            const Mark = kind === 'multiple' ? Checkbox : Radio;
            return (
              <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Controller
                  control={control}
                  name={`${name}.options.${o}.correct`}
                  render={({ field: correct }) => (
                    <Tooltip title={t('editor.correct')}>
                      <Mark
                        checked={Boolean(correct.value)}
                        onChange={(event) => mark(o, event.target.checked)}
                        slotProps={{
                          input: {
                            'aria-label': `${t('editor.correct')}: ${t('editor.option_n', { n: o + 1 })}`,
                          },
                        }}
                        data-testid={`question-${index}-correct-${o}`}
                      />
                    </Tooltip>
                  )}
                />
                <Stack spacing={1} sx={{ flex: 1 }}>
                  <FormTextField
                    control={control}
                    name={`${name}.options.${o}.text`}
                    label={t('editor.option_n', { n: o + 1 })}
                    required
                    multiline
                  />
                  {translations && (
                    <TranslationFields
                      control={control}
                      name={`${name}.options.${o}.translations`}
                      label={t('editor.option_n', { n: o + 1 })}
                    />
                  )}
                </Stack>
                <Tooltip title={t('actions.remove_option')}>
                  <span>
                    <IconButton
                      onClick={() => options.remove(o)}
                      disabled={options.fields.length <= 2}
                      aria-label={t('actions.remove_option')}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            );
          })}
          {optionsMessage && <FormHelperText error>{optionsMessage}</FormHelperText>}
          <Button
            startIcon={<AddIcon />}
            onClick={() => options.append(emptyOption())}
            disabled={options.fields.length >= 8}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('actions.add_option')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
