import type { TLanguage } from '@hse/contracts/constants';
import { INCIDENT_MODULE, type TIncident } from '@hse/contracts/incidents';
import { displayValue, type TField } from '@hse/contracts/record-module/fields';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { textAt } from '@hse/contracts/texts';
import type { TPrintBlock } from '../../platform/record-pdf.ts';

const VICTIM_FIELDS = INCIDENT_MODULE.fields.victims.row as Record<string, TField>;

/** What a message's PDF shows after its sections: each victim, the vehicle and the driver. */
export function incidentPrintBlocks(item: TRecordItem, lang: TLanguage, timeZone: string): TPrintBlock[] {
  const { texts } = INCIDENT_MODULE;
  const t = (path: string) => textAt(texts, path, lang);
  const ctx = { texts, lang, timeZone };
  const { victims, transport, driver } = item as TRecordItem &
    Pick<TIncident, 'victims' | 'transport' | 'driver'>;
  const number = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : null);
  return [
    // One part per victim: nine columns side by side would not fit the width of A4.
    ...victims.map((victim, index) => ({
      title: `${t('fields.victims')}: ${index + 1}`,
      fields: Object.entries(VICTIM_FIELDS).map(([name, f]) => ({
        label: t(`victim.${name}`),
        // A year is written as it is, without the thousands' separator of a number.
        value:
          name === 'birth_year'
            ? String(victim.birth_year)
            : displayValue(name, f, victim[name as keyof typeof victim], ctx) || null,
      })),
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
        { label: t('driver.experience_years'), value: number(driver?.experience_years) },
        {
          label: t('driver.alcohol_test'),
          value: driver?.alcohol_test ? t(`alcohol.${driver.alcohol_test}`) : null,
        },
      ],
    },
  ];
}
