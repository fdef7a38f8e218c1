import { OBSERVATION_HEADS } from './observation-module-heads.ts';
import { observationModuleTexts } from './observation-texts.ts';
import { OBSERVATION_WORKFLOW, type TObservationKind, type TObservationStatus } from './observations.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields, type TField } from './record-module/fields.ts';

type TKindOptions<F extends Record<string, TField>> = {
  kind: TObservationKind;
  entityType: string;
  numberPrefix: string;
  /** The kind's own fields, in its editor's order; every kind has its organization and a comment. */
  fields: F;
  /** The fields after the checklist, before the comment that closes every kind. */
  closing: readonly (keyof F & string)[];
  /** When it was observed: its year numbers the record, the list orders and filters by it. */
  date: keyof F & string;
  /** The list's headline (the place, the division, the driver). */
  subject: keyof F & string;
};

/**
 * One kind of observation as a record module (decision 035): the layer derives its list, filters,
 * order, search and export. The checklist (`checks`, `check_comments`: a rating and a comment per
 * rule or habit) is the module's own until the field registry has a kind for a rated checklist.
 */
function observationModule<F extends Record<string, TField>>(o: TKindOptions<F>) {
  const own = Object.keys(o.fields).filter((name) => !o.closing.includes(name));
  const all: Record<string, TField> = {
    organization_id: fields.organization({ required: true }),
    ...o.fields,
    comment: fields.longText({ max: 5000 }),
    at_risk_count: fields.integer({ computed: true }),
  };
  return defineRecordModule<Record<string, TField>, TObservationStatus>({
    ...OBSERVATION_HEADS[o.kind],
    // The whole wording; the head carries only what the shell shows.
    texts: observationModuleTexts(o.kind),
    entityType: o.entityType,
    resource: `/api/observations/${o.kind}`,
    numberPrefix: o.numberPrefix,
    fields: all,
    organizationField: 'organization_id',
    yearField: o.date,
    sections: [
      { key: 'general', fields: ['organization_id', ...own] },
      { key: 'closing', fields: [...o.closing, 'comment'] },
    ],
    list: {
      columns: ['number', 'status', o.date, 'organization_id', o.subject, 'at_risk_count', 'created_by_fio'],
      narrowHidden: [o.date, o.subject, 'organization_id', 'created_by_fio'],
      filters: ['status', 'organization_id', o.date],
      search: [o.subject],
      // Newest first; ties of a status or a count by when it was observed.
      ordering: [o.date, 'number', 'status', 'at_risk_count', 'created_at'],
      defaultOrdering: `-${o.date}`,
      thenBy: { status: o.date, at_risk_count: o.date },
      // The API named these before the layer, alike for every kind: one day range, one ordering,
      // and the list's rows answer when (`observed_at`) and what (`subject`) under shared names.
      params: { [`${o.date}_from`]: 'date_from', [`${o.date}_to`]: 'date_to' },
      orderingNames: { [o.date]: 'observed_at' },
      answerNames: { [o.date]: 'observed_at', [o.subject]: 'subject' },
      // Only those with findings (`true`) or without (`false`): the server's list hooks apply it.
      flags: ['at_risk'],
    },
    workflow: OBSERVATION_WORKFLOW,
    parts: { files: true, comments: true, history: true, pdf: true },
  });
}

export const PNBR_OBSERVATION_MODULE = observationModule({
  kind: 'pnbr',
  entityType: 'pnbr_observation',
  numberPrefix: 'PNBR',
  fields: {
    observer: fields.text({ required: true, max: 200 }),
    observed: fields.text({ max: 200 }),
    monitored_company: fields.text({ max: 300 }),
    monitored_department: fields.text({ max: 300 }),
    task: fields.longText({ max: 1000 }),
    observed_at: fields.datetime({ required: true }),
    observed_count: fields.integer({ required: true, min: 1, max: 10_000 }),
    place: fields.text({ required: true, max: 300 }),
    place_detail: fields.text({ max: 300 }),
    discussed: fields.longText({ max: 5000 }),
    work_stopped: fields.boolean(),
    description: fields.longText({ max: 5000 }),
  },
  closing: ['discussed', 'work_stopped', 'description'],
  date: 'observed_at',
  subject: 'place',
});

export const WORKS_OBSERVATION_MODULE = observationModule({
  kind: 'works',
  entityType: 'works_observation',
  numberPrefix: 'WOB',
  fields: {
    observed_at: fields.datetime({ required: true }),
    structural_division: fields.text({ required: true, max: 300 }),
    organization_verification: fields.longText({ max: 1000 }),
    description: fields.longText({ max: 5000 }),
  },
  closing: ['description'],
  date: 'observed_at',
  subject: 'structural_division',
});

export const DRIVING_OBSERVATION_MODULE = observationModule({
  kind: 'driving',
  entityType: 'driving_observation',
  numberPrefix: 'DOB',
  fields: {
    driver: fields.text({ required: true, max: 200 }),
    vehicle: fields.text({ required: true, max: 200 }),
    driving_experience: fields.number({ max: 70 }),
    trip_date: fields.date({ required: true }),
    // Times of day (`HH:MM`) on the trip's date: the registry has no kind for a clock time yet.
    start_time: fields.text({ max: 5 }),
    start_place: fields.text({ max: 300 }),
    end_time: fields.text({ max: 5 }),
    end_place: fields.text({ max: 300 }),
  },
  closing: [],
  date: 'trip_date',
  subject: 'driver',
});

/** The three kinds' modules (one table and resource each, as decision 016 has them). */
export const OBSERVATION_MODULE = {
  pnbr: PNBR_OBSERVATION_MODULE,
  works: WORKS_OBSERVATION_MODULE,
  driving: DRIVING_OBSERVATION_MODULE,
} as const satisfies Record<TObservationKind, unknown>;
