import {
  REGISTRATION_STATES,
  type TRegistrationRequest,
  type TRegistrationState,
} from '@hse/contracts/registration-requests';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/filter-select';
import { FiltersBar } from '../../components/filters-bar';
import { serverSorting } from '../../components/grid-sorting';
import { ListHeader } from '../../components/list-header';
import { withFilter } from '../../components/list-params';
import { formatDateTime, useLanguage } from '../../components/localized';
import { OrganizationSelect } from '../../components/organization-select';
import { ServerDataGrid } from '../../components/server-data-grid';
import { useListParams } from '../../components/use-list-params';
import { RequestDialog } from './request-dialog';
import { parseRequestsParams, serializeRequestsParams, toRequestsQuery } from './requests-params';
import { useRequestsPage } from './requests-queries';

const SORTING = serverSorting({ created_at: 'created_at', fio: 'last_name' } as const, 'created_at');
const NARROW_HIDDEN = { phone: ['login', 'organization_name', 'created_at', 'reason'], tablet: ['reason'] };
const STATE_COLORS: Record<TRegistrationState, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  approved: 'success',
  refused: 'error',
};

/** /requests: self-registrations an administrator approves or refuses (decision 065). */
export default function RequestsPage() {
  const { t } = useTranslation('reference');
  const lang = useLanguage();
  const { params, update } = useListParams(parseRequestsParams, serializeRequestsParams);
  const page = useRequestsPage(toRequestsQuery(params));
  const [open, setOpen] = useState<TRegistrationRequest | null>(null);
  const columns = useMemo<GridColDef<TRegistrationRequest>[]>(
    () => [
      { field: 'fio', headerName: t('requests.fields.fio'), flex: 1.3, minWidth: 150 },
      { field: 'login', headerName: t('requests.fields.login'), flex: 0.8, minWidth: 110, sortable: false },
      {
        field: 'organization_name',
        headerName: t('requests.fields.organization'),
        flex: 1.2,
        minWidth: 150,
        sortable: false,
      },
      {
        field: 'created_at',
        headerName: t('requests.fields.created_at'),
        width: 150,
        valueFormatter: (value: string) => formatDateTime(value, lang),
      },
      { field: 'reason', headerName: t('requests.fields.reason'), flex: 1, minWidth: 140, sortable: false },
      {
        field: 'state',
        headerName: t('requests.fields.state'),
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={STATE_COLORS[row.state]}
            label={t(`requests.states.${row.state}`)}
          />
        ),
      },
    ],
    [t, lang],
  );
  const change = (next: Partial<typeof params>, options?: { replace?: boolean }) =>
    update((current) => withFilter(current, next), options);
  return (
    <Box>
      <ListHeader title={t('requests.title')} />
      <FiltersBar
        search={{
          label: t('requests.search'),
          value: params.search,
          onChange: (search) => change({ search }, { replace: true }),
        }}
        active={0}
        fold={false}
      >
        <FilterSelect
          label={t('requests.fields.state')}
          allLabel={t('requests.states.pending')}
          value={params.state === 'pending' ? null : params.state}
          options={REGISTRATION_STATES.filter((state) => state !== 'pending').map((state) => ({
            value: state,
            label: t(`requests.states.${state}`),
          }))}
          onChange={(state) => change({ state: state ?? 'pending' })}
        />
        <OrganizationSelect
          size="small"
          label={t('requests.fields.organization')}
          emptyLabel={t('requests.all')}
          value={params.organizationId}
          onChange={(organizationId) => change({ organizationId })}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
      </FiltersBar>
      <ServerDataGrid
        data={page.data}
        loading={page.isFetching}
        params={params}
        update={update}
        columns={columns}
        sorting={SORTING}
        narrowHidden={NARROW_HIDDEN}
        onOpen={setOpen}
      />
      <RequestDialog request={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
