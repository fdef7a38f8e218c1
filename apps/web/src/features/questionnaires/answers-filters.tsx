import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FiltersBar } from '../../components/filters-bar';
import { OrganizationSelect } from '../../components/organization-select';
import type { TAnswersListParams } from './answers-list-params';

type TProps = {
  params: TAnswersListParams;
  onChange: (change: Partial<TAnswersListParams>, options?: { replace?: boolean }) => void;
};

// The theme makes text fields full width; in this row each date keeps its own width from 600 px up.
const dateWidth = { xs: '100%', sm: 170 } as const;

/** The results' filters: a name, an organization with those below it, and the days answered. */
export function AnswersFilters({ params, onChange }: TProps) {
  const { t } = useTranslation('questionnaires');
  const { t: data } = useTranslation('questionnaire_data');
  const active = [params.organizationId, params.dateFrom, params.dateTo].filter(Boolean).length;
  const date = (key: 'dateFrom' | 'dateTo', label: string) => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={params[key] ?? ''}
      onChange={(event) => onChange({ [key]: event.target.value || null })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: dateWidth }}
      data-testid={`filter-${key}`}
    />
  );
  return (
    <FiltersBar
      search={{
        label: data('fields.respondent'),
        value: params.search,
        onChange: (search) => onChange({ search }, { replace: true }),
      }}
      active={active}
    >
      <OrganizationSelect
        size="small"
        label={data('fields.organization_id')}
        emptyLabel={t('filters.all')}
        value={params.organizationId}
        onChange={(organizationId) => onChange({ organizationId })}
        sx={{ width: { xs: '100%', sm: 280 } }}
        data-testid="filter-organization"
      />
      {date('dateFrom', t('filters.date_from'))}
      {date('dateTo', t('filters.date_to'))}
    </FiltersBar>
  );
}
