import type { TFormValues } from '@hse/contracts/forms/evaluate';
import { ApiError } from '../../api/api-error';
import type { TFormFiller } from './use-form-filler';

/**
 * The server's refusal laid on the form: messages keyed `values.<field>` or
 * `values.<table>.<row>.<column>` go to their fields, the rest is said above the form.
 */
export function showServerErrors(filler: TFormFiller, error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  const elsewhere: string[] = [];
  for (const [path, messages] of Object.entries(error.errors)) {
    const message = messages.join(' ');
    if (path.startsWith('values.'))
      filler.form.setError(path.slice('values.'.length), { type: 'server', message }, { shouldFocus: false });
    else elsewhere.push(message);
  }
  return elsewhere;
}

/**
 * Whether the form may be sent: the schema's checks (required fields, bounds) and the rules'
 * errors; the first field that holds the user back gets the focus.
 */
export async function readyToSend(filler: TFormFiller): Promise<boolean> {
  const valid = await filler.form.trigger(undefined, { shouldFocus: true });
  return valid && Object.keys(filler.findings.errors).length === 0;
}

/** The values as the API takes them (what the form holds: every field, computed ones left out). */
export const valuesOf = (filler: TFormFiller): TFormValues => filler.form.getValues();
