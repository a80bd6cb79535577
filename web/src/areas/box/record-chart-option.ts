import type { BoxStatsData } from '@shop/contract/areas/box';
import type { EChartsCoreOption } from 'echarts/core';

/**
 * The odds chart's option, built from the stats answer without touching ECharts itself (a type
 * import only), so the page builds it before the chart chunk has loaded.
 */

export interface OddsWords {
  disclosed: string;
  observed: string;
  /** A probability as a percentage in the UI language (`12.5%`). */
  percent: (share: number) => string;
  /** "{{n}} draws" for the tooltip. */
  draws: (n: number) => string;
}

/** A prize's name on the axis: its title, cut where a long one would squeeze the bars. */
const AXIS_LABEL_WIDTH = 160;
/** The height each prize's pair of bars takes, and what the legend and axis take besides. */
const ROW_HEIGHT = 44;
const CHROME_HEIGHT = 72;

export function oddsChartHeight(prizeCount: number): number {
  return CHROME_HEIGHT + ROW_HEIGHT * Math.max(prizeCount, 1);
}

/**
 * One pair of horizontal bars per prize, in the order the stats list them: the probability the
 * box disclosed for this odds version, and the share of the version's draws that gave the prize.
 */
export function oddsOption(stats: BoxStatsData, words: OddsWords): EChartsCoreOption {
  const prizes = stats.prizes;
  return {
    grid: { left: 8, right: 56, top: 32, bottom: 8, containLabel: true },
    legend: { top: 0, data: [words.disclosed, words.observed] },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (points: { dataIndex: number }[]) => {
        const prize = prizes[points[0]?.dataIndex ?? 0];
        if (!prize) return '';
        return [
          prize.title,
          `${words.disclosed}: ${words.percent(prize.disclosed)}`,
          `${words.observed}: ${words.percent(prize.observed)} (${words.draws(prize.draws)})`,
        ].join('<br/>');
      },
    },
    xAxis: { type: 'value', axisLabel: { formatter: (share: number) => words.percent(share) } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: prizes.map((p) => p.title),
      axisLabel: { width: AXIS_LABEL_WIDTH, overflow: 'truncate' },
    },
    series: [
      {
        name: words.disclosed,
        type: 'bar',
        data: prizes.map((p) => p.disclosed),
        label: { show: true, position: 'right', formatter: labelOf(words) },
      },
      {
        name: words.observed,
        type: 'bar',
        data: prizes.map((p) => p.observed),
        label: { show: true, position: 'right', formatter: labelOf(words) },
      },
    ],
  };
}

const labelOf = (words: OddsWords) => (point: { value: number }) => words.percent(point.value);
