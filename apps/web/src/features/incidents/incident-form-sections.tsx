import type { TIncident } from '@hse/contracts/incidents';
import Alert from '@mui/material/Alert';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../api/session';
import type { TFormSlotProps } from '../../components/record-module/record-module';
import { IncidentCircumstancesSection, IncidentImpactSection } from './incident-circumstances-section';
import type { TIncidentFormValues } from './incident-form-values';
import { IncidentGeneralSection } from './incident-general-section';
import { variantOf } from './incident-routes';
import { IncidentVehicleSection } from './incident-vehicle-section';
import { IncidentVictimsSection } from './incident-victims-section';

/**
 * The message's sections in the generic editor: the short first message (`/message-*`) shows
 * fewer of them than the full record; the vehicle and driver only for a road accident.
 */
export default function IncidentFormSections({ control: formControl, record }: TFormSlotProps) {
  const { t } = useTranslation('incidents');
  const { organizationId, organizationName } = useSession();
  const variant = variantOf(useLocation().pathname);
  // The form holds the message's own values (incident-form-values.ts).
  const control = formControl as unknown as Control<TIncidentFormValues>;
  const kind = useWatch({ control, name: 'kind' });
  const incident = record as TIncident | undefined;
  return (
    <>
      {variant === 'short' && <Alert severity="info">{t('hints.short_form')}</Alert>}
      <IncidentGeneralSection
        control={control}
        current={
          incident
            ? { value: incident.organization_id, label: incident.organization_name }
            : // A new message starts in the author's organization, known from the session.
              organizationId
              ? { value: organizationId, label: organizationName ?? '' }
              : undefined
        }
      />
      {variant === 'full' && <IncidentCircumstancesSection control={control} />}
      {variant === 'short' && kind === 'environmental' && <IncidentImpactSection control={control} />}
      {kind === 'road_accident' && <IncidentVehicleSection control={control} />}
      <IncidentVictimsSection control={control} />
    </>
  );
}
