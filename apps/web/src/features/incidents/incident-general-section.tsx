import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { OrganizationSelect } from '../../components/form/organization-select';
import { SelectCells } from '../../components/form/select-cells';
import type { TSelectOption } from '../../components/form/select-field';
import { dateTimeCell, TextCells } from '../../components/form/text-cells';
import { FormSection, GRID_HALF } from '../../components/form-section';
import type { TIncidentFormValues } from './incident-form-values';
import { useIncidentOptions } from './incident-options';

type TProps = {
  control: Control<TIncidentFormValues>;
  /** The record's own organization, offered until the list has arrived. */
  current?: TSelectOption;
};

/** What the short first message and the full record both start with. */
export function IncidentGeneralSection({ control, current }: TProps) {
  const { t } = useTranslation('incidents');
  const { t: data } = useTranslation('incident_data');
  // The server accepts only the author's organization or one below it.
  const { organizationId } = useSession();
  const kinds = useIncidentOptions('kinds');
  const label = (name: string) => data(`fields.${name}`);
  return (
    <FormSection title={t('sections.general')}>
      <SelectCells
        control={control}
        cells={[{ name: 'kind', label: label('kind'), options: kinds, required: true, size: GRID_HALF }]}
      />
      <TextCells control={control} label={label} cells={[dateTimeCell('occurred_at', { required: true })]} />
      <OrganizationSelect
        control={control}
        name="organization_id"
        label={label('organization_id')}
        within={organizationId}
        current={current}
        required
      />
      <TextCells
        control={control}
        label={label}
        cells={[
          { name: 'location', required: true, size: 12 },
          { name: 'description', required: true, multiline: true, minRows: 3, size: 12 },
          { name: 'measures', multiline: true, minRows: 2, size: 12 },
        ]}
      />
    </FormSection>
  );
}
