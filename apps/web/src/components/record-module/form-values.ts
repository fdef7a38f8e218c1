import type { TRecordModule } from '@hse/contracts/record-module/define';
import { isListKind, type TField } from '@hse/contracts/record-module/fields';
import { createSchemaOf, type TRecordItem, updateSchemaOf } from '@hse/contracts/record-module/schemas';
import type { TIssueMessage } from '@hse/contracts/validation';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { localizedZodResolver } from '../form/zod-resolver';

export type TRecordFormValues = Record<string, unknown>;

/** What an input holds before anything is chosen: an empty text, no choice, no rows. */
export function emptyValueOf(field: TField): unknown {
  if (field.kind === 'text' || field.kind === 'long_text') return '';
  if (field.kind === 'boolean') return false;
  if (isListKind(field.kind)) return [];
  return null;
}

/** The fields a client writes; computed ones are the server's. */
export const inputFieldsOf = (module: TRecordModule) =>
  Object.entries(module.fields).filter(([, field]) => !field.computed);

export function emptyRecordForm(module: TRecordModule): TRecordFormValues {
  return Object.fromEntries(inputFieldsOf(module).map(([name, field]) => [name, emptyValueOf(field)]));
}

export function recordToForm(module: TRecordModule, record: TRecordItem): TRecordFormValues {
  return Object.fromEntries(
    inputFieldsOf(module).map(([name, field]) => [name, record[name] ?? emptyValueOf(field)]),
  );
}

const message = (key: TIssueMessage['key']) => JSON.stringify({ key, params: {} } satisfies TIssueMessage);

/** A day a field may not come before (an end after its start), checked as the server does. */
function orderErrors(module: TRecordModule, values: TRecordFormValues): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const [name, field] of Object.entries(module.fields)) {
    const before = field.notBefore ? values[field.notBefore] : undefined;
    const value = values[name];
    if (typeof before === 'string' && typeof value === 'string' && /^\d{4}/.test(before) && value < before)
      errors[name] = { type: 'not_before', message: message('validation.end_before_start') };
  }
  return errors;
}

/**
 * Validates as the server will: a new record with the manifest's create contract, a change with
 * its update contract (the version is the page's; any valid one checks the fields alike).
 */
export function recordResolver(module: TRecordModule, editing: boolean): Resolver<TRecordFormValues> {
  const check = localizedZodResolver(editing ? updateSchemaOf(module) : createSchemaOf(module));
  return async (values, context, options) => {
    const result = await check(
      (editing ? { ...values, version: 1 } : values) as never,
      context,
      options as never,
    );
    const errors = { ...orderErrors(module, values), ...(result.errors as Record<string, FieldError>) };
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<TRecordFormValues> };
  };
}

/**
 * A module's own contract (`TRecordFormOptions.schema`) over the body its form makes: create and
 * change are checked alike, as the whole record will be; the save gets the parsed body.
 */
export function ownResolver(
  schema: z.ZodType,
  toBody: (values: TRecordFormValues) => TRecordFormValues = (values) => values,
): Resolver<TRecordFormValues> {
  const check = localizedZodResolver(schema as z.ZodType<unknown, TRecordFormValues>);
  return (values, context, options) => check(toBody(values), context, options as never) as never;
}
