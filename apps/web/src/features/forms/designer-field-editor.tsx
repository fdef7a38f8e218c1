import type { TLanguage } from '@hse/contracts/constants';
import type { TFormFieldKind, TFormFieldSpec } from '@hse/contracts/forms/definition';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import { DESIGNER_KINDS, withKind } from './designer-edits';
import { TextsInputs } from './designer-texts-inputs';
import { FORM_SCREENS_NS } from './texts';

type TFieldEditorProps = {
  spec: TFormFieldSpec;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onChange: (change: (spec: TFormFieldSpec) => TFormFieldSpec) => void;
};

/** One field or column: its key, kind, label and unit in three languages, "required"; up, down, remove. */
export function FieldEditor({ spec, first, last, onMove, onRemove, onChange }: TFieldEditorProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const lang = useLanguage();
  const legendId = useId();
  const name = t('designer.item', { name: spec.label[lang] || spec.key });
  const kinds: readonly TFormFieldKind[] = DESIGNER_KINDS.includes(spec.kind)
    ? DESIGNER_KINDS
    : [spec.kind, ...DESIGNER_KINDS];
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
        <Stack direction="row">
          <Tooltip title={t('designer.move_up')}>
            <span>
              <IconButton
                aria-label={`${t('designer.move_up')}: ${name}`}
                disabled={first}
                onClick={() => onMove(-1)}
              >
                <ArrowUpIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('designer.move_down')}>
            <span>
              <IconButton
                aria-label={`${t('designer.move_down')}: ${name}`}
                disabled={last}
                onClick={() => onMove(1)}
              >
                <ArrowDownIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('designer.remove')}>
            <IconButton aria-label={`${t('designer.remove')}: ${name}`} color="error" onClick={onRemove}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            fullWidth
            size="small"
            label={t('designer.key')}
            value={spec.key}
            onChange={(event) => onChange((old) => ({ ...old, key: event.target.value }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          {spec.kind === 'computed' ? (
            // Kept, not chosen: its formula is the designer's to keep as it is (no formula editor).
            <TextField
              fullWidth
              size="small"
              label={t('designer.kind')}
              value={t('designer.kinds.computed')}
              helperText={t('designer.formula')}
              slotProps={{ input: { readOnly: true } }}
            />
          ) : (
            <TextField
              select
              fullWidth
              size="small"
              label={t('designer.kind')}
              value={spec.kind}
              onChange={(event) => onChange((old) => withKind(old, event.target.value as TFormFieldKind))}
            >
              {kinds.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`designer.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {spec.kind !== 'computed' && (
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
      </Grid>
    </Box>
  );
}
