import type { TLocalizedText } from '@hse/contracts/common';
import type { TFormFieldSpec } from '@hse/contracts/forms/definition';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import { MoveRemove } from './designer-controls';
import { freeOptionValue, moveIn, withOptions } from './designer-structure';
import { TextsInputs } from './designer-texts-inputs';
import { FORM_SCREENS_NS } from './texts';

type TOptionsProps = {
  spec: Extract<TFormFieldSpec, { kind: 'choice' }>;
  onChange: (change: (spec: TFormFieldSpec) => TFormFieldSpec) => void;
  newLabel: TLocalizedText;
};

/** A choice's options: each a value (a key) and its label in three languages; up, down, remove. */
export function OptionsEditor({ spec, onChange, newLabel }: TOptionsProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const lang = useLanguage();
  const titleId = useId();
  const edit = (change: (options: { value: string; label: TLocalizedText }[]) => void) =>
    onChange((old) => withOptions(old, change));
  return (
    <Box role="group" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('designer.options')}
      </Typography>
      <Stack spacing={1.5}>
        {spec.options.map((option, o) => {
          const name = t('designer.option_item', { name: option.label[lang] || option.value });
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: the value is edited here, so it cannot name its own row
              key={o}
              role="group"
              aria-label={name}
              sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                <MoveRemove
                  name={name}
                  first={o === 0}
                  last={o === spec.options.length - 1}
                  onMove={(by) => edit((options) => moveIn(options, o, by))}
                  onRemove={
                    spec.options.length > 1
                      ? () =>
                          edit((options) => {
                            options.splice(o, 1);
                          })
                      : undefined
                  }
                />
              </Stack>
              <Grid container spacing={1.5}>
                <Grid size={{ xs: 12, md: 3 }}>
                  <TextField
                    fullWidth
                    size="small"
                    label={t('designer.value')}
                    value={option.value}
                    onChange={(event) =>
                      edit((options) => {
                        const target = options[o];
                        if (target) target.value = event.target.value;
                      })
                    }
                  />
                </Grid>
                <TextsInputs
                  text={option.label}
                  size={{ xs: 12, md: 3 }}
                  label={(language) => t('designer.label_in', { lang: language })}
                  onChange={(language, text) =>
                    edit((options) => {
                      const target = options[o];
                      if (target) target.label[language] = text;
                    })
                  }
                />
              </Grid>
            </Box>
          );
        })}
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={spec.options.length >= 100}
            onClick={() =>
              onChange((old) =>
                withOptions(old, (options) => {
                  options.push({ value: freeOptionValue(old), label: { ...newLabel } });
                }),
              )
            }
          >
            {t('designer.add_option')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
