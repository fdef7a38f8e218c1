import { INCIDENT_STATUSES, type TIncidentKind } from '@hse/contracts/incidents';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/filter-select';
import { FiltersBar } from '../../components/filters-bar';
import { OrganizationSelect } from '../../components/organization-select';
import { useIncidentOptions } from './incident-options';
import type { TIncidentsListParams } from './incidents-list-params';

type TProps = {
  params: TIncidentsListParams;
  onChange: (change: Partial<TIncidentsListParams>, options?: { replace?: boolean }) => void;
};

// The theme makes text fields full width; in this row each date keeps its own width from 600 px up.
const dateWidth = { xs: '100%', sm: 170 } as const;

export function IncidentsListFilters({ params, onChange }: TProps) {
  const { t } = useTranslation('incidents');
  const { t: data } = useTranslation('incident_data');
  const kinds = useIncidentOptions('kinds');
  const { kind, status, organizationId, occurredFrom, occurredTo, special } = params;
  const active = [kind, status, organizationId, occurredFrom, occurredTo, special || null].filter(
    Boolean,
  ).length;
  const date = (key: 'occurredFrom' | 'occurredTo', label: string) => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={params[key] ?? ''}
      onChange={(event) => onChange({ [key]: event.target.value || null })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: dateWidth }}
    />
  );
  const filters = (
    <>
      <FilterSelect
        label={data('fields.kind')}
        allLabel={t('filters.all')}
        value={params.kind}
        options={kinds as { value: TIncidentKind; label: string }[]}
        onChange={(value) => onChange({ kind: value })}
      />
      <FilterSelect
        label={data('fields.status')}
        allLabel={t('filters.all')}
        value={params.status}
        options={INCIDENT_STATUSES.map((value) => ({ value, label: data(`statuses.${value}`) }))}
        onChange={(value) => onChange({ status: value })}
      />
      <OrganizationSelect
        size="small"
        label={data('fields.organization_id')}
        emptyLabel={t('filters.all')}
        value={params.organizationId}
        onChange={(organizationId) => onChange({ organizationId })}
        sx={{ width: { xs: '100%', sm: 280 } }}
      />
      {date('occurredFrom', t('filters.occurred_from'))}
      {date('occurredTo', t('filters.occurred_to'))}
      <FormControlLabel
        control={<Checkbox checked={params.special} onChange={(_, special) => onChange({ special })} />}
        label={t('filters.special')}
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
