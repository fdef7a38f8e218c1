import { useTranslation } from 'react-i18next';
import { HistoryPanel } from '../../components/history-panel';
import { formatDateTime, useLanguage } from '../../components/localized';
import { useOrganizationName } from '../../components/use-organization-name';
import { incidentPaths, incidentsKeys } from './incidents-queries';

/** Fields whose stored values are codes of INCIDENT_TEXTS lists. */
const CODE_LISTS: Record<string, string> = {
  status: 'statuses',
  kind: 'kinds',
  business_direction: 'directions',
  classification: 'classifications',
};

export function IncidentHistory({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation('incident_data');
  const lang = useLanguage();
  const organizationName = useOrganizationName();
  return (
    <HistoryPanel
      queryKey={incidentsKeys.history(incidentId)}
      path={incidentPaths.history(incidentId)}
      fieldLabel={(field) => t(`fields.${field}`, { defaultValue: field })}
      formatValue={(field, value) => {
        const list = CODE_LISTS[field];
        if (list && typeof value === 'string') return t(`${list}.${value}`, { defaultValue: value });
        if (field === 'organization_id') return organizationName(value);
        if ((field === 'occurred_at' || field === 'liquidated_at') && typeof value === 'string')
          return formatDateTime(value, lang);
        // Victims, vehicle and driver are shown in full on the record; here only how many victims.
        if (field === 'victims' && Array.isArray(value)) return String(value.length);
        if ((field === 'transport' || field === 'driver') && value && typeof value === 'object')
          return Object.values(value).filter(Boolean).join(', ');
        return null;
      }}
    />
  );
}
