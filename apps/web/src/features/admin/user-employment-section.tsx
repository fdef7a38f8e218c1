import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IIN_CELL } from '../../components/employment-fields';
import { OrganizationSelect } from '../../components/form/organization-select';
import type { TSelectOption } from '../../components/form/select-field';
import { TextCells } from '../../components/form/text-cells';
import { FormSection, GRID_HALF } from '../../components/form-section';
import type { TUserFormValues } from './user-form-values';

type TProps = {
  control: Control<TUserFormValues>;
  /** The record's own organization, offered until the list has arrived (MUI refuses unknown values). */
  current?: TSelectOption;
};

export function UserEmploymentSection({ control, current }: TProps) {
  const { t } = useTranslation('admin');
  const f = (field: string) => t(`users.fields.${field}`);
  return (
    <FormSection title={t('users.sections.employment')}>
      <TextCells
        control={control}
        label={f}
        cells={[
          { name: 'login', autoComplete: 'off', required: true, helperText: t('users.hints.login') },
          IIN_CELL,
          { name: 'personnel_number' },
        ]}
      />
      <OrganizationSelect
        control={control}
        name="organization_id"
        label={f('organization')}
        current={current}
        required
      />
      <TextCells
        control={control}
        label={f}
        cells={[
          { name: 'division', size: GRID_HALF },
          { name: 'post', size: GRID_HALF },
        ]}
      />
    </FormSection>
  );
}
