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
      errors[path] ??= { type: issue.code, message: encodeIssue(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
