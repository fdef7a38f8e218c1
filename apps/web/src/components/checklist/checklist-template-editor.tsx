import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useFieldErrorText } from '../form/field-error';
import type { TVersionContent, TVersionContentProps } from '../versioned-list/version-content';
import { ChecklistTemplateSection } from './checklist-template-section';
import {
  checklistValuesOf,
  emptyChecklist,
  emptySection,
  type TChecklistValues,
} from './checklist-template-values';

/** The sections of a checklist template, each with its questions, moved, added and removed. */
function ChecklistTemplateEditor({ control, t, textNs }: TVersionContentProps<TChecklistValues>) {
  const errorText = useFieldErrorText();
  const sections = useFieldArray({ control, name: 'sections' });
  const { errors } = useFormState({ control, name: 'sections' });
  const message = errorText(errors.sections?.root?.message ?? errors.sections?.message);
  return (
    <>
      {sections.fields.map((field, index) => (
        <ChecklistTemplateSection
          key={field.id}
          control={control}
          t={t}
          textNs={textNs}
          index={index}
          count={sections.fields.length}
          onMove={sections.move}
          onRemove={() => sections.remove(index)}
        />
      ))}
      {message && <FormHelperText error>{message}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => sections.append(emptySection())}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="template-add-section"
      >
        {t('add_section')}
      </Button>
    </>
  );
}

/**
 * Checklist templates as a versioned list's content (decision 043): sections of questions, the
 * screen's texts `section_n`, `question_n`, `requirement_<lang>`, `weight_hint`, `add_*`,
 * `questions` (a count) under the page's prefix.
 */
export const CHECKLIST_TEMPLATE_CONTENT: TVersionContent<TChecklistValues> = {
  empty: emptyChecklist,
  valuesOf: checklistValuesOf,
  Editor: ChecklistTemplateEditor,
  countText: 'questions',
  versionText: 'checklist.version',
};
