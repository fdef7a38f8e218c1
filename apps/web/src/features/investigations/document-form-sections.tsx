import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextCells } from '../../components/form/text-cells';
import { FormSection } from '../../components/form-section';
import { useIncident } from '../../components/incident-query';
import type { TFormSlotProps } from '../../components/record-module/record-module';
import { ActSections } from './act-sections';
import { BulletinSections } from './bulletin-sections';
import type { TDocumentFormValues } from './document-form-values';
import { documentKindOfModule, useIncidentDocumentsFollow } from './document-kind';
import { IncidentLink } from './incident-link';
import { ReportSections } from './report-sections';

const SECTIONS = { report: ReportSections, act: ActSections, bulletin: BulletinSections };

type TControl = Control<TDocumentFormValues>;

/**
 * The message a document is written for: its link, a warning while it is a draft (the server
 * takes documents of sent messages only), and a new act's victims from it (the author may change them).
 */
function DocumentIncident({
  control,
  creating,
  act,
}: {
  control: TControl;
  creating: boolean;
  act: boolean;
}) {
  const { t } = useTranslation('investigations');
  const incidentId = useWatch({ control, name: 'incident_id' });
  const query = useIncident(incidentId);
  const victims = useController({ control, name: 'victims' }).field;
  const incident = query.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once, when the message arrives
  useEffect(() => {
    if (incident && creating && act && !victims.value)
      victims.onChange(incident.victims.map((victim) => victim.full_name).join('\n'));
  }, [incident]);
  if (query.isError) return <Alert severity="error">{t('errors.incident_failed')}</Alert>;
  if (!incident) return <LinearProgress />;
  return (
    <>
      <IncidentLink id={incident.id} number={incident.number} />
      {incident.status === 'draft' && <Alert severity="warning">{t('documents.after_send')}</Alert>}
    </>
  );
}

/** A document's own sections in the generic editor (`formSlots`): its message, its title, its kind's. */
export default function DocumentFormSections({ module, control, record }: TFormSlotProps) {
  const { t: data } = useTranslation('investigation_data');
  const kind = documentKindOfModule(module);
  useIncidentDocumentsFollow(record ? String(record.incident_id) : '', record?.version);
  // The generic form holds a document's values (documentFormOptions): its control is theirs.
  const own = control as unknown as TControl;
  const Sections = SECTIONS[kind];
  return (
    <>
      <DocumentIncident control={own} creating={!record} act={kind === 'act'} />
      <FormSection title={data('sections.general')}>
        <TextCells
          control={own}
          label={(name) => data(`fields.${name}`)}
          cells={[{ name: 'title', required: true, size: 12 }]}
        />
      </FormSection>
      <Sections control={own} />
    </>
  );
}
