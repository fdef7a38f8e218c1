import type { TPage } from '@hse/contracts/common';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { LIST_PAGE_SIZES } from './list-params';
import { useGridLocaleText } from './use-grid-locale-text';

type TPaging = { page: number; pageSize: number };

type TProps<R extends GridValidRowModel, P extends TPaging> = Omit<
  DataGridProps<R>,
  'rows' | 'rowCount' | 'loading' | 'paginationModel' | 'onPaginationModelChange'
> & {
  data: TPage<R> | undefined;
  loading: boolean;
  /** The list's state in the address; the grid's pages are 0-based, the API's 1-based. */
  params: P;
  update: (change: (current: P) => P) => void;
  /** Opens a row, by a click or by Enter on one of its cells. */
  onOpen: (row: R) => void;
  /** Cells whose Enter is their own (a button), not the row's. */
  ownKeysFor?: readonly string[];
};

/** A list paged, sorted and filtered by the server (the free grid caps a page at 100 rows). */
export function ServerDataGrid<R extends GridValidRowModel, P extends TPaging>(props: TProps<R, P>) {
  const { data, loading, params, update, onOpen, ownKeysFor = [], sx, ...grid } = props;
  const localeText = useGridLocaleText();
  return (
    <DataGrid<R>
      rows={data?.results ?? []}
      rowCount={data?.count ?? 0}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      pageSizeOptions={[...LIST_PAGE_SIZES]}
      paginationModel={{ page: params.page - 1, pageSize: params.pageSize }}
      onPaginationModelChange={(model) =>
        update((current) =>
          model.pageSize === current.pageSize
            ? { ...current, page: model.page + 1 }
            : { ...current, pageSize: model.pageSize, page: 1 },
        )
      }
      onRowClick={({ row }) => onOpen(row)}
      // Keyboard users open a row with Enter, as a pointer does with a click.
      onCellKeyDown={({ row, field }, event) => {
        if (event.key === 'Enter' && !ownKeysFor.includes(field)) onOpen(row);
      }}
      localeText={localeText}
      autoHeight
      sx={[
        { bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...grid}
    />
  );
}
