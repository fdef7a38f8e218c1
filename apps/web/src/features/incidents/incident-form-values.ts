import {
  type BUSINESS_DIRECTIONS,
  type INCIDENT_CLASSIFICATIONS,
  type INJURY_OUTCOMES,
  type INJURY_SEVERITIES,
  incidentSendIssues,
  type TBodyPart,
  type TIncident,
  type TIncidentCreate,
  type TIncidentKind,
  ZIncidentCreateSchema,
} from '@hse/contracts/incidents';
import type { TRecordFormOptions } from '../../components/record-module/record-module';

type TOneOf<T extends readonly string[]> = T[number];
export type TAlcoholTest = 'negative' | 'positive' | 'not_done';

/** A victim as the form holds it: an unchosen select is '', an empty number null. */
export type TVictimValues = {
  full_name: string;
  birth_year: number | null;
  position: string;
  experience_years: number | null;
  instruction_date: string | null;
  injury_severity: TOneOf<typeof INJURY_SEVERITIES> | '';
  body_part: TBodyPart | null;
  diagnosis: string;
  dependents: number | null;
  outcome: TOneOf<typeof INJURY_OUTCOMES> | '';
};

export type TTransportValues = { vehicle: string; plate_number: string; owner: string };
export type TDriverValues = {
  full_name: string;
  license_number: string;
  experience_years: number | null;
  alcohol_test: TAlcoholTest;
};

/**
 * One shape for the short message and the full record, create and edit. Vehicle and driver are
 * always present here and become null in the request unless the kind is a road accident.
 */
export type TIncidentFormValues = {
  kind: TIncidentKind | '';
  organization_id: string;
  occurred_at: string | null;
  liquidated_at: string | null;
  location: string;
  description: string;
  measures: string;
  contractor: string;
  business_direction: TOneOf<typeof BUSINESS_DIRECTIONS> | null;
  area: string;
  work_type: string;
  impact: string;
  notified_bodies: string;
  preliminary_causes: string;
  classification: TOneOf<typeof INCIDENT_CLASSIFICATIONS> | null;
  victims: TVictimValues[];
  transport: TTransportValues;
  driver: TDriverValues;
};

export const EMPTY_VICTIM: TVictimValues = {
  full_name: '',
  birth_year: null,
  position: '',
  experience_years: null,
  instruction_date: null,
  injury_severity: '',
  body_part: null,
  diagnosis: '',
  dependents: 0,
  outcome: '',
};
const EMPTY_TRANSPORT: TTransportValues = { vehicle: '', plate_number: '', owner: '' };
const EMPTY_DRIVER: TDriverValues = {
  full_name: '',
  license_number: '',
  experience_years: null,
  alcohol_test: 'not_done',
};

export function emptyIncidentForm(organizationId: string | null): TIncidentFormValues {
  return {
    kind: '',
    organization_id: organizationId ?? '',
    occurred_at: null,
    liquidated_at: null,
    location: '',
    description: '',
    measures: '',
    contractor: '',
    business_direction: null,
    area: '',
    work_type: '',
    impact: '',
    notified_bodies: '',
    preliminary_causes: '',
    classification: null,
    victims: [],
    transport: EMPTY_TRANSPORT,
    driver: EMPTY_DRIVER,
  };
}

export function incidentToForm(incident: TIncident): TIncidentFormValues {
  const form = emptyIncidentForm(incident.organization_id);
  const values = Object.fromEntries(
    Object.keys(form).map((key) => [
      key,
      incident[key as keyof TIncident] ?? form[key as keyof TIncidentFormValues],
    ]),
  ) as TIncidentFormValues;
  return {
    ...values,
    // A victim filed before the body part was asked has none: the select starts empty, not undefined.
    victims: incident.victims.map((victim) => ({ ...EMPTY_VICTIM, ...victim })),
    transport: incident.transport ?? EMPTY_TRANSPORT,
    driver: incident.driver ?? EMPTY_DRIVER,
  };
}

const filled = (values: readonly unknown[]) => values.some((v) => v !== null && v !== '' && v !== undefined);

/** What is sent: vehicle and driver only for a road accident, and only once something is typed. */
export function toIncidentInput(values: TIncidentFormValues): TIncidentCreate {
  const road = values.kind === 'road_accident';
  const { transport, driver } = values;
  return {
    ...values,
    transport: road && filled(Object.values(transport)) ? transport : null,
    driver:
      road && filled([driver.full_name, driver.license_number, driver.experience_years]) ? driver : null,
  } as TIncidentCreate;
}

/**
 * The generic editor with the message's own values: the vehicle and driver groups, the whole body checked with the create contract on create and
 * edit alike (an edit sends the changed fields of a valid whole), what sending needs by kind.
 */
export const INCIDENT_FORM: TRecordFormOptions = {
  sections: false,
  initial: () => emptyIncidentForm(null),
  toForm: (record) => incidentToForm(record as unknown as TIncident),
  toBody: (values) => toIncidentInput(values as TIncidentFormValues),
  schema: ZIncidentCreateSchema,
  sendIssues: incidentSendIssues,
};
