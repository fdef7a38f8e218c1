import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { changedFields } from '../form/changed-fields';
import { SavedButNotSent } from '../saved-but-not-sent';
import type { TRecordFormValues } from './form-values';
import type { TFormSlot } from './record-module';

/** A new record's values of the module's own parts, or a saved one's. */
export const slotValuesOf = (slots: readonly TFormSlot[], record?: TRecordItem): TRecordFormValues =>
  Object.assign({}, ...slots.map((slot) => slot.valuesOf(record)));

/** What the API takes of the form: the manifest's fields as they are, the slots' values as they send them. */
export function bodyOf(slots: readonly TFormSlot[], values: TRecordFormValues): TRecordFormValues {
  if (slots.length === 0) return values;
  const own = new Set(Object.keys(slotValuesOf(slots)));
  const fields = Object.fromEntries(Object.entries(values).filter(([name]) => !own.has(name)));
  return Object.assign(fields, ...slots.map((slot) => slot.toBody(values)));
}

type TWrites = {
  create: (body: TRecordFormValues) => Promise<TRecordItem>;
  update: (input: { id: string; body: TRecordFormValues }) => Promise<TRecordItem>;
  act: (input: { record: TRecordItem; action: TWorkflowAction }) => Promise<TRecordItem>;
};

/**
 * Saves the form (a new record, or a change of what differs from the values last saved), then
 * takes `send` when asked: a refused send leaves the record saved (`SavedButNotSent`). Undefined
 * when nothing changed and nothing was asked.
 */
export async function saveRecord(
  writes: TWrites,
  slots: readonly TFormSlot[],
  input: {
    record?: TRecordItem;
    values: TRecordFormValues;
    baseline: TRecordFormValues;
    send?: TWorkflowAction;
  },
): Promise<TRecordItem | undefined> {
  const { record, values, baseline, send } = input;
  let saved: TRecordItem | undefined = record;
  if (!record) saved = await writes.create(bodyOf(slots, values));
  else {
    const changed = changedFields(bodyOf(slots, values), bodyOf(slots, baseline));
    if (changed)
      saved = await writes.update({ id: record.id, body: { ...changed, version: record.version } });
    else if (!send) return undefined;
  }
  if (!send || !saved) return saved;
  try {
    return await writes.act({ record: saved, action: send });
  } catch (reason) {
    throw new SavedButNotSent(saved, reason);
  }
}
