import type { TFormPeriod } from '@hse/contracts/forms/definition';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import { periodOptions } from './form-period';
import { FORM_SCREENS_NS } from './texts';

export type TPeriodValue = { year: number; period: number };

type TPeriodPickerProps = {
  kind: TFormPeriod;
  value: TPeriodValue;
  onChange(value: TPeriodValue): void;
  /** The selects' test ids are `<testId>-year` and `<testId>-period`. */
  testId: string;
  /** A name for the pair ("from", "to"), which then is a fieldset with that legend. */
  legend?: string;
};

/**
 * A form's period: the year (the last six, and the chosen one if older) and, unless the form is
 * yearly, the month or quarter within it, named in the reader's language.
 */
export function PeriodPicker({ kind, value, onChange, testId, legend }: TPeriodPickerProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const lang = useLanguage();
  const thisYear = new Date().getUTCFullYear();
  const recent = Array.from({ length: 6 }, (_, i) => thisYear - i);
  const years = recent.includes(value.year) ? recent : [...recent, value.year];
  return (
    <Stack
      direction="row"
      spacing={1}
      component={legend ? 'fieldset' : 'div'}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, '& .MuiTextField-root': { mt: legend ? 1 : 0, flex: 1 } }}
    >
      {legend && (
        <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
          {legend}
        </Typography>
      )}
      <TextField
        select
        size="small"
        sx={{ minWidth: 100 }}
        label={t('page.year')}
        value={value.year}
        onChange={(event) => onChange({ ...value, year: Number(event.target.value) })}
        data-testid={`${testId}-year`}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      {kind !== 'year' && (
        <TextField
          select
          size="small"
          sx={{ minWidth: 140 }}
          label={t('page.period')}
          value={value.period}
          onChange={(event) => onChange({ ...value, period: Number(event.target.value) })}
          data-testid={`${testId}-period`}
        >
          {periodOptions(t, lang, kind).map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
