import type { TPage } from '@hse/contracts/common';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import {
  DataGrid,
  type DataGridProps,
  type GridColumnVisibilityModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TServerSorting } from './grid-sorting';
import { LIST_PAGE_SIZES, type TListState, withFilter } from './list-params';
import { useColumnChoice } from './use-column-choice';
import { useGridLocaleText } from './use-grid-locale-text';
import { useNarrowScreen } from './use-narrow-screen';

/** Columns a list hides by default on a phone (below 600 px) and on a tablet (below 960 px). */
export type TNarrowHidden = { phone: readonly string[]; tablet: readonly string[] };

type TProps<R extends GridValidRowModel, O extends string, P extends TListState<O>> = Omit<
  DataGridProps<R>,
  | 'rows'
  | 'rowCount'
  | 'loading'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortModel'
  | 'onSortModelChange'
  | 'columnVisibilityModel'
  | 'onColumnVisibilityModelChange'
> & {
  data: TPage<R> | undefined;
  loading: boolean;
  /** The list's state in the address; the grid's pages are 0-based, the API's 1-based. */
  params: P;
  update: (change: (current: P) => P, options?: { replace?: boolean }) => void;
  sorting: TServerSorting<O>;
  narrowHidden: TNarrowHidden;
  /** Offers the choice of columns, kept in this browser under the list's name, beside `label`. */
  columnChoice?: { list: string; label: string };
  /** Opens a row, by a click or by Enter on one of its cells. */
  onOpen: (row: R) => void;
  /** Cells whose Enter is their own (a button), not the row's. */
  ownKeysFor?: readonly string[];
};

function narrowVisibility(hidden: TNarrowHidden, compact: boolean, medium: boolean) {
  const fields = compact ? hidden.phone : medium ? hidden.tablet : [];
  return Object.fromEntries(fields.map((field) => [field, false])) as GridColumnVisibilityModel;
}

/** A list paged, sorted and filtered by the server (the free grid caps a page at 100 rows). */
export function ServerDataGrid<R extends GridValidRowModel, O extends string, P extends TListState<O>>(
  props: TProps<R, O, P>,
) {
  const {
    data,
    loading,
    params,
    update,
    sorting,
    narrowHidden,
    columnChoice,
    onOpen,
    ownKeysFor = [],
    sx,
    ...grid
  } = props;
  const { t } = useTranslation('common');
  const localeText = useGridLocaleText();
  const { compact, medium } = useNarrowScreen();
  const [chosen, choose] = useColumnChoice(columnChoice?.list ?? '');
  // The grid takes a new sort model for a change of order and answers it by going back to the
  // first page; one built anew on every render (each answer from the server) sent the reader
  // back to page 1 moments after "next page", and wrote two more steps into the history.
  const { ordering, page: currentPage, pageSize } = params;
  const sortModel = useMemo(() => sorting.toModel(ordering), [sorting, ordering]);
  const paginationModel = useMemo(() => ({ page: currentPage - 1, pageSize }), [currentPage, pageSize]);
  // A page past the last one (an old link, rows gone since) is corrected by the grid to the last;
  // that correction replaces the address, so Back does not return to the page that is not there.
  const pastTheEnd = data !== undefined && currentPage > 1 && (currentPage - 1) * pageSize >= data.count;
  const choice = columnChoice
    ? {
        showToolbar: true,
        label: columnChoice.label,
        slotProps: {
          toolbar: {
            showQuickFilter: false,
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        },
      }
    : {};
  // The grid's own overlay puts an unnamed progress bar among its rows (axe: aria-required-children,
  // aria-progressbar-name): while a page that is shown reloads, a named bar above it says so; the
  // overlay is left for the first load only, when there are no rows to stand among.
  const reloading = loading && data !== undefined;
  return (
    <Box sx={{ position: 'relative' }}>
      {reloading && (
        <LinearProgress
          aria-label={t('loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
        />
      )}
      <DataGrid<R>
        rows={data?.results ?? []}
        rowCount={data?.count ?? 0}
        loading={loading && !reloading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        pageSizeOptions={[...LIST_PAGE_SIZES]}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          if (model.page === paginationModel.page && model.pageSize === paginationModel.pageSize) return;
          update(
            (current) =>
              model.pageSize === current.pageSize
                ? { ...current, page: model.page + 1 }
                : { ...current, pageSize: model.pageSize, page: 1 },
            { replace: pastTheEnd },
          );
        }}
        sortingOrder={['asc', 'desc']}
        sortModel={sortModel}
        onSortModelChange={(model) =>
          update((current) => withFilter(current, { ordering: sorting.toOrdering(model) } as Partial<P>))
        }
        // The reader's own choice of columns wins over what the screen width hides by default.
        columnVisibilityModel={{
          ...narrowVisibility(narrowHidden, compact, medium),
          ...(columnChoice ? chosen : {}),
        }}
        onColumnVisibilityModelChange={columnChoice ? choose : undefined}
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
        {...choice}
        {...grid}
      />
    </Box>
  );
}
