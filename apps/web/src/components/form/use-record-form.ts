import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { notify } from '../../app/notifications-store';
import { errorDetail, isConflict } from '../error-detail';
import { isSavedButNotSent } from '../saved-but-not-sent';
import type { TServerError } from './server-error-alert';
import { applyServerErrors } from './server-errors';

type TOptions<R, V extends FieldValues> = {
  /** Absent when creating. */
  record: R | undefined;
  toForm: (record: R) => V;
  /** A new record's first values. */
  initial: () => V;
  resolver: Resolver<V>;
  /** Fields the form shows; the server's errors on others join the alert's text. */
  isField: (name: string) => boolean;
  /** Already translated: what the alert says when the server gives no text. */
  failText: string;
  /** Fetches the record again after a conflict. */
  onReload?: () => Promise<R | undefined>;
};

/**
 * The state every record editor shares: the values last saved (to send only what changed), the
 * server's refusal above the form, and what a failed save leaves behind. What was typed always
 * stays in the form, including after a conflict.
 */
export function useRecordForm<R, V extends FieldValues>(options: TOptions<R, V>) {
  const { record, toForm, initial, resolver, isField, failText, onReload } = options;
  const [baseline, setBaseline] = useState(() => (record ? toForm(record) : initial()));
  const [serverError, setServerError] = useState<TServerError | null>(null);
  const form = useForm<V>({
    mode: 'onChange',
    defaultValues: baseline as DefaultValues<V>,
    resolver,
  });

  const load = (next: R) => {
    const values = toForm(next);
    setBaseline(values);
    form.reset(values);
  };

  const fail = (error: unknown) => {
    const unmatched = applyServerErrors(form.setError, error, isField);
    const text = [errorDetail(error, failText), ...unmatched].join(' ');
    // Only an existing record has a newer version to load.
    setServerError({ text, conflict: isConflict(error) && Boolean(record) });
  };

  /**
   * A refused save or send. A record saved but refused sending is not saved twice: an existing one
   * takes the saved version under the refusal; a new one opens through `open`, with a notice.
   */
  const failSave = (error: unknown, open: (saved: R) => void) => {
    if (!isSavedButNotSent<R>(error)) return fail(error);
    if (!record) {
      notify({ type: 'error', message: errorDetail(error.reason, failText) });
      return open(error.saved);
    }
    load(error.saved);
    fail(error.reason);
  };

  const reload =
    onReload &&
    (async () => {
      const latest = await onReload();
      if (latest) load(latest);
      setServerError(null);
    });

  return { form, baseline, load, fail, failSave, serverError, setServerError, reload };
}
