import {
  ALCOHOL_TESTS,
  BODY_PARTS,
  BUSINESS_DIRECTIONS,
  INCIDENT_CLASSIFICATIONS,
  INCIDENT_KINDS,
  INJURY_OUTCOMES,
  INJURY_SEVERITIES,
} from '@hse/contracts/incidents';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSelectOption } from '../../components/form/select-field';

const ENUMS = {
  kinds: INCIDENT_KINDS,
  directions: BUSINESS_DIRECTIONS,
  classifications: INCIDENT_CLASSIFICATIONS,
  severities: INJURY_SEVERITIES,
  outcomes: INJURY_OUTCOMES,
  body_parts: BODY_PARTS,
  alcohol: ALCOHOL_TESTS,
} as const;

export type TIncidentEnum = keyof typeof ENUMS;

/** The values of one of the message's lists, named as INCIDENT_TEXTS names them. */
export function useIncidentOptions(list: TIncidentEnum): TSelectOption[] {
  const { t } = useTranslation('incident_data');
  return useMemo(() => ENUMS[list].map((value) => ({ value, label: t(`${list}.${value}`) })), [t, list]);
}
