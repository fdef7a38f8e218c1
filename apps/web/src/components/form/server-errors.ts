import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/api-error';

/**
 * Puts the server's field errors (already translated) on the form's fields.
 * Returns the messages of fields the form does not show, for a general alert.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  knownFields?: readonly string[] | ((field: string) => boolean),
): string[] {
  const known = (field: string) =>
    !knownFields || (typeof knownFields === 'function' ? knownFields(field) : knownFields.includes(field));
  if (!(error instanceof ApiError) || !error.errors) return [];
  const unmatched: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages.join(' ');
    if (!known(field)) {
      unmatched.push(message);
      continue;
    }
    setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}
