import type { TLanguage } from '@hse/contracts/constants';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, type PickersLocaleText, ruRU } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';
import type { ReactNode, Ref } from 'react';
import { useLanguage } from '../localized';
import { kkKZPickers } from './pickers-locale-kk';

/** dayjs names the reader's languages so: day first, weeks from Monday, months in the language. */
const ADAPTER_LOCALES: Record<TLanguage, string> = { ru: 'ru', kk: 'kk', en: 'en-gb' };
const TEXTS: Record<TLanguage, Partial<PickersLocaleText>> = {
  ru: ruRU.components.MuiLocalizationProvider.defaultProps.localeText,
  kk: kkKZPickers,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** The pickers' calendar and texts in the reader's language (ru and kk: DD.MM.YYYY). */
export function PickersProvider({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={ADAPTER_LOCALES[lang]}
      localeText={TEXTS[lang]}
    >
      {children}
    </LocalizationProvider>
  );
}

const DAY = 'YYYY-MM-DD';

/**
 * A day that cannot be one (a half-typed 31.02) is kept as this text rather than as null, so
 * that the form says "enter a date" instead of "fill in the field" and nothing is sent.
 */
export const INVALID_DAY = 'invalid';

const toDayjs = (value: unknown): Dayjs | null =>
  typeof value === 'string' && value !== '' && value !== INVALID_DAY ? dayjs(value) : null;

type TPickerProps = {
  label: string;
  value: unknown;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
  size?: 'small' | 'medium';
  testId?: string;
  inputRef?: Ref<HTMLInputElement>;
};

const fieldProps = (props: TPickerProps) => ({
  textField: {
    name: props.name,
    required: props.required,
    error: props.error,
    helperText: props.helperText,
    onBlur: props.onBlur,
    // Beside the form's other fields, which the theme makes small.
    size: props.size ?? 'small',
    fullWidth: true,
    inputRef: props.inputRef,
    'data-testid': props.testId,
  },
});

/** A calendar day (`YYYY-MM-DD`, no time zone), typed as the reader writes it or chosen. */
export function DayPicker(props: TPickerProps) {
  return (
    <DatePicker
      label={props.label}
      value={toDayjs(props.value)}
      onChange={(next) => props.onChange(next ? (next.isValid() ? next.format(DAY) : INVALID_DAY) : null)}
      disabled={props.disabled}
      slotProps={fieldProps(props)}
    />
  );
}

/** A moment, shown in this browser's zone and kept as ISO 8601 in UTC. */
export function MomentPicker(props: TPickerProps) {
  return (
    <DateTimePicker
      label={props.label}
      value={toDayjs(props.value)}
      onChange={(next) => props.onChange(next ? (next.isValid() ? next.toISOString() : INVALID_DAY) : null)}
      disabled={props.disabled}
      ampm={false}
      slotProps={fieldProps(props)}
    />
  );
}
