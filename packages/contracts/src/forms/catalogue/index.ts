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
import { FORM_1 } from './form-01.ts';
import { FORM_2 } from './form-02.ts';
import { FORM_3 } from './form-03.ts';
import { FORM_4 } from './form-04.ts';
import { FORM_5 } from './form-05.ts';
import { FORM_6 } from './form-06.ts';
import { FORM_7 } from './form-07.ts';
import { FORM_8 } from './form-08.ts';
import { FORM_9 } from './form-09.ts';
import { FORM_10 } from './form-10.ts';
import { FORM_11 } from './form-11.ts';
import { FORM_12 } from './form-12.ts';
import { FORM_13 } from './form-13.ts';
import { FORM_14 } from './form-14.ts';
import { FORM_15 } from './form-15.ts';
import { FORM_16 } from './form-16.ts';
import { FORM_17 } from './form-17.ts';
import { FORM_18 } from './form-18.ts';
import { FORM_19 } from './form-19.ts';
import { FORM_20 } from './form-20.ts';
import { FORM_21 } from './form-21.ts';
import { FORM_22 } from './form-22.ts';
import { FORM_23 } from './form-23.ts';
import { FORM_24 } from './form-24.ts';
import { FORM_25 } from './form-25.ts';
import { FORM_26 } from './form-26.ts';

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
  FORM_1,
  FORM_2,
  FORM_3,
  FORM_4,
  FORM_5,
  FORM_6,
  FORM_7,
  FORM_8,
  FORM_9,
  FORM_10,
  FORM_11,
  FORM_12,
  FORM_13,
  FORM_14,
  FORM_15,
  FORM_16,
  FORM_17,
  FORM_18,
  FORM_19,
  FORM_20,
  FORM_21,
  FORM_22,
  FORM_23,
  FORM_24,
  FORM_25,
  FORM_26,
];

export const FORM_CATALOGUE: readonly TFormDefinition[] = FORM_CATALOGUE_SOURCE.map((definition) =>
  ZFormDefinitionSchema.parse(definition),
);

const byCode = new Map(FORM_CATALOGUE.map((definition) => [definition.code, definition]));

/** The catalogue's definition of a form, or undefined for a code outside it. */
export function formDefinition(code: string): TFormDefinition | undefined {
  return byCode.get(code);
}
