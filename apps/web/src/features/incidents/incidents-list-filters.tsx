import { INCIDENT_STATUSES, type TIncidentKind } from '@hse/contracts/incidents';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/filter-select';
import { OrganizationSelect } from '../../components/organization-select';
import { SearchBox } from '../../components/search-box';
import { useNarrowScreen } from '../../components/use-narrow-screen';
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
  const { compact } = useNarrowScreen();
  const [open, setOpen] = useState(false);
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
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <SearchBox
        label={t('filters.search')}
        value={params.search}
        onChange={(search) => onChange({ search }, { replace: true })}
      />
      {compact ? (
        <Box>
          {/* On a phone seven filters would push the list off the screen: they fold away. */}
          <Button
            startIcon={<FilterListIcon />}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            sx={{ alignSelf: 'flex-start' }}
          >
            {active ? t('list.filters_active', { count: active }) : t('list.filters')}
          </Button>
          <Collapse in={open}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {filters}
            </Stack>
          </Collapse>
        </Box>
      ) : (
        filters
      )}
    </Stack>
  );
}
