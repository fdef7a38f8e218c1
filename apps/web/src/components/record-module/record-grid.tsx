import type { TRecordListItem } from '@hse/contracts/record-module/schemas';
import { useMemo } from 'react';
import { ServerDataGrid } from '../server-data-grid';
import { recordNarrowHidden, recordSorting, useRecordColumns } from './record-columns';
import type { TRecordListView } from './record-list-params';

type TProps = TRecordListView & {
  columns?: readonly string[];
  label: string;
  onOpen: (row: TRecordListItem) => void;
};

/** A module's list in the data grid, from 600 px up: a chunk of its own (decision 103). */
export default function RecordGrid({
  module,
  columns,
  data,
  loading,
  params,
  update,
  label,
  onOpen,
}: TProps) {
  const gridColumns = useRecordColumns(module, columns);
  const sorting = useMemo(() => recordSorting(module), [module]);
  return (
    <ServerDataGrid
      data={data}
      loading={loading}
      params={params}
      update={update}
      columns={gridColumns}
      sorting={sorting}
      narrowHidden={recordNarrowHidden(module)}
      columnChoice={{ list: module.key, label }}
      onOpen={onOpen}
    />
  );
}
