import type { DashboardOrderStatus, DashboardSeries } from '@shop/contract/areas/dashboard';
import type { EChartsCoreOption } from 'echarts/core';
import { dayLabel } from './dashboard-figures';

/**
 * The dashboard's chart options, built from the API's answers without touching ECharts itself
 * (a type import only), so the page builds them before the chart chunk has loaded.
 */

interface SeriesWords {
  revenue: string;
  paidOrders: string;
  money: (cents: number) => string;
  /** An axis tick: short money (`€1.2K`). */
  shortMoney: (cents: number) => string;
  language: string;
}

/** Revenue per day as bars (left axis, money), paid orders as a line (right axis, a count). */
export function seriesOption(series: DashboardSeries, words: SeriesWords): EChartsCoreOption {
  return {
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, data: [words.revenue, words.paidOrders] },
    tooltip: {
      trigger: 'axis',
      formatter: (points: { dataIndex: number }[]) => {
        const day = series.days[points[0]?.dataIndex ?? 0];
        if (!day) return '';
        return [
          dayLabel(day.day, words.language),
          `${words.revenue}: ${words.money(day.revenue)}`,
          `${words.paidOrders}: ${day.paidOrders}`,
        ].join('<br/>');
      },
    },
    xAxis: { type: 'category', data: series.days.map((d) => dayLabel(d.day, words.language)) },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (cents: number) => words.shortMoney(cents) } },
      { type: 'value', minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      { name: words.revenue, type: 'bar', data: series.days.map((d) => d.revenue), yAxisIndex: 0 },
      {
        name: words.paidOrders,
        type: 'line',
        data: series.days.map((d) => d.paidOrders),
        yAxisIndex: 1,
        symbol: 'none',
      },
    ],
  };
}

/** Orders now by status as bars, one colour each, each status named in the UI language. */
export function statusOption(
  statuses: DashboardOrderStatus['statuses'],
  nameOf: (status: string) => string,
): EChartsCoreOption {
  return {
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'item', formatter: '{b}: {c}' },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: statuses.map((s) => nameOf(s.status)) },
    series: [
      {
        type: 'bar',
        colorBy: 'data',
        barMaxWidth: 24,
        label: { show: true, position: 'right' },
        data: statuses.map((s) => s.count),
      },
    ],
  };
}
