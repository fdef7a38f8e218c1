import type { TObservationKind } from '@hse/contracts/observations';
import { changedFields } from '../../components/form/changed-fields';
import { SavedButNotSent } from '../../components/saved-but-not-sent';
import { type TObservationFormValues, toObservationInput } from './observation-form-values';
import {
  type TObservation,
  useCreateObservation,
  useObservationAction,
  useUpdateObservation,
} from './observations-queries';

/** Saves the draft (create, or PATCH of the changed fields), then sends it when asked. */
export function useSaveObservation(kind: TObservationKind, observation: TObservation | undefined) {
  const create = useCreateObservation(kind);
  const update = useUpdateObservation(kind);
  const act = useObservationAction(kind);
  return async (values: TObservationFormValues, baseline: TObservationFormValues, send: boolean) => {
    const input = toObservationInput(kind, values);
    let saved: TObservation;
    if (!observation) saved = await create.mutateAsync(input);
    else {
      const changed = changedFields(input, toObservationInput(kind, baseline));
      saved = changed
        ? await update.mutateAsync({ id: observation.id, body: { ...changed, version: observation.version } })
        : observation;
    }
    if (!send) return saved;
    try {
      return await act.mutateAsync({ observation: saved, action: 'save_and_send' });
    } catch (reason) {
      throw new SavedButNotSent(saved, reason);
    }
  };
}
