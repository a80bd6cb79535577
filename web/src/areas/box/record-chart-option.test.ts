import type { BoxStatsData } from '@shop/contract/areas/box';
import { describe, expect, it } from 'vitest';
import { recordListLink } from '../../app/list-links';
import { oddsChartHeight, oddsOption } from './record-chart-option';

const stats: BoxStatsData = {
  seriesId: 4,
  oddsVersion: 2,
  versions: [2, 1],
  totalDraws: 8,
  guaranteeDraws: 1,
  prizes: [
    { prizeId: 1, title: 'Fox', tier: 'COMMON', disclosed: 0.625, draws: 6, observed: 0.75 },
    { prizeId: 2, title: 'Owl', tier: 'RARE', disclosed: 0.25, draws: 2, observed: 0.25 },
    { prizeId: 3, title: 'Moth', tier: 'HIDDEN', disclosed: 0.125, draws: 0, observed: 0 },
  ],
};

const words = {
  disclosed: 'Disclosed',
  observed: 'Observed',
  percent: (share: number) => `${Math.round(share * 1000) / 10}%`,
  draws: (n: number) => `${n} draws`,
};

type Series = { name: string; data: number[]; label: { formatter: (p: { value: number }) => string } };

describe('the odds chart', () => {
  const option = oddsOption(stats, words) as {
    yAxis: { data: string[] };
    series: Series[];
    tooltip: { formatter: (points: { dataIndex: number }[]) => string };
  };

  it('draws one pair of bars per prize: the disclosed odds, then the observed share', () => {
    expect(option.yAxis.data).toEqual(['Fox', 'Owl', 'Moth']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['Disclosed', [0.625, 0.25, 0.125]],
      ['Observed', [0.75, 0.25, 0]],
    ]);
    expect(option.series[0]?.label.formatter({ value: 0.125 })).toBe('12.5%');
  });

  it('says in its tooltip what a prize was promised and what it gave', () => {
    expect(option.tooltip.formatter([{ dataIndex: 0 }])).toBe(
      'Fox<br/>Disclosed: 62.5%<br/>Observed: 75% (6 draws)',
    );
    expect(option.tooltip.formatter([{ dataIndex: 9 }])).toBe('');
  });

  it('grows with the number of prizes', () => {
    expect(oddsChartHeight(3)).toBeLessThan(oddsChartHeight(10));
    expect(oddsChartHeight(0)).toBe(oddsChartHeight(1));
  });
});

describe('the link to the record list', () => {
  it('filters it to one box, one fulfilment tab, or both', () => {
    expect(recordListLink({ seriesId: 7 })).toBe('/record/index?seriesId=7');
    expect(recordListLink({ tab: 'TO_SHIP' })).toBe('/record/index?tab=TO_SHIP');
    expect(recordListLink({ seriesId: 7, tab: 'SHIPPED' })).toBe('/record/index?seriesId=7&tab=SHIPPED');
    expect(recordListLink({})).toBe('/record/index');
  });
});
