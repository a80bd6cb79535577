import type { BoxTier } from '@shop/contract/areas/box';

/**
 * What the demo's three boxes are (demo-boxes-plan.ts plays them out): their text and prices, their
 * prizes as indexes into thirteen catalogue SKUs of different products, each event's days ago, and
 * the draws under each odds version.
 */

export type PrizeSpec = [sku: number, tier: BoxTier, quantity: number];

/** The boxes: their SKUs (indexes into the chosen SKUs), days ago of each event, draws per version. */
export const boxSpecs = [
  {
    title: 'Glaze Garden mystery mug',
    description:
      'One of six glazes, fired in small batches. Rare speckled and hidden gold-lustre mugs inside.',
    cashPrice: 3900,
    pointsPrice: 1200,
    daily: 3,
    guarantee: 5,
    prizes: [
      [0, 'COMMON', 90],
      [1, 'COMMON', 70],
      [2, 'COMMON', 60],
      [3, 'RARE', 24],
      [4, 'HIDDEN', 6],
    ] as PrizeSpec[],
    // Paused, 40 more of the first common and a second hidden prize, published again.
    update: { add: [[5, 'HIDDEN', 4]] as PrizeSpec[], more: 40 },
    created: 30,
    published: 28,
    paused: 12.2,
    republished: 12,
    draws: [110, 110],
  },
  {
    title: 'Tiny Kiln Friends',
    description: 'Palm-sized clay animals, each glazed by hand. The studio cat is the hidden one.',
    cashPrice: 2500,
    pointsPrice: 800,
    daily: null,
    guarantee: null,
    prizes: [
      [6, 'COMMON', 18],
      [7, 'COMMON', 14],
      [8, 'RARE', 6],
      [9, 'HIDDEN', 2],
    ] as PrizeSpec[],
    created: 25,
    published: 24,
    // Every prize drawn: the last one turns the box SOLD_OUT.
    sellOut: true,
    drawnUntil: 6.5,
  },
  {
    title: 'Winter Lantern series',
    description: 'Pierced porcelain tea-light holders for the winter window. Coming soon.',
    cashPrice: 4500,
    pointsPrice: null,
    daily: 2,
    guarantee: null,
    prizes: [
      [10, 'COMMON', 30],
      [11, 'RARE', 8],
      [12, 'HIDDEN', 2],
    ] as PrizeSpec[],
    created: 2,
  },
];
