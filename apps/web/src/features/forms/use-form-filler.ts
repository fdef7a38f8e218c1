import type { TFormDefinition, TFormFieldSpec, TFormTable } from '@hse/contracts/forms/definition';
import {
  checkFormRules,
  computeForm,
  submissionSchemaOf,
  type TFormComputed,
  type TFormFindings,
  type TFormRow,
  type TFormValues,
} from '@hse/contracts/forms/evaluate';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm } from '../../components/form/use-zod-form';
import { useLanguage } from '../../components/localized';
import { clearFormDraft, readFormDraft, writeFormDraft } from './form-draft';

const isInput = (spec: TFormFieldSpec) => spec.kind !== 'computed';

function rowOf(table: TFormTable, given: TFormRow | undefined): TFormRow {
  return Object.fromEntries(
    table.columns.filter(isInput).map((column) => [column.key, given?.[column.key] ?? null]),
  );
}

/**
 * The values a form starts from: every field and cell present (null where empty), a fixed table's
 * rows in the declared order, nothing the definition does not name. A draft of an older version
 * or a damaged one is cut to what this version holds.
 */
export function startValues(definition: TFormDefinition, given: TFormValues | null): TFormValues {
  const values: TFormValues = {};
  for (const section of definition.sections) {
    for (const spec of section.fields.filter(isInput)) values[spec.key] = given?.[spec.key] ?? null;
    for (const table of section.tables) {
      const rows = Array.isArray(given?.[table.key]) ? (given?.[table.key] as TFormRow[]) : [];
      values[table.key] =
        table.rows.mode === 'fixed'
          ? table.rows.rows.map((row) => ({
              ...rowOf(
                table,
                rows.find((r) => r?.row === row.key),
              ),
              row: row.key,
            }))
          : rows.slice(0, table.rows.max).map((row) => rowOf(table, row));
    }
  }
  return values;
}

export type TFormFiller = {
  definition: TFormDefinition;
  form: UseFormReturn<TFormValues, unknown, TFormValues>;
  computed: TFormComputed;
  findings: TFormFindings;
  /** The values came from this browser's draft, not from the server. */
  restored: boolean;
  /** Back to the saved values, the draft dropped. */
  discardDraft: () => void;
  /** The server has these values: the draft is no longer needed, and they are the form's new start. */
  saved: (values: TFormValues) => void;
};

/**
 * A form being filled: validated as the user types by the same schema the server parses with
 * (`submissionSchemaOf`), computed and checked by the same `computeForm` and `checkFormRules`,
 * and kept in a draft under `draftKey` until saved.
 */
export function useFormFiller(
  definition: TFormDefinition,
  saved: TFormValues | null,
  draftKey?: string,
): TFormFiller {
  const schema = useMemo(
    () => submissionSchemaOf(definition) as z.ZodType<TFormValues, TFormValues>,
    [definition],
  );
  const [draft] = useState(() => (draftKey ? readFormDraft(draftKey) : null));
  const [restored, setRestored] = useState(draft !== null);
  const form = useZodForm(schema, { defaultValues: startValues(definition, draft ?? saved) });
  const watched = useWatch({ control: form.control }) as TFormValues;
  const lang = useLanguage();
  const computed = useMemo(() => computeForm(definition, watched), [definition, watched]);
  const findings = useMemo(() => checkFormRules(definition, computed, lang), [definition, computed, lang]);
  const { isDirty } = form.formState;
  useEffect(() => {
    if (draftKey && isDirty) writeFormDraft(draftKey, watched);
  }, [draftKey, isDirty, watched]);
  // A draft restored shows its fields' problems at once: the user left them as they are.
  useEffect(() => {
    if (draft) void form.trigger();
  }, [draft, form]);
  const discardDraft = useCallback(() => {
    if (draftKey) clearFormDraft(draftKey);
    setRestored(false);
    form.reset(startValues(definition, saved));
  }, [draftKey, definition, saved, form]);
  const markSaved = useCallback(
    (values: TFormValues) => {
      if (draftKey) clearFormDraft(draftKey);
      setRestored(false);
      form.reset(startValues(definition, values));
    },
    [draftKey, definition, form],
  );
  return { definition, form, computed, findings, restored, discardDraft, saved: markSaved };
}
