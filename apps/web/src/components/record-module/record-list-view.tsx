import GridViewIcon from '@mui/icons-material/GridViewOutlined';
import TableRowsIcon from '@mui/icons-material/TableRowsOutlined';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';

export type TListView = 'cards' | 'table';

const storageKey = (module: string) => `hse.list-view.${module}`;

/** The reader's last choice of a module's list view, cards unless they chose the table. */
export function useListView(module: string): [TListView, (view: TListView) => void] {
  const [view, setView] = useState<TListView>(() =>
    localStorage.getItem(storageKey(module)) === 'table' ? 'table' : 'cards',
  );
  return [
    view,
    (next) => {
      localStorage.setItem(storageKey(module), next);
      setView(next);
    },
  ];
}

/** Two pressed-or-not buttons, each named in the reader's language. */
export function ListViewSwitch({
  view,
  onChange,
  label,
  cardsLabel,
  tableLabel,
}: {
  view: TListView;
  onChange: (view: TListView) => void;
  label: string;
  cardsLabel: string;
  tableLabel: string;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      aria-label={label}
      onChange={(_, next: TListView | null) => next && onChange(next)}
    >
      <ToggleButton value="cards" aria-label={cardsLabel} data-testid="list-view-cards">
        <GridViewIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="table" aria-label={tableLabel} data-testid="list-view-table">
        <TableRowsIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** The cards' pages: the table's paging state, as numbered buttons. */
export function CardsPaging({
  count,
  page,
  pageSize,
  label,
  onPage,
}: {
  count: number;
  page: number;
  pageSize: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <Stack sx={{ alignItems: 'center', mt: 2 }}>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_, next) => onPage(next)}
        aria-label={label}
        siblingCount={0}
      />
    </Stack>
  );
}
