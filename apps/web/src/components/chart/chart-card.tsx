import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { saveBlob } from '../../api/download';
import { useLazyTexts } from '../../i18n/lazy-texts';
import { useLanguage } from '../localized';
import { fileNameOf, tableRows, toTsv } from './chart-format';
import { chartOption, type TChartColors } from './chart-option';
import { ChartTable } from './chart-table';
import type { TChartSpec } from './chart-types';
import type { TEChartsHandle } from './echarts-view';
import { buildXlsx } from './xlsx-writer';

// ECharts arrives after the page: its heading, tables and figures show first.
const EChartsView = lazy(() => import('./echarts-view'));

const LIGHT = ['#1565C0', '#E65100', '#2E7D32', '#6A1B9A', '#C62828', '#00838F', '#AD1457', '#5D4037'];
const DARK = ['#64B5F6', '#FFB74D', '#81C784', '#CE93D8', '#EF9A9A', '#4DD0E1', '#F48FB1', '#BCAAA4'];

type TProps = { spec: TChartSpec; height?: number; headingLevel?: 'h2' | 'h3' };

/**
 * A chart with its title, unit and legend, switchable to a table of the same figures (the keyboard's
 * and the screen reader's way in), exported as PNG or Excel, its figures copied; a click on a bar,
 * a slice or a figure opens the list it counts.
 */
export function ChartCard({ spec, height = 320, headingLevel = 'h2' }: TProps) {
  const lang = useLanguage();
  useLazyTexts('charts', lang);
  const { t } = useTranslation('charts');
  const theme = useTheme();
  const navigate = useNavigate();
  const still = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [copied, setCopied] = useState(false);
  const handle = useRef<TEChartsHandle>(null);
  const empty =
    spec.data.categories.length === 0 || spec.data.series.every((s) => s.values.every((v) => v === null));

  const option = useMemo(() => {
    const colors: TChartColors = {
      text: theme.palette.text.primary,
      muted: theme.palette.text.secondary,
      grid: theme.palette.divider,
      threshold: theme.palette.error.main,
      palette: theme.palette.mode === 'dark' ? DARK : LIGHT,
    };
    return chartOption(spec, { lang, colors, animate: !still, narrow });
  }, [spec, lang, theme, still, narrow]);

  const onSelect = (seriesIndex: number, dataIndex: number) => {
    const series = spec.kind === 'pie' ? spec.data.series[0] : spec.data.series[seriesIndex];
    const link = series?.links?.[dataIndex];
    if (link) navigate(link);
  };
  const headers = { category: t('table.category'), missing: t('no_data') };
  const exportPng = () => {
    const url = handle.current?.toPng(theme.palette.background.paper);
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileNameOf(spec.title)}.png`;
    link.click();
  };
  const exportXlsx = () => {
    const rows = [
      [headers.category, ...spec.data.series.map((s) => (spec.unit ? `${s.name}, ${spec.unit}` : s.name))],
      ...tableRows(spec.data).map((row) => [row.category, ...row.cells.map((cell) => cell.value)]),
    ];
    saveBlob(buildXlsx(spec.title, rows), `${fileNameOf(spec.title)}.xlsx`);
  };
  const copy = () => {
    void navigator.clipboard?.writeText(toTsv(spec.data, headers)).then(() => setCopied(true));
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label={spec.title}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography
          variant="h6"
          component={headingLevel}
          sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}
        >
          {spec.title}
        </Typography>
        {spec.unit && (
          <Typography variant="body2" color="text.secondary">
            {t('unit', { unit: spec.unit })}
          </Typography>
        )}
      </Stack>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {t('empty')}
        </Typography>
      ) : view === 'chart' ? (
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <EChartsView
            option={option}
            onSelect={onSelect}
            height={narrow ? Math.min(height, 280) : height}
            label={t('chart_label', { title: spec.title })}
            handle={handle}
          />
        </Suspense>
      ) : (
        <ChartTable spec={spec} />
      )}
      {!empty && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, displayPrint: 'none' }}>
          <Button
            size="small"
            startIcon={<TableChartOutlinedIcon />}
            aria-pressed={view === 'table'}
            onClick={() => setView(view === 'chart' ? 'table' : 'chart')}
          >
            {view === 'chart' ? t('show_table') : t('show_chart')}
          </Button>
          {view === 'chart' && (
            <Button size="small" startIcon={<ImageOutlinedIcon />} onClick={exportPng}>
              {t('export_png')}
            </Button>
          )}
          <Button size="small" startIcon={<TableChartOutlinedIcon />} onClick={exportXlsx}>
            {t('export_xlsx')}
          </Button>
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
            {copied ? t('copied') : t('copy')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
