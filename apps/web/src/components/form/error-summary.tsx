import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from './field-error';

type TItem = { name: string; message: string | undefined; focus: (() => void) | undefined };

/** Every field error of a form, nested rows too (`victims.0.birth_year`), in the form's order. */
export function fieldErrorsOf(errors: FieldErrors, prefix = ''): TItem[] {
  const items: TItem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if ('type' in value && typeof value.type === 'string') {
      // A registered input's ref is the element; a controlled one's is an object that focuses it.
      const ref = (value as { ref?: { focus?: unknown } }).ref;
      const message = typeof value.message === 'string' ? value.message : undefined;
      const focus = typeof ref?.focus === 'function' ? () => (ref.focus as () => void)() : undefined;
      items.push({ name, message, focus });
    } else items.push(...fieldErrorsOf(value as FieldErrors, name));
  }
  return items;
}

/** What a reader sees as the field's name: its label without the required mark. */
function labelOf(name: string): string | undefined {
  const element = document.getElementsByName(name)[0];
  if (!element) return undefined;
  const label = (element as HTMLInputElement).labels?.[0]?.textContent ?? element.getAttribute('aria-label');
  return label?.replace(/[\s\u2009]*\*$/, '').trim() || undefined;
}

type TProps = {
  errors: FieldErrors;
  /** Shown once a save was refused; until then errors are the fields' own business. */
  shown: boolean;
  /** The name of a field whose input carries no label of its own (already translated). */
  fallbackLabel?: (name: string) => string | undefined;
};

/**
 * A refused long form says at its top, as an alert, which fields need correcting, each a link
 * that takes the focus to its field (WCAG 3.3.1); the first is focused already by the form.
 */
export function ErrorSummary({ errors, shown, fallbackLabel }: TProps) {
  const { t } = useTranslation('common');
  const errorText = useFieldErrorText();
  const items = shown ? fieldErrorsOf(errors) : [];
  if (items.length === 0) return null;
  return (
    <Alert severity="error" data-testid="form-error-summary">
      <AlertTitle>{t('error_summary.title', { count: items.length })}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label={t('error_summary.hint')}>
        {items.map((item) => {
          const label = labelOf(item.name) ?? fallbackLabel?.(item.name) ?? item.name;
          const message = errorText(item.message);
          return (
            <li key={item.name}>
              <Link
                component="button"
                type="button"
                color="inherit"
                underline="always"
                sx={{ textAlign: 'start', verticalAlign: 'baseline' }}
                onClick={item.focus}
              >
                {message ? `${label}: ${message}` : label}
              </Link>
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
