import type { z } from 'zod';
import { isMessageKey, type TMessageKey } from './messages.ts';

export type TIssueMessage = { key: TMessageKey; params: Record<string, string | number> };

function boundsOf(issue: z.core.$ZodIssue | z.core.$ZodRawIssue): Record<string, number> {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  return {};
}

/**
 * Issues a value left out raises where "fill in the field" is the answer, as the web's forms say
 * it (form/zod-resolver.ts): a choice from a list left out still asks to choose from the list.
 */
const MISSABLE = new Set<string | undefined>(['invalid_type', 'invalid_format']);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * One translation of zod issues for server and web: a schema's own message is a key of
 * MESSAGES; the generic checks map by issue code.
 */
export function describeIssue(issue: z.core.$ZodIssue | z.core.$ZodRawIssue): TIssueMessage {
  const own = issue.message;
  // A value left out is missing, even where the schema's own message speaks of a wrong one.
  // Issues carry no input by default (the server's validator adds it for a missing value); zod
  // names the received type in its own message.
  const missing = ('input' in issue && isEmpty(issue.input)) || /received (undefined|null)/.test(own ?? '');
  if (missing && MISSABLE.has(issue.code)) return { key: 'validation.required', params: {} };
  // A schema's own key still takes the bound it names ("at most {{max}} characters").
  if (own && isMessageKey(own)) return { key: own, params: boundsOf(issue) };
  switch (issue.code) {
    case 'invalid_type':
      return { key: 'validation.invalid', params: {} };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1
          ? { key: 'validation.required', params: {} }
          : { key: 'validation.too_short', params: { min } };
      }
      if (issue.origin === 'array' && min <= 1) return { key: 'validation.required', params: {} };
      return { key: 'validation.too_small', params: { min } };
    }
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.too_long', params: { max: Number(issue.maximum) } }
        : { key: 'validation.too_big', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email'
        ? { key: 'validation.email', params: {} }
        : { key: 'validation.invalid', params: {} };
    case 'invalid_value':
      return { key: 'validation.one_of', params: {} };
    case 'invalid_union': {
      // A choice among listed values written as a union (a role or 'none'): say so, as for an enum.
      const branches = 'errors' in issue ? (issue.errors as { code: string }[][]) : [];
      const choice = branches.length > 0 && branches.every((b) => b.every((i) => i.code === 'invalid_value'));
      return { key: choice ? 'validation.one_of' : 'validation.invalid', params: {} };
    }
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field', params: {} };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}
