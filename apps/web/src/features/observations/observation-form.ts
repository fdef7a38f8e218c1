import { OBSERVATION_MODULE } from '@hse/contracts/observation-modules';
import {
  checkKeysOf,
  type TObservationKind,
  ZDrivingCreateSchema,
  ZPnbrCreateSchema,
  ZWorksCreateSchema,
} from '@hse/contracts/observations';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import {
  emptyRecordForm,
  recordToForm,
  type TRecordFormValues,
} from '../../components/record-module/form-values';
import type { TRecordFormOptions } from '../../components/record-module/record-module';
import type { TChecks } from './observation-kind';

/** The kind's own contract: the checklist, clock times and "not ahead" dates, as the server checks them. */
const SCHEMAS = { pnbr: ZPnbrCreateSchema, works: ZWorksCreateSchema, driving: ZDrivingCreateSchema };

type TComments = Record<string, string>;

/**
 * What an observation's editor holds beyond its manifest's fields: every check the kind rates
 * (null: not observed) and the notes on them. The API takes only the rated checks, a note only on
 * a rated one, and an empty clock time as none.
 */
export function observationForm(kind: TObservationKind): TRecordFormOptions {
  const module = OBSERVATION_MODULE[kind];
  const keys = checkKeysOf(kind);
  const unrated = () => Object.fromEntries(keys.map((key) => [key, null]));
  return {
    schema: SCHEMAS[kind],
    initial: () => ({
      ...emptyRecordForm(module),
      // Most PNBR observations watch one person; a group's count is typed over it.
      ...(kind === 'pnbr' ? { observed_count: 1 } : {}),
      checks: unrated(),
      check_comments: {},
    }),
    toForm: (record: TRecordItem) => ({
      ...recordToForm(module, record),
      checks: { ...unrated(), ...(record.checks as TChecks) },
      check_comments: { ...(record.check_comments as TComments) },
    }),
    toBody: (values: TRecordFormValues) => {
      const checks = (values.checks ?? {}) as TChecks;
      const comments = (values.check_comments ?? {}) as TComments;
      const times =
        kind === 'driving'
          ? { start_time: values.start_time || null, end_time: values.end_time || null }
          : {};
      return {
        ...values,
        ...times,
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
