import type { TIncidentListItem } from '@hse/contracts/incidents';
import type { GridColDef, GridColumnVisibilityModel, GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { orderingToSortModel, sortModelToOrdering, type TSortFields } from '../../components/grid-sorting';
import { formatDateTime, useLanguage } from '../../components/localized';
import { StatusChip } from '../../components/status-chip';
import type { TIncidentOrdering, TIncidentOrderingField } from './incidents-list-params';

/** Grid columns that the server can sort by (the API names them the same). */
const SORT_FIELDS: TSortFields<TIncidentOrderingField> = {
  number: 'number',
  occurred_at: 'occurred_at',
  kind: 'kind',
  status: 'status',
};

export const incidentsSortModel = (ordering: TIncidentOrdering | null): GridSortModel =>
  // The server lists the latest occurrences first when no order is asked for.
  orderingToSortModel(ordering ?? '-occurred_at', SORT_FIELDS);
export const incidentsOrdering = (model: GridSortModel) => sortModelToOrdering(model, SORT_FIELDS);

const HIDDEN_ON_PHONE = [
  'occurred_at',
  'kind',
  'organization_name',
  'location',
  'victims_count',
  'created_by_fio',
];

/** On a phone (375 px) the number and the status stay; the reader's own choice wins. */
export function columnVisibility(compact: boolean, medium: boolean): GridColumnVisibilityModel {
  if (compact) return Object.fromEntries(HIDDEN_ON_PHONE.map((field) => [field, false]));
  if (medium) return { location: false, victims_count: false, created_by_fio: false };
  return {};
}

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
