import type { TAppliedFilter, TBreakdownItem, TMonthPoint } from '@hse/contracts/analytics/index';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChartKind, TChartSpec } from '../../components/chart/chart-types';
import { pickText, useLanguage } from '../../components/localized';
import { shortMonthOfYear } from '../../components/month-names';
import { drillHref } from './analytics-query';

type TBreakdownOptions = {
  kind?: TChartKind;
  horizontal?: boolean;
  digits?: number;
  /** The series' name in the legend (default: the unit's word). */
  series?: string;
};

/**
 * Turns the server's breakdowns into charts in the reader's language: a code is named from the
 * dashboard's texts (`codes.<dimension>.<key>`), an organization or a question from its own names.
 */
export function useSpecs() {
  const { t } = useTranslation('analytics');
  const lang = useLanguage();
  const label = (dimension: string, item: TBreakdownItem) =>
    item.label ? pickText(item.label, lang) : t(`codes.${dimension}.${item.key}`, { defaultValue: item.key });
  const breakdown = (
    dimension: string,
    title: string,
    unit: string,
    items: readonly TBreakdownItem[],
    options: TBreakdownOptions = {},
  ): TChartSpec => ({
    title,
    unit,
    kind: options.kind ?? 'bar',
    horizontal: options.horizontal,
    digits: options.digits,
    data: {
      categories: items.map((item) => label(dimension, item)),
      series: [
        {
          name: options.series ?? title,
          values: items.map((item) => item.value),
          links: items.map((item) => drillHref(item.drill)),
        },
      ],
    },
  });
  const months = (
    title: string,
    unit: string,
    points: readonly TMonthPoint[],
    kind: TChartKind = 'line',
    digits?: number,
  ): TChartSpec => ({
    title,
    unit,
    kind,
    digits,
    data: {
      categories: points.map((p) => monthLabel(p.month, lang)),
      series: [{ name: title, values: points.map((p) => p.value) }],
    },
  });
  return { t, lang, label, breakdown, months };
}

/** `2025-03` as "мар. 2025 г." / "Mar 2025" / "2025 ж. нау.". */
export function monthLabel(month: string, lang: string): string {
  const [year, mm] = month.split('-').map(Number);
  if (!year || !mm) return month;
  return shortMonthOfYear(lang === 'en' || lang === 'kk' ? lang : 'ru', year, mm);
}

/** "Jan 2026 – Nov 2026, Holding" under a dashboard's heading. */
export function useFilterLine() {
  const { t } = useTranslation('analytics');
  const lang = useLanguage();
  return (filter: TAppliedFilter) =>
    t('applied', {
      from: monthLabel(filter.from, lang),
      to: monthLabel(filter.to, lang),
      organization: filter.organization_name,
    });
}

/** Charts two across from 900 px, one below. */
export function ChartGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        mb: 2,
      }}
    >
      {children}
    </Box>
  );
}
