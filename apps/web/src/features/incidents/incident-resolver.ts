import {
  incidentSendIssues,
  type TIncidentCreateData,
  ZIncidentCreateSchema,
} from '@hse/contracts/incidents';
import type { Resolver } from 'react-hook-form';
import { localizedZodResolver } from '../../components/form/zod-resolver';
import { type TIncidentFormValues, toIncidentInput } from './incident-form-values';

const resolveCreate = localizedZodResolver(ZIncidentCreateSchema);

/**
 * Typed over the form's values, as the other editors' resolvers are: the controls then fit the
 * shared fields. What it hands to `handleSubmit` is the contract's parsed output (trimmed, with
 * defaults), which `parsedIncident` names.
 *
 * Create and edit both validate the whole record with the create contract, as it will be sent:
 * the form always holds every field, and an edit sends the changed ones of a valid whole.
 */
export const incidentResolver: Resolver<TIncidentFormValues> = (values, context, options) =>
  resolveCreate(toIncidentInput(values), context, options as never) as never;

export const parsedIncident = (values: TIncidentFormValues) => values as unknown as TIncidentCreateData;

/** What sending needs beyond a valid record (a victim for an accident…), checked before saving. */
export function sendIssues(values: TIncidentCreateData) {
  return incidentSendIssues(values);
}
