import { describe, expect, it } from 'vitest';
import { chartOption, PIE_LABEL_MIN_PERCENT } from './chart-option';
import type { TChartSpec } from './chart-types';

const COLORS = { text: '#000', muted: '#555', grid: '#ccc', threshold: '#c00', palette: ['#111', '#222'] };

// Scope 1 by gas: carbon dioxide dwarfs the rest, whose slices sit side by side.
const PIE: TChartSpec = {
  title: 'Охват 1 по газам',
  unit: 'т CO2e',
  kind: 'pie',
  data: {
    categories: ['CO2', 'CH4', 'N2O', 'HFC', 'PFC', 'SF6'],
    series: [{ name: 'Охват 1', values: [9500, 300, 120, 50, 20, 10] }],
  },
};

type TPieSeries = {
  label: { formatter: (p: { name: string; percent: number }) => string };
  labelLayout: { hideOverlap: boolean };
  minShowLabelAngle: number;
  avoidLabelOverlap: boolean;
};

describe('a pie’s labels', () => {
  it('names only the slices of a noticeable share and hides a label that would overlap another', () => {
    for (const narrow of [false, true]) {
      const option = chartOption(PIE, { lang: 'ru', colors: COLORS, animate: false, narrow });
      const [series] = option.series as TPieSeries[];
      expect(series?.labelLayout.hideOverlap).toBe(true);
      expect(series?.avoidLabelOverlap).toBe(true);
      // A slice under the share has an angle under this one, so its label is not drawn.
      expect(series?.minShowLabelAngle).toBeCloseTo((PIE_LABEL_MIN_PERCENT * 360) / 100);
      expect(series?.label.formatter({ name: 'CO2', percent: 95.5 })).toBe('CO2: 95,5 %');
    }
  });

  it('keeps every slice in the legend, whose items scroll rather than crowd', () => {
    const option = chartOption(PIE, { lang: 'en', colors: COLORS, animate: false, narrow: true });
    expect((option.legend as { type: string }).type).toBe('scroll');
    const [series] = option.series as { data: { name: string }[] }[];
    expect(series?.data.map((d) => d.name)).toEqual(PIE.data.categories);
  });
});
