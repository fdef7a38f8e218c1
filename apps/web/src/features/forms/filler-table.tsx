import type { TFormFieldSpec, TFormTable } from '@hse/contracts/forms/definition';
import type { TFormRow } from '@hse/contracts/forms/evaluate';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Cell } from './filler-cell';
import { NUMBER_KINDS, type TContext } from './filler-context';
import { labelWithUnit } from './filler-labels';
import { Notes } from './filler-notes';
import { FORM_SCREENS_NS } from './texts';

const COLUMN_WIDTH: Partial<Record<TFormFieldSpec['kind'], number>> = {
  text: 200,
  long_text: 240,
  date: 160,
  choice: 180,
};

export function FormTablePart({ table, ctx }: { table: TFormTable; ctx: TContext }) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const captionId = useId();
  const {
    fields: rows,
    append,
    remove,
  } = useFieldArray({
    // The values are one record of the definition's keys: a table's key holds its rows.
    control: ctx.control as unknown as Control<Record<string, TFormRow[]>>,
    name: table.key,
  });
  const free = table.rows.mode === 'free';
  const max = table.rows.mode === 'free' ? table.rows.max : 0;
  const totals = ctx.filler.computed.totals[table.key] ?? {};
  const computedRows = (ctx.filler.computed.values[table.key] as TFormRow[] | undefined) ?? [];
  const rowLabel = (index: number) =>
    table.rows.mode === 'fixed'
      ? (table.rows.rows[index]?.label[ctx.lang] ?? '')
      : t('filler.row_number', { n: index + 1 });
  const emptyRow = () =>
    Object.fromEntries(table.columns.filter((c) => c.kind !== 'computed').map((c) => [c.key, null]));
  return (
    <Box>
      <Typography id={captionId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {table.label[ctx.lang]}
      </Typography>
      {/* A wide table scrolls inside its own box, never the page; the box takes the keyboard too. */}
      <Box
        role="region"
        aria-label={t('filler.table_region', { table: table.label[ctx.lang] })}
        tabIndex={0}
        data-testid={`table-${table.key}`}
        sx={{
          overflowX: 'auto',
          maxWidth: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Table size="small" aria-labelledby={captionId} sx={{ minWidth: 'max-content' }}>
          <TableHead>
            <TableRow>
              <TableCell
                sx={{
                  minWidth: { xs: 110, sm: 160 },
                  position: 'sticky',
                  left: 0,
                  bgcolor: 'background.paper',
                  zIndex: 1,
                }}
              >
                {t('filler.row')}
              </TableCell>
              {table.columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={NUMBER_KINDS.has(column.kind) ? 'right' : 'left'}
                  sx={{ minWidth: COLUMN_WIDTH[column.kind] ?? 130, verticalAlign: 'bottom' }}
                >
                  {labelWithUnit(column, ctx.lang)}
                </TableCell>
              ))}
              {free && !ctx.readOnly && <TableCell aria-hidden />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={row.id} data-testid={`row-${table.key}-${index}`}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, maxWidth: 220 }}
                >
                  {rowLabel(index)}
                </TableCell>
                {table.columns.map((column) => (
                  <TableCell key={column.key} align={NUMBER_KINDS.has(column.kind) ? 'right' : 'left'}>
                    <Cell
                      table={table}
                      column={column}
                      index={index}
                      rowLabel={rowLabel(index)}
                      value={computedRows[index]?.[column.key]}
                      ctx={ctx}
                    />
                  </TableCell>
                ))}
                {free && !ctx.readOnly && (
                  <TableCell>
                    <IconButton
                      color="error"
                      aria-label={`${t('filler.remove_row')}: ${rowLabel(index)}`}
                      onClick={() => remove(index)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={table.columns.length + 2}>{t('filler.no_rows')}</TableCell>
              </TableRow>
            )}
            {table.totalRow && (
              <TableRow data-testid={`total-${table.key}`} sx={{ bgcolor: 'action.hover' }}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    fontWeight: 600,
                    position: 'sticky',
                    left: 0,
                    bgcolor: 'background.paper',
                    zIndex: 1,
                  }}
                >
                  {t('filler.total')}
                </TableCell>
                {table.columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align="right"
                    sx={{ fontWeight: 600 }}
                    data-testid={`total-${table.key}-${column.key}`}
                  >
                    {column.key in totals ? ctx.format(totals[column.key]) : ''}
                    <Notes path={`${table.key}.total.${column.key}`} ctx={ctx} />
                  </TableCell>
                ))}
                {free && !ctx.readOnly && <TableCell />}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      {free && !ctx.readOnly && (
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button startIcon={<AddIcon />} onClick={() => append(emptyRow())} disabled={rows.length >= max}>
            {t('filler.add_row')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('filler.rows_max', { max })}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
