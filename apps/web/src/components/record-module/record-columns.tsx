import { orderingParamOf, type TRecordModule } from '@hse/contracts/record-module/define';
import type { TRecordListItem } from '@hse/contracts/record-module/schemas';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverSorting, type TServerSorting } from '../grid-sorting';
import { formatDateTime, useLanguage } from '../localized';
import type { TNarrowHidden } from '../server-data-grid';
import { StatusChip } from '../status-chip';
import { FIELD_UI } from './field-registry';
import { listColumnsOf, recordCellText } from './record-cells';

/** Columns every record has besides its fields. */
const COMMON: Record<string, Partial<GridColDef<TRecordListItem>>> = {
  // Numbers run long (`AUD-DOG-P-2026-00001`: a series per organization): they are read whole.
  number: { minWidth: 200, flex: 0.8 },
  organization_id: { flex: 1, minWidth: 170, valueGetter: (_, row) => row.organization_name },
  created_by_fio: { flex: 1, minWidth: 150 },
};

/** The manifest's list columns (or those named), each drawn by its field's kind. */
export function useRecordColumns(
  module: TRecordModule,
  names?: readonly string[],
): GridColDef<TRecordListItem>[] {
  const { t } = useTranslation(module.key);
  const lang = useLanguage();
  return useMemo(
    () =>
      listColumnsOf(module, names).map((name): GridColDef<TRecordListItem> => {
        const base: GridColDef<TRecordListItem> = {
          field: name,
          headerName: t(`fields.${name}`),
          sortable: module.list.ordering.map(String).includes(name),
        };
        if (name === 'status')
          return {
            ...base,
            width: 160,
            renderCell: ({ row }) => <StatusChip status={row.status} label={t(`statuses.${row.status}`)} />,
          };
        if (name === 'created_at')
          return { ...base, width: 160, valueFormatter: (value: string) => formatDateTime(value, lang) };
        const field = module.fields[name];
        if (!field) return { ...base, ...COMMON[name] };
        return {
          ...base,
          ...(FIELD_UI[field.kind].column as Partial<GridColDef<TRecordListItem>>),
          valueGetter: (_, row) => recordCellText(module, name, row, lang),
        };
      }),
    [module, names, t, lang],
  );
}

/** The grid's sort model and the API's `ordering`: the manifest's orderable columns, its default order. */
export function recordSorting(module: TRecordModule): TServerSorting<string> {
  const fields = Object.fromEntries(
    module.list.ordering.map((f) => [String(f), orderingParamOf(module, String(f))]),
  );
  return serverSorting(fields, orderingParamOf(module, module.list.defaultOrdering));
}

/** A phone and a tablet leave out what the manifest names. */
export function recordNarrowHidden(module: TRecordModule): TNarrowHidden {
  const hidden = (module.list.narrowHidden ?? []).map(String);
  return { phone: hidden, tablet: hidden };
}
