import { FORMAT_LOCALES } from '@hse/contracts/constants';
import { FORM_SUBMISSION_MODULE } from '@hse/contracts/form-submissions';
import type { TFormConsolidation } from '@hse/contracts/form-workbooks';
import { NUMERIC_FORM_KINDS, type TFormDefinition, type TFormTable } from '@hse/contracts/forms/definition';
import type { TFormRow } from '@hse/contracts/forms/evaluate';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../components/localized';
import { FORM_EXCEL_NS } from './form-excel-panel';
// The submissions' whole text tree: the statuses' names.
import './texts';

const { key } = FORM_SUBMISSION_MODULE;

/** A table in a focusable region of its own, so at 320 px it scrolls instead of the page. */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Box>
  );
}

function useNumber() {
  const lang = useLanguage();
  const format = new Intl.NumberFormat(FORMAT_LOCALES[lang], { maximumFractionDigits: 6 });
  return (value: unknown) => (typeof value === 'number' ? format.format(value) : '—');
}

function TableTotals({ table, result }: { table: TFormTable; result: TFormConsolidation }) {
  const { t } = useTranslation(FORM_EXCEL_NS);
  const lang = useLanguage();
  const show = useNumber();
  const columns = table.columns.filter((c) => NUMERIC_FORM_KINDS.includes(c.kind));
  const rows = (result.total.values[table.key] as TFormRow[] | undefined) ?? [];
  const label = (row: TFormRow, i: number) =>
    table.rows.mode === 'fixed'
      ? (table.rows.rows.find((r) => r.key === row.row)?.label[lang] ?? String(row.row))
      : String(i + 1);
  return (
    <Scroll label={table.label[lang]}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>{table.label[lang]}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('consolidation.row')}
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.key} component="th" scope="col" align="right">
                {c.unit ? `${c.label[lang]}, ${c.unit[lang]}` : c.label[lang]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={String(row.row ?? i)}>
              <TableCell component="th" scope="row">
                {label(row, i)}
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.key} align="right">
                  {show(row[c.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {table.totalRow && (
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {t('consolidation.total')}
              </TableCell>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align="right"
                  sx={{ fontWeight: 700 }}
                  data-testid={`consolidation-total-${table.key}-${c.key}`}
                >
                  {show(result.total.totals[table.key]?.[c.key])}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Scroll>
  );
}

/** The consolidated figures, then each subsidiary's own beside the total, and its submissions. */
export function ConsolidationResult({
  result,
  definition,
}: {
  result: TFormConsolidation;
  definition: TFormDefinition;
}) {
  const { t } = useTranslation([FORM_EXCEL_NS, key]);
  const lang = useLanguage();
  const show = useNumber();
  const fields = definition.sections
    .flatMap((s) => s.fields)
    .filter((f) => NUMERIC_FORM_KINDS.includes(f.kind));
  const tables = definition.sections.flatMap((s) => s.tables);
  if (result.subsidiaries.length === 0)
    return <Typography data-testid="consolidation-empty">{t('consolidation.empty')}</Typography>;
  return (
    <Stack spacing={2} data-testid="consolidation-result">
      <Typography variant="h6" component="h2">
        {result.organization_name} · {result.from} — {result.to}
      </Typography>
      {tables.map((table) => (
        <Paper key={table.key} sx={{ p: 2 }}>
          <TableTotals table={table} result={result} />
        </Paper>
      ))}
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('consolidation.subsidiaries')}
        </Typography>
        {fields.length > 0 && (
          <Scroll label={t('consolidation.subsidiaries')}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('consolidation.indicator')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {t('consolidation.total')}
                  </TableCell>
                  {result.subsidiaries.map((s) => (
                    <TableCell key={s.organization_id} component="th" scope="col" align="right">
                      {s.organization_name}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((f) => (
                  <TableRow key={f.key}>
                    <TableCell component="th" scope="row">
                      {f.unit ? `${f.label[lang]}, ${f.unit[lang]}` : f.label[lang]}
                    </TableCell>
                    <TableCell align="right">{show(result.total.values[f.key])}</TableCell>
                    {result.subsidiaries.map((s) => (
                      <TableCell key={s.organization_id} align="right">
                        {show(s.computed.values[f.key])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Scroll>
        )}
        <Stack component="ul" spacing={1} sx={{ pl: 2, mt: 2 }}>
          {result.subsidiaries.map((s) => (
            <li key={s.organization_id}>
              <Typography>
                {s.organization_name} · {t('consolidation.count', { count: s.submissions.length })}
              </Typography>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                {s.submissions.map((submission) => (
                  <Link
                    key={submission.id}
                    component={RouterLink}
                    to={`/form-edit/${submission.id}/${result.form}`}
                    data-testid="consolidation-drill"
                  >
                    {t('consolidation.open', { number: submission.number, period: submission.period_key })}
                    {` (${t(`${key}:statuses.${submission.status}`)})`}
                  </Link>
                ))}
              </Stack>
            </li>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
