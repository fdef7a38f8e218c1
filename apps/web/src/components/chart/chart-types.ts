/**
 * What a chart shows, already in the reader's language: the platform's charts know no module, a
 * dashboard turns its answer into this.
 */
export type TChartKind = 'bar' | 'stacked' | 'line' | 'pie';

export type TChartSeries = {
  name: string;
  /** One per category; null is "no figure" (a missing denominator), shown as text, never as 0. */
  values: readonly (number | null)[];
  /** Where a click on each value leads: a list route with its filters in the URL, or none. */
  links?: readonly (string | null)[];
  /** A line over bars (a rate over counts). */
  kind?: 'bar' | 'line';
};

export type TChartData = {
  categories: readonly string[];
  series: readonly TChartSeries[];
};

export type TChartThreshold = { value: number; label: string };

export type TChartSpec = {
  /** Also the file name of its exports. */
  title: string;
  /** What the numbers count, e.g. "t CO2e" or "cases". */
  unit: string;
  kind: TChartKind;
  data: TChartData;
  /** A reference line, e.g. the 20,000 t CO2e reporting threshold. */
  threshold?: TChartThreshold;
  /** Bars run sideways: long category names (questions, organizations). */
  horizontal?: boolean;
  /** Digits after the point (rates); whole numbers by default. */
  digits?: number;
};
