import { orderingParamOf, type TRecordModule } from '@hse/contracts/record-module/define';
import type { TRecordListItem } from '@hse/contracts/record-module/schemas';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LIST_PAGE_SIZES } from '../list-params';
import { useLanguage } from '../localized';
import { StatusChip } from '../status-chip';
import { recordCellText } from './record-cells';
import type { TRecordListView } from './record-list-params';
import { CardsPaging } from './record-list-view';
import { usePageTexts } from './record-module';

type TProps = TRecordListView & {
  /** The list's columns: the first is the row's heading, the status its chip, the rest its lines. */
  columns: readonly string[];
  hrefOf: (row: TRecordListItem) => string;
};

/** The rows' look, from the theme: a card each, the whole card the link to the record. */
const ROWS: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 1,
  '& a': {
    display: 'block',
    p: 1.5,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    color: 'text.primary',
    textDecoration: 'none',
    ...theme.typography.body2,
  },
  '& a:hover': { bgcolor: 'action.hover' },
  '& a:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& .row-head': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 },
  '& .row-title': { ...theme.typography.body1, fontWeight: 500, flex: '1 1 auto', overflowWrap: 'anywhere' },
  // Names and values in halves, each wrapping between words: at 320 px a half still holds a long
  // word of a name (`происшествия`) whole, and a long name never squeezes a value into a column
  // of single letters. Only a word longer than its half breaks.
  '& dl': { m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 0.25 },
  '& dl > div': { display: 'contents' },
  '& dt': { color: 'text.secondary', overflowWrap: 'break-word' },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
});

/** Each orderable column up and down, in the API's names; the manifest's default order first. */
function orderings(module: TRecordModule): { value: string; field: string; desc: boolean }[] {
  const fields = module.list.ordering.map(String);
  const byDefault = module.list.defaultOrdering;
  const all = fields.flatMap((field) =>
    [false, true].map((desc) => ({
      value: orderingParamOf(module, `${desc ? '-' : ''}${field}`),
      field,
      desc,
    })),
  );
  const first = orderingParamOf(module, byDefault);
  return [...all.filter((o) => o.value === first), ...all.filter((o) => o.value !== first)];
}

/**
 * A module's list on a phone (below 600 px): the same page of the same rows as the grid, each a
 * card that opens the record, with the order and the page size as native selects and the pages
 * as numbered buttons, all kept in the address. It needs neither the data grid nor the date
 * pickers, which a phone then never downloads unless the reader opens the filters (decision 103).
 */
export function RecordPhoneList({ module, columns, data, loading, params, update, hrefOf }: TProps) {
  const { t } = useTranslation(module.key);
  const records = usePageTexts(module);
  const lang = useLanguage();
  const headingId = useId();
  const options = orderings(module);
  const ordering = params.ordering ?? orderingParamOf(module, module.list.defaultOrdering);
  const [heading, ...lines] = columns.filter((name) => name !== 'status');
  const rows = data?.results ?? [];
  const count = data?.count ?? 0;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label={records('list.sort')}
          value={ordering}
          onChange={(event) => update((current) => ({ ...current, ordering: event.target.value, page: 1 }))}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'record-list-sort' } }}
          sx={{ flex: '1 1 14rem' }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {records(option.desc ? 'list.descending' : 'list.ascending', {
                field: t(`fields.${option.field}`),
              })}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={records('list.page_size')}
          value={params.pageSize}
          onChange={(event) =>
            update((current) => ({ ...current, pageSize: Number(event.target.value), page: 1 }))
          }
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'record-list-page-size' } }}
          sx={{ flex: '0 1 11rem' }}
        >
          {LIST_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </TextField>
      </Stack>
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {data ? records('list.found', { count }) : records('list.loading')}
      </Typography>
      {loading && <LinearProgress aria-label={records('list.loading')} sx={{ mb: 1 }} />}
      {data && rows.length === 0 && <Typography color="text.secondary">{records('list.empty')}</Typography>}
      {/* Plain elements styled once from the list: a page of cards drawn as MUI components each
          cost the phone's slowed CPU several times as much (decision 103). */}
      <Box component="ul" sx={ROWS}>
        {rows.map((row) => (
          <li key={row.id} data-testid="record-row">
            <RouterLink to={hrefOf(row)}>
              <span className="row-head">
                <span className="row-title">
                  {heading ? recordCellText(module, heading, row, lang) || '—' : ''}
                </span>
                {columns.includes('status') && (
                  <StatusChip status={row.status} label={t(`statuses.${row.status}`)} />
                )}
              </span>
              <dl>
                {lines.map((name) => {
                  const text = recordCellText(module, name, row, lang);
                  if (!text) return null;
                  return (
                    <div key={name}>
                      <dt>{t(`fields.${name}`)}</dt>
                      <dd>{text}</dd>
                    </div>
                  );
                })}
              </dl>
            </RouterLink>
          </li>
        ))}
      </Box>
      <CardsPaging
        count={count}
        page={params.page}
        pageSize={params.pageSize}
        label={records('list.pages')}
        onPage={(next) => update((current) => ({ ...current, page: next }))}
      />
    </Box>
  );
}
