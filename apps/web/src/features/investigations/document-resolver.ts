import { ZActCreateSchema, ZBulletinCreateSchema, ZReportCreateSchema } from '@hse/contracts/investigations';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TDocumentKind } from '../../components/document-routes';
import { localizedZodResolver } from '../../components/form/zod-resolver';
import { guiltTotal, type TDocumentFormValues, toDocumentInput } from './document-form-values';

const RESOLVERS = {
  report: localizedZodResolver(ZReportCreateSchema),
  act: localizedZodResolver(ZActCreateSchema),
  bulletin: localizedZodResolver(ZBulletinCreateSchema),
};

/** The message key the contract uses; the total is checked here too because zod runs an object's
 * refinements only once its fields are valid, and the reader should see it as they type. */
export const GUILT_OVER_100 = 'investigations.guilt_over_100';

/**
 * Validates the form as it will be sent, with the kind's create contract (an edit sends the changed
 * fields of a valid whole). Victims are typed one a line but checked as a list: their errors go on
 * the one field.
 */
export function documentResolver(kind: TDocumentKind): Resolver<TDocumentFormValues> {
  return async (values, context, options) => {
    const input = { incident_id: values.incident_id, ...toDocumentInput(kind, values) };
    const result = await RESOLVERS[kind](input as never, context, options as never);
    const errors = { ...result.errors } as Record<string, unknown>;
    if (Array.isArray(errors.victims)) errors.victims = errors.victims.find(Boolean);
    if (kind === 'act' && guiltTotal(values.guilt) > 100) {
      const guilt = (errors.guilt ?? {}) as Record<string, unknown>;
      errors.guilt = Object.assign(guilt, { root: { type: 'custom', message: GUILT_OVER_100 } });
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<TDocumentFormValues> };
  };
}
