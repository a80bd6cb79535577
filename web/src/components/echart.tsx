import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ECharts, type EChartsCoreOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useSettingsStore } from '../stores/settings-store';

// Only the chart types and parts the console draws (the dashboard, the box record list): the chunk
// stays a fraction of all ECharts.
use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, in words: the canvas says nothing to a screen reader. */
  label: string;
  height: number;
}

/**
 * One ECharts canvas (this module is its own lazy chunk: see lazy-chart.tsx). It follows dark
 * mode (ECharts' dark theme on a transparent background, so the card's colour shows) and the
 * size of its box, which changes with the window and with the sidebar folding.
 */
export default function EChart({ option, label, height }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const shown = useRef(option);
  shown.current = option;
  const darkMode = useSettingsStore((s) => s.darkMode);

  // A theme is chosen when a chart is made: dark mode makes it again, with the option shown.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const made = init(element, darkMode ? 'dark' : undefined);
    chart.current = made;
    made.setOption({ backgroundColor: 'transparent', ...shown.current });
    const observer = new ResizeObserver(() => made.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      made.dispose();
      chart.current = null;
    };
  }, [darkMode]);

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, true);
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
