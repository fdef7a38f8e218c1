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

/** One kind of observation: its manifest, its table and what is its own beyond the manifest. */
export type TObservationKindDef = {
  kind: TObservationKind;
  /** Its manifest: entity type, numbers, resource, fields, list, export (decision 035). */
  module: TRecordModule;
  table: TObservationTable;
  /** When it was observed, as lists filter and order by it: a moment, or a day without zone. */
  date: { field: string; moment: boolean };
  /** The list's headline field (`subject` in a list item). */
  subject: string;
  /** The bodies and answer the API had before the layer: the checklist is not a field kind yet. */
  create: z.ZodType;
  update: z.ZodType;
  item: z.ZodType;
};

export const OBSERVATION_KINDS: Record<TObservationKind, TObservationKindDef> = {
  pnbr: {
    kind: 'pnbr',
    module: OBSERVATION_MODULE.pnbr,
    table: pnbrObservations,
    date: { field: 'observed_at', moment: true },
    subject: 'place',
    create: ZPnbrCreateSchema,
    update: ZPnbrUpdateSchema,
    item: ZPnbrSchema,
  },
  works: {
    kind: 'works',
    module: OBSERVATION_MODULE.works,
    table: worksObservations,
    date: { field: 'observed_at', moment: true },
    subject: 'structural_division',
    create: ZWorksCreateSchema,
    update: ZWorksUpdateSchema,
    item: ZWorksSchema,
  },
  driving: {
    kind: 'driving',
    module: OBSERVATION_MODULE.driving,
    table: drivingObservations,
    date: { field: 'trip_date', moment: false },
    subject: 'driver',
    create: ZDrivingCreateSchema,
    update: ZDrivingUpdateSchema,
    item: ZDrivingSchema,
  },
};
