import { FORMAT_LOCALES } from '@hse/contracts/constants';
import { ROAD_MAP_MODULE, type TRoadMapSummary, type TRoadMapTotals } from '@hse/contracts/road-maps';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useLanguage } from '../../components/localized';
import type { TRecordSlotProps } from '../../components/record-module/record-module';

const NS = ROAD_MAP_MODULE.key;

/**
 * The map's totals by category and in all, computed by the server; once approved, what was
 * agreed beside what is reported now (decision 052). Read again whenever an item or the
 * status changes (its key lies under the items' key).
 */
export function RoadMapSummary({ record }: TRecordSlotProps) {
  const { t } = useTranslation(NS);
  const lang = useLanguage();
  const year = String(record.year ?? '');
  const summary = useQuery({
    queryKey: [NS, record.id, 'items', 'summary', record.status],
    queryFn: () => api.get<TRoadMapSummary>(`/road-maps/${record.id}/summary/`),
  });
  const format = (value: number | null, digits = 3) =>
    value === null
      ? '—'
      : new Intl.NumberFormat(FORMAT_LOCALES[lang], { maximumFractionDigits: digits }).format(value);
  const data = summary.data;
  const titleId = `road-map-summary-${record.id}`;
  const rows = (name: string, totals: TRoadMapTotals, agreed: TRoadMapTotals | null, strong = false) => {
    const cells = (label: string, values: TRoadMapTotals) => (
      <>
        <TableCell>{label}</TableCell>
        <TableCell align="right">{values.items}</TableCell>
        <TableCell align="right">{format(values.budget)}</TableCell>
        <TableCell align="right">{format(values.needed_funding)}</TableCell>
        <TableCell align="right">{format(values.percent, 1)}</TableCell>
      </>
    );
    const weight = strong ? { '& th, & td': { fontWeight: 700 } } : undefined;
    return (
      <>
        <TableRow sx={weight}>
          <TableCell component="th" scope="row" rowSpan={agreed ? 2 : 1}>
            {name}
          </TableCell>
          {cells(t('summary.actual'), totals)}
        </TableRow>
        {agreed && <TableRow sx={weight}>{cells(t('summary.agreed'), agreed)}</TableRow>}
      </>
    );
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2 }}
      data-testid="road-map-summary"
    >
      <Typography id={titleId} variant="h6" component="h2">
        {t('sections.summary')}
      </Typography>
      {summary.isPending && (
        <CircularProgress size={24} aria-label={t('loading', { ns: 'common' })} sx={{ mt: 1 }} />
      )}
      {summary.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('summary.load_failed')}
        </Alert>
      )}
      {data && !data.agreed && (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {t('summary.not_agreed')}
        </Typography>
      )}
      {data && (
        <Box sx={{ overflowX: 'auto', mt: 1 }} tabIndex={0} role="region" aria-labelledby={titleId}>
          <Table size="small" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('summary.category')}</TableCell>
                <TableCell>{t('summary.figures')}</TableCell>
                <TableCell align="right">{t('summary.items')}</TableCell>
                <TableCell align="right">{t('item.budget', { year })}</TableCell>
                <TableCell align="right">{t('item.needed_funding', { year })}</TableCell>
                <TableCell align="right">{t('item.percent')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.categories.map((category) => (
                <Fragment key={category.category}>
                  {rows(t(`options.category.${category.category}`), category.totals, category.agreed_totals)}
                </Fragment>
              ))}
              {rows(t('summary.map_total'), data.totals, data.agreed_totals, true)}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
