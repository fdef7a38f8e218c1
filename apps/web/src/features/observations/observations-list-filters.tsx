import { OBSERVATION_STATUSES } from '@hse/contracts/observations';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/filter-select';
import { FiltersBar } from '../../components/filters-bar';
import { OrganizationSelect } from '../../components/organization-select';
import type { TObservationsListParams } from './observations-list-params';

type TProps = {
  params: TObservationsListParams;
  onChange: (change: Partial<TObservationsListParams>, options?: { replace?: boolean }) => void;
};

// The theme makes text fields full width; in this row each date keeps its own width from 600 px up.
const dateWidth = { xs: '100%', sm: 170 } as const;

export function ObservationsListFilters({ params, onChange }: TProps) {
  const { t } = useTranslation('observations');
  const { t: data } = useTranslation('observation_data');
  const { status, organizationId, dateFrom, dateTo, atRisk } = params;
  const active = [status, organizationId, dateFrom, dateTo, atRisk === null ? null : 'at_risk'].filter(
    Boolean,
  ).length;
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
  const filters = (
    <>
      <FilterSelect
        label={data('fields.status')}
        allLabel={t('filters.all')}
        value={params.status}
        options={OBSERVATION_STATUSES.map((value) => ({ value, label: data(`statuses.${value}`) }))}
        onChange={(status) => onChange({ status })}
      />
      <OrganizationSelect
        size="small"
        label={data('fields.organization_id')}
        emptyLabel={t('filters.all')}
        value={params.organizationId}
        onChange={(organizationId) => onChange({ organizationId })}
        sx={{ width: { xs: '100%', sm: 280 } }}
      />
      {date('dateFrom', t('filters.date_from'))}
      {date('dateTo', t('filters.date_to'))}
      <Chip
        icon={<WarningIcon />}
        label={t('filters.at_risk_only')}
        color={params.atRisk ? 'error' : 'default'}
        variant={params.atRisk ? 'filled' : 'outlined'}
        // A link may also ask for those without findings (`at_risk=false`); the chip offers the usual case.
        onClick={() => onChange({ atRisk: params.atRisk ? null : true })}
        aria-pressed={params.atRisk === true}
        data-testid="filter-at-risk"
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      />
    </>
  );
  return (
    <FiltersBar
      search={{
        label: t('filters.search'),
        value: params.search,
        onChange: (search) => onChange({ search }, { replace: true }),
      }}
      active={active}
    >
      {filters}
    </FiltersBar>
  );
}
