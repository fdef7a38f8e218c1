import type { TFormDefinition, TFormFieldSpec } from '@hse/contracts/forms/definition';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { addField, moveField, removeField, type TFieldList, updateField } from './designer-edits';
import { FieldEditor } from './designer-field-editor';
import { useRefs } from './designer-refs';
import { FORM_SCREENS_NS } from './texts';

type TFieldListProps = {
  title: string;
  definition: TFormDefinition;
  fields: readonly TFormFieldSpec[];
  at: TFieldList;
  setDraft: (change: (d: TFormDefinition) => TFormDefinition) => void;
  addLabel: string;
};

export function FieldList({ title, definition, fields, at, setDraft, addLabel }: TFieldListProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const table = at.table === undefined ? undefined : definition.sections[at.section]?.tables[at.table];
  const refs = useRefs(definition, table);
  const newLabel = {
    ru: t('designer.new_field', { lng: 'ru' }),
    kk: t('designer.new_field', { lng: 'kk' }),
    en: t('designer.new_field', { lng: 'en' }),
  };
  const base =
    at.table === undefined
      ? `sections.${at.section}.fields`
      : `sections.${at.section}.tables.${at.table}.columns`;
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {fields.map((spec, index) => (
        <FieldEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: the key is edited here, so it cannot name its own editor
          key={index}
          spec={spec}
          path={`${base}.${index}`}
          first={index === 0}
          last={index === fields.length - 1}
          formula={{ choices: refs.choices(spec.key), nameOf: refs.nameOf }}
          onMove={(by) => setDraft((d) => moveField(d, at, index, by))}
          onRemove={() => setDraft((d) => removeField(d, at, index))}
          onChange={(change) => setDraft((d) => updateField(d, at, index, change))}
        />
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => setDraft((d) => addField(d, at, newLabel))}>
          {addLabel}
        </Button>
      </Box>
    </Stack>
  );
}
