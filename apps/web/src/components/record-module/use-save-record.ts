import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { changedFields } from '../form/changed-fields';
import { SavedButNotSent } from '../saved-but-not-sent';
import { queriesOf } from './record-queries';

/**
 * Saves a record the way an editor with "save" and "save and send" does: a create, or a PATCH of
 * the fields that differ from what was read (none: nothing is sent), then the workflow action when
 * one is asked for. A refused action leaves the record saved: `SavedButNotSent` carries it.
 */
export function useSaveRecord(module: TRecordModule, record: TRecordItem | undefined) {
  const queries = queriesOf(module);
  const create = queries.useCreate();
  const update = queries.useUpdate();
  const act = queries.useAction();
  return async (
    input: Record<string, unknown>,
    before: Record<string, unknown>,
    action?: TWorkflowAction,
  ): Promise<TRecordItem> => {
    let saved: TRecordItem;
    if (!record) saved = await create.mutateAsync(input);
    else {
      const changed = changedFields(input, before);
      saved = changed
        ? await update.mutateAsync({ id: record.id, body: { ...changed, version: record.version } })
        : record;
    }
    if (!action) return saved;
    try {
      return await act.mutateAsync({ record: saved, action });
    } catch (reason) {
      throw new SavedButNotSent(saved, reason);
    }
  };
}
