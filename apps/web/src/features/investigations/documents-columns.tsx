import type { TDocumentListItem } from '@hse/contracts/investigations';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverSorting, type TSortFields } from '../../components/grid-sorting';
import { formatDateTime, useLanguage } from '../../components/localized';
import type { TNarrowHidden } from '../../components/server-data-grid';
import { StatusChip } from '../../components/status-chip';
import type { TDocumentOrderingField } from './documents-list-params';

/** Grid columns that the server can sort by (the API names them the same). */
const SORT_FIELDS: TSortFields<TDocumentOrderingField> = {
  number: 'number',
  created_at: 'created_at',
  status: 'status',
  title: 'title',
};

/** The server lists the latest documents first when no order is asked for. */
export const DOCUMENTS_SORTING = serverSorting(SORT_FIELDS, '-created_at');

/** On a phone (375 px) the number and the status stay. */
export const DOCUMENTS_NARROW_HIDDEN: TNarrowHidden = {
  phone: ['created_at', 'incident_number', 'organization_name', 'created_by_fio', 'title'],
  tablet: ['organization_name', 'created_by_fio'],
};

export function useDocumentsColumns(): GridColDef<TDocumentListItem>[] {
  const { t } = useTranslation('investigation_data');
  const lang = useLanguage();
  return useMemo(
    () => [
      { field: 'number', headerName: t('fields.number'), minWidth: 190, flex: 0.8 },
      {
        field: 'created_at',
        headerName: t('fields.created_at'),
        width: 160,
        valueFormatter: (value: string) => formatDateTime(value, lang),
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 150,
        renderCell: ({ row }) => <StatusChip status={row.status} label={t(`statuses.${row.status}`)} />,
      },
      { field: 'title', headerName: t('fields.title'), flex: 1.5, minWidth: 200 },
      {
        field: 'incident_number',
        headerName: t('fields.incident_number'),
        minWidth: 190,
        flex: 0.8,
        sortable: false,
      },
      {
        field: 'organization_name',
        headerName: t('fields.organization_name'),
        flex: 1,
        minWidth: 160,
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
