import type { TLanguage } from '@hse/contracts/constants';
import type { TFormFieldKind, TFormFieldSpec } from '@hse/contracts/forms/definition';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import { AggregateSelect } from './designer-aggregate-select';
import { MoveRemove, PlaceProblems } from './designer-controls';
import { DESIGNER_KINDS, withKind } from './designer-edits';
import type { TRefChoice } from './designer-formula';
import { FormulaEditor } from './designer-formula-editor';
import { OptionsEditor } from './designer-options-editor';
import { DesignerSelect, KeyInput } from './designer-select';
import { withFormula } from './designer-structure';
import { TextsInputs } from './designer-texts-inputs';
import { FORM_SCREENS_NS } from './texts';

type TFieldEditorProps = {
  spec: TFormFieldSpec;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onChange: (change: (spec: TFormFieldSpec) => TFormFieldSpec) => void;
  /** What a formula may read here, and a reference's name. */
  formula: { choices: readonly TRefChoice[]; nameOf: (ref: string) => string };
  /** Where it is in the definition (`sections.0.fields.2`): its problems show inside it. */
  path: string;
};

/**
 * One field or column: its key, kind, label and unit in three languages, "required"; a choice's
 * options, a computed one's formula and digits; up, down, remove.
 */
export function FieldEditor({
  spec,
  first,
  last,
  onMove,
  onRemove,
  onChange,
  formula,
  path,
}: TFieldEditorProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const lang = useLanguage();
  const legendId = useId();
  const name = t('designer.item', { name: spec.label[lang] || spec.key });
  const option = {
    ru: t('designer.new_option', { lng: 'ru' }),
    kk: t('designer.new_option', { lng: 'kk' }),
    en: t('designer.new_option', { lng: 'en' }),
  };
  const setText = (part: 'label' | 'unit', language: TLanguage, text: string) =>
    onChange((old) => {
      const current = part === 'label' ? old.label : (old.unit ?? { ru: '', kk: '', en: '' });
      const next = { ...current, [language]: text };
      if (part === 'unit' && !next.ru && !next.kk && !next.en) {
        const { unit: _dropped, ...rest } = old;
        return rest as TFormFieldSpec;
      }
      return { ...old, [part]: next };
    });
  return (
    <Box
      role="group"
      aria-labelledby={legendId}
      data-testid={`designer-field-${spec.key}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id={legendId} variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <MoveRemove name={name} first={first} last={last} onMove={onMove} onRemove={onRemove} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <KeyInput
            label={t('designer.key')}
            value={spec.key}
            onChange={(key) => onChange((old) => ({ ...old, key }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={t('designer.kind')}
            value={spec.kind}
            onChange={(event) =>
              onChange((old) => withKind(old, event.target.value as TFormFieldKind, option))
            }
          >
            {DESIGNER_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`designer.kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {spec.kind === 'computed' ? (
            <DesignerSelect
              label={t('designer.digits')}
              value={String(spec.digits ?? '')}
              onChange={(digits) =>
                onChange((old) => {
                  if (old.kind !== 'computed') return old;
                  const { digits: _old, ...rest } = old;
                  return digits === '' ? rest : { ...rest, digits: Number(digits) };
                })
              }
            >
              {['', '0', '1', '2', '3', '4', '5', '6'].map((digits) => (
                <option key={digits} value={digits}>
                  {digits || '—'}
                </option>
              ))}
            </DesignerSelect>
          ) : (
            <FormControlLabel
              label={t('designer.required')}
              control={
                <Checkbox
                  checked={spec.required === true}
                  onChange={(_, checked) =>
                    onChange((old) => (old.kind === 'computed' ? old : { ...old, required: checked }))
                  }
                />
              }
            />
          )}
        </Grid>
        {(spec.kind === 'integer' || spec.kind === 'number' || spec.kind === 'money') && (
          <Grid size={{ xs: 12, md: 8 }}>
            <AggregateSelect spec={spec} onChange={onChange} />
          </Grid>
        )}
        <TextsInputs
          text={spec.label}
          label={(language) => t('designer.label_in', { lang: language })}
          onChange={(language, text) => setText('label', language, text)}
        />
        <TextsInputs
          text={spec.unit ?? { ru: '', kk: '', en: '' }}
          label={(language) => t('designer.unit_in', { lang: language })}
          onChange={(language, text) => setText('unit', language, text)}
        />
        {spec.kind === 'computed' && (
          <Grid size={12}>
            <FormulaEditor
              label={`${t('designer.formula_title')}: ${name}`}
              expr={spec.formula}
              choices={formula.choices}
              nameOf={formula.nameOf}
              onChange={(expr) => onChange((old) => withFormula(old, expr))}
            />
          </Grid>
        )}
        {spec.kind === 'choice' && (
          <Grid size={12}>
            <OptionsEditor spec={spec} onChange={onChange} newLabel={option} />
          </Grid>
        )}
      </Grid>
      <PlaceProblems at={path} />
    </Box>
  );
}
