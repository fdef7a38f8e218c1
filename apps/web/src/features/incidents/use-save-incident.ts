import type { TIncident, TIncidentCreate, TIncidentCreateData } from '@hse/contracts/incidents';
import { SavedButNotSent } from '../../components/saved-but-not-sent';
import { type TIncidentFormValues, toIncidentUpdate } from './incident-form-values';
import { useCreateIncident, useIncidentAction, useUpdateIncident } from './incidents-queries';

/** Saves the draft (create, or PATCH when something changed), then sends it when asked. */
export function useSaveIncident(incident: TIncident | undefined) {
  const create = useCreateIncident();
  const update = useUpdateIncident();
  const act = useIncidentAction();
  return async (values: TIncidentCreateData, baseline: TIncidentFormValues, send: boolean) => {
    let saved: TIncident;
    if (!incident) saved = await create.mutateAsync(values as TIncidentCreate);
    else {
      const body = toIncidentUpdate(values, baseline, incident.version);
      saved = body ? await update.mutateAsync({ id: incident.id, body }) : incident;
    }
    if (!send) return saved;
    try {
      return await act.mutateAsync({ incident: saved, action: 'save_and_send' });
    } catch (reason) {
      throw new SavedButNotSent(saved, reason);
    }
  };
}
