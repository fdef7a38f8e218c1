import { APPROVAL_STATUSES } from '@hse/contracts/investigations';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/filter-select';
import { FiltersBar } from '../../components/filters-bar';
import { OrganizationSelect } from '../../components/organization-select';
import type { TDocumentsListParams } from './documents-list-params';

type TProps = {
  params: TDocumentsListParams;
  onChange: (change: Partial<TDocumentsListParams>, options?: { replace?: boolean }) => void;
};

/** Three filters fit a phone's screen as they are: no folding, unlike the messages' seven. */
export function DocumentsListFilters({ params, onChange }: TProps) {
  const { t } = useTranslation('investigations');
  const { t: data } = useTranslation('investigation_data');
  return (
    <FiltersBar
      search={{
        label: t('filters.search'),
        value: params.search,
        onChange: (search) => onChange({ search }, { replace: true }),
      }}
      active={0}
      fold={false}
    >
      <FilterSelect
        label={data('fields.status')}
        allLabel={t('filters.all')}
        value={params.status}
        options={APPROVAL_STATUSES.map((value) => ({ value, label: data(`statuses.${value}`) }))}
        onChange={(status) => onChange({ status })}
      />
      <OrganizationSelect
        size="small"
        label={data('fields.organization_name')}
        emptyLabel={t('filters.all')}
        value={params.organizationId}
        onChange={(organizationId) => onChange({ organizationId })}
        sx={{ width: { xs: '100%', sm: 280 } }}
      />
    </FiltersBar>
  );
}
