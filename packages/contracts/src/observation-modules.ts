import { observationModuleTexts } from './observation-texts.ts';
import { OBSERVATION_WORKFLOW, type TObservationKind } from './observations.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields } from './record-module/fields.ts';

/** Newest first; ties of a status or a count by when it was observed. */
const observationList = <D extends string, S extends string>(date: D, subject: S) => ({
  filters: ['status', 'organization_id', date] as const,
  search: [subject] as const,
  ordering: [date, 'number', 'status', 'at_risk_count', 'created_at'] as const,
  defaultOrdering: `-${date}`,
  // The API named its parameters before the layer: one day range for every kind.
  params: { [`${date}_from`]: 'date_from', [`${date}_to`]: 'date_to' },
  thenBy: { status: date, at_risk_count: date },
});

const observationCommon = {
  workflow: OBSERVATION_WORKFLOW,
  parts: { files: true, comments: true, history: true, pdf: true },
} as const;

/**
 * Each kind of observation as a record module (decision 035): the layer derives its list, filters,
 * order, search and export. The checklist (`checks`, `check_comments`: a rating and a comment per
 * rule or habit) is the module's own until the field registry has a kind for a rated checklist.
 */
export const PNBR_OBSERVATION_MODULE = defineRecordModule({
  key: 'observations_pnbr',
  entityType: 'pnbr_observation',
  resource: '/api/observations/pnbr',
  numberPrefix: 'PNBR',
  texts: observationModuleTexts('pnbr'),
  fields: {
    organization_id: fields.organization({ required: true }),
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
    comment: fields.longText({ max: 5000 }),
    at_risk_count: fields.integer({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'observed_at',
  sections: [
    {
      key: 'general',
      fields: [
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
        'discussed',
        'work_stopped',
        'description',
        'comment',
        'at_risk_count',
      ],
    },
  ],
  list: {
    columns: [
      'number',
      'status',
      'observed_at',
      'organization_id',
      'place',
      'at_risk_count',
      'created_by_fio',
    ],
    ...observationList('observed_at', 'place'),
  },
  ...observationCommon,
  routes: { list: '/pnbr', create: '/pnbr_create', record: '/pnbr_edit/:id' },
});

export const WORKS_OBSERVATION_MODULE = defineRecordModule({
  key: 'observations_works',
  entityType: 'works_observation',
  resource: '/api/observations/works',
  numberPrefix: 'WOB',
  texts: observationModuleTexts('works'),
  fields: {
    organization_id: fields.organization({ required: true }),
    observed_at: fields.datetime({ required: true }),
    structural_division: fields.text({ required: true, max: 300 }),
    organization_verification: fields.longText({ max: 1000 }),
    description: fields.longText({ max: 5000 }),
    comment: fields.longText({ max: 5000 }),
    at_risk_count: fields.integer({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'observed_at',
  sections: [
    {
      key: 'general',
      fields: [
        'organization_id',
        'observed_at',
        'structural_division',
        'organization_verification',
        'description',
        'comment',
        'at_risk_count',
      ],
    },
  ],
  list: {
    columns: [
      'number',
      'status',
      'observed_at',
      'organization_id',
      'structural_division',
      'at_risk_count',
      'created_by_fio',
    ],
    ...observationList('observed_at', 'structural_division'),
  },
  ...observationCommon,
  routes: {
    list: '/works_observations',
    create: '/works_observations_create',
    record: '/works_observations_edit/:id',
  },
});

export const DRIVING_OBSERVATION_MODULE = defineRecordModule({
  key: 'observations_driving',
  entityType: 'driving_observation',
  resource: '/api/observations/driving',
  numberPrefix: 'DOB',
  texts: observationModuleTexts('driving'),
  fields: {
    organization_id: fields.organization({ required: true }),
    driver: fields.text({ required: true, max: 200 }),
    vehicle: fields.text({ required: true, max: 200 }),
    driving_experience: fields.number({ max: 70 }),
    trip_date: fields.date({ required: true }),
    // Times of day (`HH:MM`) on the trip's date: the registry has no kind for a clock time yet.
    start_time: fields.text({ max: 5 }),
    start_place: fields.text({ max: 300 }),
    end_time: fields.text({ max: 5 }),
    end_place: fields.text({ max: 300 }),
    comment: fields.longText({ max: 5000 }),
    at_risk_count: fields.integer({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'trip_date',
  sections: [
    {
      key: 'general',
      fields: [
        'organization_id',
        'driver',
        'vehicle',
        'driving_experience',
        'trip_date',
        'start_time',
        'start_place',
        'end_time',
        'end_place',
        'comment',
        'at_risk_count',
      ],
    },
  ],
  list: {
    columns: [
      'number',
      'status',
      'trip_date',
      'organization_id',
      'driver',
      'at_risk_count',
      'created_by_fio',
    ],
    ...observationList('trip_date', 'driver'),
    // Every kind's list is ordered by when it was observed under one name.
    orderingNames: { trip_date: 'observed_at' },
  },
  ...observationCommon,
  routes: {
    list: '/driving_observations',
    create: '/driving_observations_create',
    record: '/driving_observations_edit/:id',
  },
});

/** The three kinds' modules (one table and resource each, as decision 016 has them). */
export const OBSERVATION_MODULE = {
  pnbr: PNBR_OBSERVATION_MODULE,
  works: WORKS_OBSERVATION_MODULE,
  driving: DRIVING_OBSERVATION_MODULE,
} as const satisfies Record<TObservationKind, unknown>;
