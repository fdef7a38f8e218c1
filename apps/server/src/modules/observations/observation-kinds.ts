import { OBSERVATION_MODULE } from '@hse/contracts/observation-modules';
import {
  type TObservationKind,
  type TObservationStatus,
  ZDrivingCreateSchema,
  ZDrivingSchema,
  ZDrivingUpdateSchema,
  ZPnbrCreateSchema,
  ZPnbrSchema,
  ZPnbrUpdateSchema,
  ZWorksCreateSchema,
  ZWorksSchema,
  ZWorksUpdateSchema,
} from '@hse/contracts/observations';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { z } from 'zod';
import { drivingObservations, pnbrObservations, worksObservations } from '../../db/schema/index.ts';

export type TObservationTable =
  | typeof pnbrObservations
  | typeof worksObservations
  | typeof drivingObservations;
export type { TObservationKind, TObservationStatus };

/** One kind of observation: where it lives, how it is numbered, what it holds. */
export type TObservationKindDef = {
  kind: TObservationKind;
  entityType: string;
  numberPrefix: string;
  base: string;
  /** The web route of an observation (spec §2 names only the edit screens). */
  link(row: { id: string }): string;
  table: TObservationTable;
  /** API names of the fields a client writes; columns are their camelCase. */
  fields: readonly string[];
  /** Its manifest: the list, its filters, order, search and export (decision 035). */
  module: TRecordModule;
  /** When it was observed, as lists filter and order by it: a moment, or a day without zone. */
  date: { field: string; moment: boolean };
  /** The list's headline field (`subject` in a list item). */
  subject: string;
  create: z.ZodType;
  update: z.ZodType;
  item: z.ZodType;
};

export const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export const OBSERVATION_KINDS: Record<TObservationKind, TObservationKindDef> = {
  pnbr: {
    kind: 'pnbr',
    entityType: 'pnbr_observation',
    numberPrefix: 'PNBR',
    base: '/api/observations/pnbr',
    link: (row) => `/pnbr_edit/${row.id}`,
    table: pnbrObservations,
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
      'checks',
      'check_comments',
      'discussed',
      'work_stopped',
      'description',
      'comment',
    ],
    module: OBSERVATION_MODULE.pnbr,
    date: { field: 'observed_at', moment: true },
    subject: 'place',
    create: ZPnbrCreateSchema,
    update: ZPnbrUpdateSchema,
    item: ZPnbrSchema,
  },
  works: {
    kind: 'works',
    entityType: 'works_observation',
    numberPrefix: 'WOB',
    base: '/api/observations/works',
    link: (row) => `/works_observations_edit/${row.id}`,
    table: worksObservations,
    fields: [
      'organization_id',
      'observed_at',
      'structural_division',
      'organization_verification',
      'description',
      'comment',
      'checks',
      'check_comments',
    ],
    module: OBSERVATION_MODULE.works,
    date: { field: 'observed_at', moment: true },
    subject: 'structural_division',
    create: ZWorksCreateSchema,
    update: ZWorksUpdateSchema,
    item: ZWorksSchema,
  },
  driving: {
    kind: 'driving',
    entityType: 'driving_observation',
    numberPrefix: 'DOB',
    base: '/api/observations/driving',
    link: (row) => `/driving_observations_edit/${row.id}`,
    table: drivingObservations,
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
      'checks',
      'check_comments',
      'comment',
    ],
    module: OBSERVATION_MODULE.driving,
    date: { field: 'trip_date', moment: false },
    subject: 'driver',
    create: ZDrivingCreateSchema,
    update: ZDrivingUpdateSchema,
    item: ZDrivingSchema,
  },
};
