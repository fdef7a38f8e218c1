import {
  checkKeysOf,
  type TCheckValue,
  type TDriving,
  type TObservationKind,
  type TPnbr,
  type TWorks,
} from '@hse/contracts/observations';
import type { TObservation } from './observations-queries';

/** A rule's rating in the editor; null is "not observed", which the API takes as the rule left out. */
export type TCheckChoice = TCheckValue | null;

/**
 * One shape for the three kinds, create and edit, so that the sections bind to one control type;
 * only the kind's own fields are sent (`toObservationInput`).
 */
export type TObservationFormValues = {
  organization_id: string;
  observer: string;
  observed: string;
  monitored_company: string;
  monitored_department: string;
  task: string;
  observed_at: string | null;
  observed_count: number | null;
  place: string;
  place_detail: string;
  discussed: string;
  work_stopped: boolean;
  description: string;
  comment: string;
  structural_division: string;
  organization_verification: string;
  driver: string;
  vehicle: string;
  driving_experience: number | null;
  trip_date: string | null;
  start_time: string | null;
  start_place: string;
  end_time: string | null;
  end_place: string;
  checks: Record<string, TCheckChoice>;
  /** What the observer noted on a check; kept only for the checks that were rated. */
  check_comments: Record<string, string>;
};

/** The API fields of each kind (observation-kinds.ts on the server). */
export const KIND_FIELDS = {
  pnbr: [
    'organization_id',
    'observer',
    'observed',
    'monitored_company',
    'monitored_department',
    'task',
    'observed_at',
    'observed_count',
    'place',
    'place_detail',
    'checks',
    'check_comments',
    'discussed',
    'work_stopped',
    'description',
    'comment',
  ],
  works: [
    'organization_id',
    'observed_at',
    'structural_division',
    'organization_verification',
    'description',
    'comment',
    'checks',
    'check_comments',
  ],
  driving: [
    'organization_id',
    'driver',
    'vehicle',
    'driving_experience',
    'trip_date',
    'start_time',
    'start_place',
    'end_time',
    'end_place',
    'checks',
    'check_comments',
    'comment',
  ],
} as const satisfies Record<TObservationKind, readonly (keyof TObservationFormValues)[]>;

export function emptyObservationForm(
  kind: TObservationKind,
  organizationId: string | null,
): TObservationFormValues {
  return {
    organization_id: organizationId ?? '',
    observer: '',
    observed: '',
    monitored_company: '',
    monitored_department: '',
    task: '',
    observed_at: null,
    observed_count: 1,
    place: '',
    place_detail: '',
    discussed: '',
    work_stopped: false,
    description: '',
    comment: '',
    structural_division: '',
    organization_verification: '',
    driver: '',
    vehicle: '',
    driving_experience: null,
    trip_date: null,
    start_time: null,
    start_place: '',
    end_time: null,
    end_place: '',
    checks: Object.fromEntries(checkKeysOf(kind).map((key) => [key, null])),
    check_comments: {},
  };
}

/** The editor's values of a saved observation of the kind. */
export function observationToForm(kind: TObservationKind, observation: TObservation): TObservationFormValues {
  const form = emptyObservationForm(kind, observation.organization_id);
  const own = observation as Partial<TPnbr & TWorks & TDriving>;
  const values: Record<string, unknown> = { ...form };
  for (const field of KIND_FIELDS[kind]) {
    const value = own[field];
    if (value !== undefined) values[field] = value;
  }
  values.checks = { ...form.checks, ...observation.checks };
  values.check_comments = { ...observation.check_comments };
  return values as TObservationFormValues;
}

/** What the API takes for the kind: its own fields only, and only the checks that were rated. */
export function toObservationInput(
  kind: TObservationKind,
  values: TObservationFormValues,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of KIND_FIELDS[kind]) input[field] = values[field];
  input.checks = Object.fromEntries(
    checkKeysOf(kind).flatMap((key) => {
      const value = values.checks[key];
      return value ? [[key, value]] : [];
    }),
  );
  input.check_comments = Object.fromEntries(
    checkKeysOf(kind).flatMap((key) => {
      const comment = values.check_comments[key]?.trim();
      return values.checks[key] && comment ? [[key, comment]] : [];
    }),
  );
  return input;
}

/** Server errors on these fields (or inside them: `checks.hot_work`) go on the form. */
export const isObservationFormField = (path: string) =>
  Object.keys(emptyObservationForm('pnbr', null)).includes(path.split('.')[0] ?? '');
