import type { BoxSeriesDetail } from '@shop/contract/areas/box';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  type BoxFormValues,
  boxFieldOf,
  createBodyOf,
  formValuesOf,
  NEW_BOX,
  newPrize,
  placeBoxIssues,
  updateBodyOf,
} from './box-form-values';

const prize = (
  id: number,
  skuId: number,
  tier: 'COMMON' | 'RARE' | 'HIDDEN',
  total: number,
  remaining: number,
) => ({
  id,
  skuId,
  skuCode: `SKU-${skuId}`,
  productId: 1,
  productTitle: 'Glaze cup',
  optionValues: ['Blue'],
  imageUrl: null,
  tier,
  quantityTotal: total,
  quantityRemaining: remaining,
  displayValue: 1200,
  probability: 0,
  sort: id,
});

const saved: BoxSeriesDetail = {
  id: 4,
  title: 'Glaze surprise',
  description: '',
  coverId: 9,
  coverUrl: '/base/media/9',
  cashPrice: 990,
  pointsPrice: null,
  status: 'PAUSED',
  startsAt: '2026-05-01T08:00:00.000Z',
  endsAt: null,
  windowState: 'RUNNING',
  perCustomerDailyLimit: 3,
  guaranteeEvery: 10,
  guaranteeMinTier: 'RARE',
  minimumAge: 8,
  oddsVersion: 1,
  oddsPublishedAt: '2026-05-01T08:00:00.000Z',
  oddsChanged: false,
  prizeCount: 2,
  quantityTotal: 12,
  quantityRemaining: 9,
  drawCount: 3,
  version: 6,
  createdAt: '2026-04-30T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
  updatedByName: 'Ada',
  prizes: [prize(21, 101, 'COMMON', 10, 7), prize(22, 102, 'RARE', 2, 2)],
};

const filled = (values: Partial<BoxFormValues>): BoxFormValues => ({
  ...NEW_BOX,
  title: 'Glaze surprise',
  cashPrice: 990,
  prizes: [{ ...newPrize(10), skuId: 101, quantityTotal: 5, displayValue: 800 }],
  ...values,
});

describe('the box form', () => {
  it('starts a saved box from its prizes, each knowing what was drawn of it', () => {
    const values = formValuesOf(saved);
    expect(values.cover).toEqual({ id: 9, url: '/base/media/9' });
    expect(values.startsAt?.toISOString()).toBe('2026-05-01T08:00:00.000Z');
    expect(values.prizes.map((p) => [p.id, p.skuLabel, p.drawn])).toEqual([
      [21, 'SKU-101 — Glaze cup · Blue', 3],
      [22, 'SKU-102 — Glaze cup · Blue', 0],
    ]);
  });

  it('sends a saved box back as it was, at the version read', () => {
    const judged = updateBodyOf(formValuesOf(saved), saved.version);
    expect(judged.ok).toBe(true);
    if (!judged.ok) return;
    expect(judged.body).toMatchObject({
      title: 'Glaze surprise',
      coverId: 9,
      cashPrice: 990,
      pointsPrice: null,
      startsAt: '2026-05-01T08:00:00.000Z',
      endsAt: null,
      perCustomerDailyLimit: 3,
      guaranteeEvery: 10,
      guaranteeMinTier: 'RARE',
      version: 6,
      prizes: [
        { id: 21, skuId: 101, tier: 'COMMON', quantityTotal: 10, displayValue: 1200, sort: 21 },
        { id: 22, skuId: 102, tier: 'RARE', quantityTotal: 2, displayValue: 1200, sort: 22 },
      ],
    });
  });

  it('refuses a blank prize quantity under its cell, before any rule across fields', () => {
    const judged = createBodyOf(
      filled({
        cashPrice: null,
        startsAt: dayjs('2026-06-02T00:00:00Z'),
        endsAt: dayjs('2026-06-01T00:00:00Z'),
        guaranteeEvery: 5,
        prizes: [
          { ...newPrize(10), skuId: 101, quantityTotal: 5, displayValue: 800 },
          { ...newPrize(20), skuId: 101, quantityTotal: null, displayValue: 800 },
        ],
      }),
    );
    expect(judged.ok).toBe(false);
    if (judged.ok) return;
    const placed = placeBoxIssues(judged.issues);
    const byField = Object.fromEntries(placed.fields.map((f) => [f.name.join('.'), f.errors]));
    expect(byField['prizes.1.quantityTotal']).toBeDefined();
    expect(placed.unplaced).toEqual([]);
  });

  it('applies the contract’s cross-field rules: a price, the window, a whole guarantee, each SKU once', () => {
    const judged = createBodyOf(
      filled({
        cashPrice: null,
        startsAt: dayjs('2026-06-02T00:00:00Z'),
        endsAt: dayjs('2026-06-01T00:00:00Z'),
        guaranteeEvery: 5,
        prizes: [
          { ...newPrize(10), skuId: 101, quantityTotal: 5, displayValue: 800 },
          { ...newPrize(20), skuId: 101, quantityTotal: 1, displayValue: 800 },
        ],
      }),
    );
    expect(judged.ok).toBe(false);
    if (judged.ok) return;
    const keys = Object.fromEntries(
      placeBoxIssues(judged.issues).fields.map((f) => [f.name.join('.'), f.errors.length]),
    );
    expect(Object.keys(keys).sort()).toEqual(['cashPrice', 'endsAt', 'guaranteeMinTier', 'prizes.1.skuId']);
    expect(judged.issues.map((i) => i.key).sort()).toEqual([
      'box.guaranteeIncomplete',
      'box.priceRequired',
      'box.skuTwice',
      'box.windowOrder',
    ]);
  });

  it('places server issues on the form: the cover, a prize cell, the pool itself above the form', () => {
    expect(boxFieldOf(['coverId'])).toEqual(['cover']);
    expect(boxFieldOf(['prizes', 2, 'quantityTotal'])).toEqual(['prizes', 2, 'quantityTotal']);
    expect(boxFieldOf(['prizes', 2, 'id'])).toEqual(['prizes', 2, 'skuId']);
    expect(boxFieldOf(['prizes'])).toBeUndefined();
    const placed = placeBoxIssues([
      { path: ['prizes'], message: 'At most 50 prizes per box', key: 'box.tooManyPrizes' },
      { path: ['prizes', 0, 'skuId'], message: 'No such SKU in the catalogue', key: 'box.skuNotFound' },
    ]);
    expect(placed.unplaced).toEqual(['At most 50 prizes per box']);
    expect(placed.fields).toEqual([
      { name: ['prizes', 0, 'skuId'], errors: ['No such SKU in the catalogue'] },
    ]);
  });
});
