import type { TObservationKind, TObservationListItem } from '@hse/contracts/observations';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverSorting, type TSortFields } from '../../components/grid-sorting';
import { formatDate, formatDateTime, useLanguage } from '../../components/localized';
import type { TNarrowHidden } from '../../components/server-data-grid';
import { StatusChip } from '../../components/status-chip';
import type { TObservationOrderingField } from './observations-list-params';

/** Grid columns that the server can sort by (the API names them the same). */
const SORT_FIELDS: TSortFields<TObservationOrderingField> = {
  number: 'number',
  observed_at: 'observed_at',
  status: 'status',
  at_risk_count: 'at_risk_count',
  created_at: 'created_at',
};

/** The server lists the latest observed first when no order is asked for. */
export const OBSERVATIONS_SORTING = serverSorting(SORT_FIELDS, '-observed_at');

/** On a phone (375 px) the number, the status and the findings stay. */
export const OBSERVATIONS_NARROW_HIDDEN: TNarrowHidden = {
  phone: ['observed_at', 'subject', 'organization_name', 'created_by_fio'],
  tablet: ['organization_name', 'created_by_fio'],
};

/** The field the list's `subject` holds for each kind (observation-kinds.ts on the server). */
const SUBJECT_FIELD: Record<TObservationKind, string> = {
  pnbr: 'place',
  works: 'structural_division',
  driving: 'driver',
};

export function useObservationsColumns(kind: TObservationKind): GridColDef<TObservationListItem>[] {
  const { t } = useTranslation('observation_data');
  const lang = useLanguage();
  return useMemo(
    () => [
      { field: 'number', headerName: t('fields.number'), minWidth: 140, flex: 1 },
      {
        field: 'observed_at',
        headerName: t(kind === 'driving' ? 'fields.trip_date' : 'fields.observed_at'),
        width: 160,
        // A driving observation is dated by its trip's day, the others by a moment.
        valueFormatter: (value: string) =>
          value.length === 10 ? formatDate(value, lang) : formatDateTime(value, lang),
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 115,
        renderCell: ({ row }) => <StatusChip status={row.status} label={t(`statuses.${row.status}`)} />,
      },
      {
        field: 'subject',
        headerName: t(`fields.${SUBJECT_FIELD[kind]}`),
        flex: 1.3,
        minWidth: 180,
        sortable: false,
      },
      {
        field: 'organization_name',
        headerName: t('fields.organization_id'),
        flex: 1,
        minWidth: 160,
        sortable: false,
      },
      {
        field: 'at_risk_count',
        headerName: t('fields.at_risk_count'),
        // Narrow on purpose: on a phone it stays beside the number and the status.
        width: 90,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={row.at_risk_count}
            color={row.at_risk_count > 0 ? 'error' : 'default'}
            variant={row.at_risk_count > 0 ? 'filled' : 'outlined'}
            data-testid="at-risk-count"
          />
        ),
      },
      {
        field: 'created_by_fio',
        headerName: t('fields.created_by_fio'),
        flex: 1,
        minWidth: 150,
        sortable: false,
      },
    ],
    [t, lang, kind],
  );
}
