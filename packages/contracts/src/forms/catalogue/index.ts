/**
 * The catalogue of the 26 periodic HSE forms (domain.md §4, decision 058), version 1 of each,
 * ordered by number. What the indicators of domain.md §3 read, by key of `computeForm(...).values`
 * (computed fields, so a definition's later version may rearrange its tables and keep these):
 *
 * - HSE_FRM_1 Headcount and hours worked
 *   `headcount_total`    average headcount, employees and contractors, people
 *   `hours_employees`    hours worked by the organisation's employees, h
 *   `hours_contractors`  hours worked by contractors' personnel, h
 *   `hours_total`        hours worked, both, h (the base of LTIF, TRIR, FAR, LTISR, observation rate)
 * - HSE_FRM_3 Road traffic accidents and mileage
 *   `km_driven`          kilometres driven by the whole fleet, km (the base of MVCR)
 *   `road_accidents`     road accidents of every severity
 * - HSE_FRM_17 Greenhouse gas emissions
 *   `co2e_scope1`        direct emissions of the installations, t CO2e
 *   `co2e_scope2`        indirect emissions of purchased electricity and heat, t CO2e
 *   `co2e_total`         scope 1 and 2, t CO2e
 *
 * `FORM_INDICATOR_KEYS` names the same keys for code; the catalogue's tests keep them computed.
 */

import { type TFormDefinition, ZFormDefinitionSchema } from '../definition.ts';
import { ENVIRONMENT } from './environment.ts';
import { MANAGEMENT } from './management.ts';
import { PEOPLE_AND_INJURIES } from './people-and-injuries.ts';
import { SAFETY_MANAGEMENT } from './safety-management.ts';

export const FORM_INDICATOR_KEYS = {
  HSE_FRM_1: {
    headcount: 'headcount_total',
    hoursEmployees: 'hours_employees',
    hoursContractors: 'hours_contractors',
    hoursTotal: 'hours_total',
  },
  HSE_FRM_3: { kmDriven: 'km_driven', roadAccidents: 'road_accidents' },
  HSE_FRM_17: { co2eScope1: 'co2e_scope1', co2eScope2: 'co2e_scope2', co2eTotal: 'co2e_total' },
} as const;

/** The definitions as written, before parsing: what the catalogue's tests check one by one. */
export const FORM_CATALOGUE_SOURCE = [
  ...PEOPLE_AND_INJURIES,
  ...SAFETY_MANAGEMENT,
  ...ENVIRONMENT,
  ...MANAGEMENT,
];

export const FORM_CATALOGUE: readonly TFormDefinition[] = FORM_CATALOGUE_SOURCE.map((definition) =>
  ZFormDefinitionSchema.parse(definition),
);

const byCode = new Map(FORM_CATALOGUE.map((definition) => [definition.code, definition]));

/** The catalogue's definition of a form, or undefined for a code outside it. */
export function formDefinition(code: string): TFormDefinition | undefined {
  return byCode.get(code);
}
