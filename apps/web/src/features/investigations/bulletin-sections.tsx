import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectCells } from '../../components/form/select-cells';
import { TextCells } from '../../components/form/text-cells';
import { FormSection } from '../../components/form-section';
import { useOrganizationOptions } from '../../components/organization-options';
import type { TDocumentFormValues } from './document-form-values';

type TProps = { control: Control<TDocumentFormValues> };

/** The information bulletin: what happened, why, the lessons, and whom it is sent to. */
export function BulletinSections({ control }: TProps) {
  const { t } = useTranslation('investigations');
  const { t: data } = useTranslation('investigation_data');
  const organizations = useOrganizationOptions();
  const label = (name: string) => data(`fields.${name}`);
  return (
    <FormSection title={data('sections.bulletin')}>
      <TextCells
        control={control}
        label={label}
        cells={[
          { name: 'what_happened', multiline: true, minRows: 3, size: 12 },
          { name: 'causes', multiline: true, minRows: 2, size: 12 },
          { name: 'lessons', multiline: true, minRows: 3, size: 12 },
        ]}
      />
      <SelectCells
        control={control}
        cells={[
          {
            name: 'target_organization_ids',
            label: label('target_organization_ids'),
            options: organizations.options,
            multiple: true,
            disabled: !organizations.ready,
            helperText: t('hints.targets'),
            size: 12,
          },
        ]}
      />
    </FormSection>
  );
}
