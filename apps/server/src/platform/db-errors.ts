import type { TMessageKey } from '@hse/contracts/messages';
import { AppError } from './errors.ts';

type TPgError = { code?: string; constraint?: string; cause?: TPgError };

/** Turns a unique-constraint violation into a field error, so a race between two creates is still a 400. */
export function rethrowUnique(
  error: unknown,
  constraints: Record<string, readonly [field: string, key: TMessageKey]>,
): never {
  let current = error as TPgError | undefined;
  while (current) {
    if (current.code === '23505' && current.constraint) {
      const hit = constraints[current.constraint];
      if (hit) throw new AppError(400, 'errors.bad_request', {}, { [hit[0]]: [hit[1]] });
    }
    current = current.cause;
  }
  throw error;
}

/** Whether an error is a unique-constraint violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current = error as TPgError | undefined;
  while (current) {
    if (current.code === '23505' && current.constraint === constraint) return true;
    current = current.cause;
  }
  return false;
}
