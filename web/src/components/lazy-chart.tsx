import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { EChartProps } from './echart';

// ECharts loads after the first paint of the page drawing a chart (the dashboard, the record
// list), and never with the login page.
const EChart = lazy(() => import('./echart'));

/** A chart, its space held by a skeleton while ECharts loads. */
export function Chart(props: EChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
