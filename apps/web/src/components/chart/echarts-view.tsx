import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';

// Only what the dashboards draw: three chart types, their axes, legend, tooltip and reference
// line, on canvas (a PNG export needs it). The rest of ECharts stays out of the download.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  MarkLineComponent,
  CanvasRenderer,
]);

export type TEChartsHandle = { toPng: (background: string) => string | null };

type TProps = {
  option: echarts.EChartsCoreOption;
  /** A click on a value: its series and index. */
  onSelect: (seriesIndex: number, dataIndex: number) => void;
  height: number;
  /** Read by screen readers instead of the drawing: the table view carries the figures. */
  label: string;
  handle: Ref<TEChartsHandle>;
};

/** One ECharts instance bound to a box: sized with it, redrawn on a new option, disposed with it. */
export default function EChartsView({ option, onSelect, height, label, handle }: TProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, null, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('click', (params) => select.current(params.seriesIndex ?? 0, params.dataIndex));
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useImperativeHandle(handle, () => ({
    toPng: (background) =>
      chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: background }) ?? null,
  }));

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
