import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../form/field-error';
import { NUMBER_TRANSFORM } from '../form/field-transforms';
import { FormTextField } from '../form/text-field';
import { RowButtons } from '../versioned-list/row-buttons';
import type { TVersionContentProps } from '../versioned-list/version-content';
import {
  emptyQuestion,
  MAX_WEIGHT,
  MIN_WEIGHT,
  type TChecklistValues,
  TEXT_LANGUAGES,
} from './checklist-template-values';

type TProps = TVersionContentProps<TChecklistValues> & {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

/** One section of a checklist template: its title in three languages and its questions. */
export function ChecklistTemplateSection({ control, t, textNs, index, count, onMove, onRemove }: TProps) {
  const { t: text } = useTranslation(textNs);
  const errorText = useFieldErrorText();
  const name = `sections.${index}` as const;
  const questions = useFieldArray({ control, name: `${name}.questions` });
  const { errors } = useFormState({ control, name: `${name}.questions` });
  const listError = errors.sections?.[index]?.questions;
  const listMessage = errorText(listError?.root?.message ?? listError?.message);
  const headingId = useId();
  const sectionLabel = t('section_n', { n: index + 1 });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, minWidth: 0 }}
      data-testid={`template-section-${index}`}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {sectionLabel}
        </Typography>
        <RowButtons
          item={sectionLabel}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
          min={1}
          t={t}
        />
      </Stack>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {TEXT_LANGUAGES.map((lang) => (
            <FormTextField
              key={lang}
              control={control}
              name={`${name}.title.${lang}`}
              label={t(`section_title_${lang}`)}
              required
              errorOnceTyped
            />
          ))}
        </Stack>
        <Box component="ol" sx={{ m: 0, p: 0 }}>
          {questions.fields.map((field, q) => {
            const questionLabel = t('question_n', { n: `${index + 1}.${q + 1}` });
            const path = `${name}.questions.${q}` as const;
            return (
              <Box
                key={field.id}
                component="li"
                sx={{ listStyle: 'none', py: 2, borderTop: 1, borderColor: 'divider' }}
                data-testid={`template-question-${index}-${q}`}
              >
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
                >
                  <Typography variant="subtitle2" component="h3">
                    {questionLabel}
                  </Typography>
                  <RowButtons
                    item={questionLabel}
                    index={q}
                    count={questions.fields.length}
                    onMove={questions.move}
                    onRemove={() => questions.remove(q)}
                    min={1}
                    t={t}
                  />
                </Stack>
                <Stack spacing={2}>
                  {TEXT_LANGUAGES.map((lang) => (
                    <FormTextField
                      key={lang}
                      control={control}
                      name={`${path}.requirement.${lang}`}
                      label={t(`requirement_${lang}`)}
                      required
                      multiline
                      errorOnceTyped
                    />
                  ))}
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormTextField
                      control={control}
                      name={`${path}.reference`}
                      label={text('checklist.reference')}
                      errorOnceTyped
                    />
                    <FormTextField
                      control={control}
                      name={`${path}.weight`}
                      label={text('checklist.weight')}
                      type="number"
                      required
                      transform={NUMBER_TRANSFORM}
                      helperText={t('weight_hint', { min: MIN_WEIGHT, max: MAX_WEIGHT })}
                      slotProps={{
                        htmlInput: { min: MIN_WEIGHT, max: MAX_WEIGHT, step: 1, inputMode: 'numeric' },
                      }}
                      sx={{ maxWidth: { sm: 200 } }}
                    />
                  </Stack>
                </Stack>
              </Box>
            );
          })}
        </Box>
        {listMessage && <FormHelperText error>{listMessage}</FormHelperText>}
        <Button
          startIcon={<AddIcon />}
          onClick={() => questions.append(emptyQuestion())}
          sx={{ alignSelf: 'flex-start' }}
          aria-label={t('add_question_to', { section: sectionLabel })}
          data-testid="template-add-question"
        >
          {t('add_question')}
        </Button>
      </Stack>
    </Paper>
  );
}
