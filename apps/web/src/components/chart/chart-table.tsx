import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../localized';
import { formatNumber, tableRows } from './chart-format';
import type { TChartSpec } from './chart-types';

/**
 * The chart's figures as a table: what a screen reader and a keyboard use, each figure a link into
 * the list it counts. A figure the server could not compute reads "no data", never 0.
 */
export function ChartTable({ spec }: { spec: TChartSpec }) {
  const { t } = useTranslation('charts');
  const lang = useLanguage();
  return (
    <TableContainer sx={{ maxHeight: 420, overflow: 'auto' }} tabIndex={0} aria-label={spec.title}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'start', padding: 0 }}>
          {spec.unit ? t('table.caption', { title: spec.title, unit: spec.unit }) : spec.title}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('table.category')}
            </TableCell>
            {spec.data.series.map((series) => (
              <TableCell key={series.name} component="th" scope="col" align="right">
                {series.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {tableRows(spec.data).map((row) => (
            <TableRow key={row.category}>
              <TableCell component="th" scope="row">
                {row.category}
              </TableCell>
              {row.cells.map((cell, index) => {
                const key = spec.data.series[index]?.name ?? index;
                if (cell.value === null)
                  return (
                    <TableCell key={key} align="right" sx={{ color: 'text.secondary' }}>
                      {t('no_data')}
                    </TableCell>
                  );
                const text = formatNumber(cell.value, lang, spec.digits ?? 0);
                return (
                  <TableCell key={key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {cell.link ? (
                      <Link component={RouterLink} to={cell.link}>
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
