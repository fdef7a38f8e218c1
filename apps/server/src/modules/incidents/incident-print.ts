import type { TLanguage } from '@hse/contracts/constants';
import { INCIDENT_TEXTS } from '@hse/contracts/incident-texts';
import type { TIncident } from '@hse/contracts/incidents';
import { PRINT_TEXTS } from '@hse/contracts/print-texts';
import { textAt } from '@hse/contracts/texts';
import { printDates, type TPrintable } from '../../platform/record-pdf.ts';

/** A message as its PDF shows it, every label and value in the reader's language. */
export function printIncident(incident: TIncident, lang: TLanguage, timeZone: string): TPrintable {
  const t = (path: string) => textAt(INCIDENT_TEXTS, path, lang);
  const dates = printDates(lang, timeZone);
  const field = (name: string, value: string | null) => ({ label: t(`fields.${name}`), value });
  const optionOf = (group: string, value: string | null) => (value ? t(`${group}.${value}`) : null);
  const number = (value: number | null) => (value === null ? null : String(value));
  const { transport, driver } = incident;
  return {
    file: incident.number,
    title: `${t(`kinds.${incident.kind}`)} ${incident.number}`,
    subtitle: `${t(`statuses.${incident.status}`)} · ${incident.organization_name}`,
    blocks: [
      {
        title: textAt(PRINT_TEXTS, 'general', lang),
        fields: [
          field('occurred_at', dates.moment(incident.occurred_at)),
          field('liquidated_at', dates.moment(incident.liquidated_at)),
          field('location', incident.location),
          field('contractor', incident.contractor),
          field('business_direction', optionOf('directions', incident.business_direction)),
          field('area', incident.area),
          field('work_type', incident.work_type),
          field('classification', optionOf('classifications', incident.classification)),
          field(
            'needs_special_investigation',
            textAt(PRINT_TEXTS, incident.needs_special_investigation ? 'yes' : 'no', lang),
          ),
          field('created_by_fio', incident.created_by_fio),
          field('created_at', dates.moment(incident.created_at)),
        ],
      },
      { title: t('fields.description'), text: incident.description },
      { title: t('fields.measures'), text: incident.measures },
      { title: t('fields.impact'), text: incident.impact },
      { title: t('fields.notified_bodies'), text: incident.notified_bodies },
      { title: t('fields.preliminary_causes'), text: incident.preliminary_causes },
      // One part per victim: nine columns side by side would not fit the width of A4.
      ...incident.victims.map((victim, index) => ({
        title: `${t('fields.victims')}: ${index + 1}`,
        fields: [
          { label: t('victim.full_name'), value: victim.full_name },
          { label: t('victim.birth_year'), value: String(victim.birth_year) },
          { label: t('victim.position'), value: victim.position },
          { label: t('victim.experience_years'), value: number(victim.experience_years) },
          { label: t('victim.instruction_date'), value: dates.day(victim.instruction_date) },
          { label: t('victim.injury_severity'), value: t(`severities.${victim.injury_severity}`) },
          { label: t('victim.diagnosis'), value: victim.diagnosis },
          { label: t('victim.dependents'), value: String(victim.dependents) },
          { label: t('victim.outcome'), value: t(`outcomes.${victim.outcome}`) },
        ],
      })),
      {
        title: t('fields.transport'),
        fields: [
          { label: t('transport.vehicle'), value: transport?.vehicle ?? null },
          { label: t('transport.plate_number'), value: transport?.plate_number ?? null },
          { label: t('transport.owner'), value: transport?.owner ?? null },
        ],
      },
      {
        title: t('fields.driver'),
        fields: [
          { label: t('driver.full_name'), value: driver?.full_name ?? null },
          { label: t('driver.license_number'), value: driver?.license_number ?? null },
          { label: t('driver.experience_years'), value: number(driver?.experience_years ?? null) },
          { label: t('driver.alcohol_test'), value: optionOf('alcohol', driver?.alcohol_test ?? null) },
        ],
      },
    ],
  };
}
