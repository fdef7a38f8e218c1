import type { FastifyRouteSchemaDef } from 'fastify/types/schema.ts';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

type TValidationError = { keyword: string; instancePath: string; params: Record<string, unknown> };

/** The request's value at an error's path (`/victims/0/kind`). */
function valueAt(data: unknown, instancePath: string): unknown {
  let value = data;
  for (const part of instancePath.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The route's zod check, whose errors also say when a value was left out: zod keeps the input
 * off its issues, and a field with its own message for a wrong value ("Invalid value") would
 * otherwise say that for a missing one, where the caller must read "Fill in the field".
 */
export function inputValidator(route: FastifyRouteSchemaDef<ZodType>) {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    // The zod provider's validator answers synchronously, an object with `value` or `error`.
    const result = validate(data) as Exclude<ReturnType<typeof validate>, boolean | PromiseLike<unknown>>;
    if (Array.isArray(result.error))
      for (const error of result.error as unknown as TValidationError[]) {
        const input = valueAt(data, error.instancePath);
        if (input === undefined || input === null || input === '') error.params = { ...error.params, input };
      }
    return result;
  };
}
