import type { TObservationKind } from '@hse/contracts/observations';
import { ZDrivingCreateSchema, ZPnbrCreateSchema, ZWorksCreateSchema } from '@hse/contracts/observations';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { localizedZodResolver } from '../../components/form/zod-resolver';
import { type TObservationFormValues, toObservationInput } from './observation-form-values';

const RESOLVERS = {
  pnbr: localizedZodResolver(ZPnbrCreateSchema),
  works: localizedZodResolver(ZWorksCreateSchema),
  driving: localizedZodResolver(ZDrivingCreateSchema),
};

/**
 * Validates the form as it will be sent, with the kind's create contract (an edit sends the changed
 * fields of a valid whole), so the reader sees the server's own rules as they type.
 */
export function observationResolver(kind: TObservationKind): Resolver<TObservationFormValues> {
  return async (values, context, options) => {
    const input = toObservationInput(kind, values);
    const result = await RESOLVERS[kind](input as never, context, options as never);
    const errors = result.errors as Record<string, unknown>;
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<TObservationFormValues> };
  };
}
