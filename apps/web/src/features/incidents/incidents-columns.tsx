import type { TIncidentListItem } from '@hse/contracts/incidents';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverSorting, type TSortFields } from '../../components/grid-sorting';
import { formatDateTime, useLanguage } from '../../components/localized';
import type { TNarrowHidden } from '../../components/server-data-grid';
import { StatusChip } from '../../components/status-chip';
import type { TIncidentOrderingField } from './incidents-list-params';

/** Grid columns that the server can sort by (the API names them the same). */
const SORT_FIELDS: TSortFields<TIncidentOrderingField> = {
  number: 'number',
  occurred_at: 'occurred_at',
  kind: 'kind',
  status: 'status',
};

/** The server lists the latest occurrences first when no order is asked for. */
export const INCIDENTS_SORTING = serverSorting(SORT_FIELDS, '-occurred_at');

/** On a phone (375 px) the number and the status stay. */
export const INCIDENTS_NARROW_HIDDEN: TNarrowHidden = {
  phone: ['occurred_at', 'kind', 'organization_name', 'location', 'victims_count', 'created_by_fio'],
  tablet: ['location', 'victims_count', 'created_by_fio'],
};

export function useIncidentsColumns(): GridColDef<TIncidentListItem>[] {
  const { t } = useTranslation('incident_data');
  const lang = useLanguage();
  return useMemo(
    () => [
      // Registration numbers (INC-DOG-P-2026-00042) are read whole.
      { field: 'number', headerName: t('fields.number'), minWidth: 200, flex: 0.8 },
      {
        field: 'occurred_at',
        headerName: t('fields.occurred_at'),
        width: 170,
        valueFormatter: (value: string) => formatDateTime(value, lang),
      },
      {
        field: 'kind',
        headerName: t('fields.kind'),
        flex: 1,
        minWidth: 150,
        valueFormatter: (value: string) => t(`kinds.${value}`),
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 150,
        renderCell: ({ row }) => <StatusChip status={row.status} label={t(`statuses.${row.status}`)} />,
      },
      {
        field: 'organization_name',
        headerName: t('fields.organization_id'),
        flex: 1.2,
        minWidth: 160,
        sortable: false,
      },
      { field: 'location', headerName: t('fields.location'), flex: 1.2, minWidth: 160, sortable: false },
      {
        field: 'victims_count',
        headerName: t('fields.victims_count'),
        type: 'number',
        width: 110,
        sortable: false,
      },
      {
        field: 'created_by_fio',
        headerName: t('fields.created_by_fio'),
        flex: 1,
        minWidth: 150,
        sortable: false,
      },
    ],
    [t, lang],
  );
}
