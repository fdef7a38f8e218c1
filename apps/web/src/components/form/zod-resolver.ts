import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { describeIssue, type TIssueMessage } from '@hse/contracts/validation';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Bounds a schema's own message ('validation.too_short') leaves out but its text needs ({{min}}). */
function boundsOf(issue: z.core.$ZodIssue): Record<string, number> {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return {};
}

/** A field error's message is this JSON; `translateFieldError` turns it into text at display time. */
export function encodeIssue(issue: z.core.$ZodIssue): string {
  const { key, params } = describeIssue(issue);
  const message: TIssueMessage = { key, params: { ...boundsOf(issue), ...params } };
  return JSON.stringify(message);
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let node = values;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** An empty date or number is "fill in the field", not "invalid value" (spec §5 required fields). */
const REQUIRED_WHEN_EMPTY = new Set(['invalid_type', 'invalid_format']);
const REQUIRED = JSON.stringify({ key: 'validation.required', params: {} } satisfies TIssueMessage);

/**
 * react-hook-form resolver for the contracts' zod schemas with language-neutral messages:
 * the key and parameters are kept, so errors follow a language switch. Built on the helpers of
 * @hookform/resolvers rather than its zodResolver because zod gives a schema's own message
 * precedence over a per-parse error map, which would lose the parameters.
 */
export function localizedZodResolver<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
): Resolver<TInput, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const empty = REQUIRED_WHEN_EMPTY.has(issue.code) && isEmpty(valueAt(values, issue.path));
      errors[path] ??= { type: issue.code, message: empty ? REQUIRED : encodeIssue(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
