import { checkKeysOf, type TObservationKind } from '@hse/contracts/observations';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { TRecordFormValues } from '../../components/record-module/form-values';
import type { TFormSlot } from '../../components/record-module/record-module';
import { ChecksDetails } from './checks-details';
import { ChecksSection } from './checks-section';
import type { TChecks } from './observation-kind';

type TComments = Record<string, string>;

const rated = (values: TRecordFormValues) => (values.checks ?? {}) as TChecks;

/**
 * The checklist's values for one kind: every check the kind rates (null: not observed) and the
 * notes; the API takes only the rated checks, and a note only on a rated one.
 */
function checksValues(kind: TObservationKind): Pick<TFormSlot, 'valuesOf' | 'toBody'> {
  const keys = checkKeysOf(kind);
  return {
    valuesOf: (record?: TRecordItem) => ({
      checks: { ...Object.fromEntries(keys.map((key) => [key, null])), ...(record?.checks as TChecks) },
      check_comments: { ...(record?.check_comments as TComments) },
    }),
    toBody: (values) => {
      const checks = rated(values);
      const comments = (values.check_comments ?? {}) as TComments;
      return {
        checks: Object.fromEntries(keys.flatMap((key) => (checks[key] ? [[key, checks[key]]] : []))),
        check_comments: Object.fromEntries(
          keys.flatMap((key) => {
            const comment = comments[key]?.trim();
            return checks[key] && comment ? [[key, comment]] : [];
          }),
        ),
      };
    },
  };
}

/** The checklist after the kind's own fields, before the closing section; its values by kind. */
function checksSlot(kind: TObservationKind): TFormSlot {
  return { after: 'general', Edit: ChecksSection, View: ChecksDetails, ...checksValues(kind) };
}

export const CHECKS_SLOTS_OF: Record<TObservationKind, readonly TFormSlot[]> = {
  pnbr: [checksSlot('pnbr')],
  works: [checksSlot('works')],
  driving: [checksSlot('driving')],
};
