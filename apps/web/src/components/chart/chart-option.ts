import type { TLanguage } from '@hse/contracts/constants';
import type { EChartsCoreOption } from 'echarts/core';
import { formatNumber } from './chart-format';
import type { TChartSpec } from './chart-types';

export type TChartColors = {
  text: string;
  muted: string;
  grid: string;
  threshold: string;
  /** Series colours, distinguishable in both themes. */
  palette: readonly string[];
};

/** The share (%) below which a pie's slice is named only in the legend, the tooltip and the table. */
export const PIE_LABEL_MIN_PERCENT = 4;

type TOptionContext = { lang: TLanguage; colors: TChartColors; animate: boolean; narrow: boolean };

/** The ECharts option of a chart: the reader's number format, the theme's colours, motion or none. */
export function chartOption(
  spec: TChartSpec,
  { lang, colors, animate, narrow }: TOptionContext,
): EChartsCoreOption {
  const format = (value: unknown) =>
    typeof value === 'number' ? formatNumber(value, lang, spec.digits ?? 0) : String(value ?? '');
  const base = {
    animation: animate,
    color: [...colors.palette],
    textStyle: { color: colors.text, fontFamily: 'inherit' },
    legend: {
      type: 'scroll',
      bottom: 0,
      textStyle: { color: colors.text },
      pageTextStyle: { color: colors.text },
    },
    tooltip: {
      trigger: spec.kind === 'pie' ? 'item' : 'axis',
      valueFormatter: (value: unknown) => `${format(value)} ${spec.unit}`.trim(),
    },
  };
  if (spec.kind === 'pie') {
    const [first] = spec.data.series;
    return {
      ...base,
      series: [
        {
          type: 'pie',
          name: first?.name ?? spec.title,
          radius: narrow ? ['30%', '60%'] : ['35%', '70%'],
          // Thin slices' labels crowd into each other around the ring: only a slice of a
          // noticeable share is named on the chart, a label that would still overlap another is
          // hidden, and the rest are read in the legend, the tooltip and the table view.
          label: {
            color: colors.text,
            formatter: (p: { name: string; percent: number }) =>
              `${p.name}: ${formatNumber(p.percent, lang, 1)} %`,
            overflow: 'truncate',
            width: narrow ? 90 : 160,
          },
          avoidLabelOverlap: true,
          minShowLabelAngle: (PIE_LABEL_MIN_PERCENT * 360) / 100,
          labelLayout: { hideOverlap: true },
          data: spec.data.categories.map((name, i) => ({ name, value: first?.values[i] ?? null })),
          cursor: first?.links ? 'pointer' : 'default',
        },
      ],
    };
  }
  const categoryAxis = {
    type: 'category',
    data: [...spec.data.categories],
    axisLabel: { color: colors.muted, hideOverlap: true, width: narrow ? 80 : 140, overflow: 'truncate' },
    axisLine: { lineStyle: { color: colors.grid } },
  };
  const valueAxis = {
    type: 'value',
    name: spec.unit,
    nameTextStyle: { color: colors.muted },
    // Numbers in the thousands run into each other on a phone: fewer ticks there, and none overlapping.
    axisLabel: { color: colors.muted, formatter: format, hideOverlap: true },
    splitNumber: narrow ? 3 : 5,
    splitLine: { lineStyle: { color: colors.grid } },
  };
  const series = spec.data.series.map((s, index) => ({
    type: s.kind ?? (spec.kind === 'line' ? 'line' : 'bar'),
    name: s.name,
    data: [...s.values],
    stack: spec.kind === 'stacked' && (s.kind ?? 'bar') === 'bar' ? 'total' : undefined,
    connectNulls: false,
    cursor: s.links ? 'pointer' : 'default',
    ...(index === 0 && spec.threshold
      ? {
          markLine: {
            symbol: 'none',
            silent: true,
            lineStyle: { color: colors.threshold, type: 'dashed', width: 2 },
            // Along a vertical line (bars laid across) the text would run over the bars: it
            // stands level above the plot instead, where the grid leaves it room (the line starts
            // at the top, the category axis being inverted).
            label: {
              color: colors.text,
              formatter: spec.threshold.label,
              position: spec.horizontal ? 'start' : 'insideEndTop',
            },
            data: [spec.horizontal ? { xAxis: spec.threshold.value } : { yAxis: spec.threshold.value }],
          },
        }
      : {}),
  }));
  return {
    ...base,
    grid: {
      left: 8,
      right: 16,
      top: spec.threshold && spec.horizontal ? 40 : 32,
      bottom: 40,
      containLabel: true,
    },
    xAxis: spec.horizontal ? valueAxis : categoryAxis,
    yAxis: spec.horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
    series,
  };
}
