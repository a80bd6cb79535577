import { describe, expect, it } from 'vitest';
import { customerLedger, type LedgerOrder } from './bulk-orders-ledger.js';

const rules = { perCurrencyUnit: 1, valueCents: 1, maxOrderPercent: 50, unit: 100 };
const customer = { id: 7, balance: 0, welcome: 500, welcomeAt: '2026-01-01T00:00:00.000000Z' };
const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T12:00:00.000000Z`;

/** An order of two lines (2 × 3,000 and 1 × 4,000), paid in full unless said otherwise. */
function order(overrides: Partial<LedgerOrder>): LedgerOrder {
  return {
    id: 1,
    orderNo: 'SO1',
    status: 'COMPLETED',
    subtotal: 10_000,
    paidAmount: 10_000,
    pointsUsed: 0,
    placedBy: null,
    placedAt: day(2),
    completedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    lines: [
      { id: 11, unitPrice: 3000, quantity: 2 },
      { id: 12, unitPrice: 4000, quantity: 1 },
    ],
    refunds: null,
    ...overrides,
  };
}

const moves = (entries: ReturnType<typeof customerLedger>['entries']) =>
  entries.map((e) => [e.bizType, e.bizId, e.delta, e.balanceAfter, e.shortfall, e.reverses?.bizType ?? null]);

describe('a demo customer’s points ledger', () => {
  it('chains the welcome grant, a use, a refund’s share back and the earn at completion, in time order', () => {
    const ledger = customerLedger(
      customer,
      [
        order({
          pointsUsed: 400,
          paidAmount: 9600,
          completedAt: day(9),
          refunds: [{ id: 5, amount: 3840, lines: [{ lineId: 12, quantity: 1 }], at: day(4), by: 3 }],
        }),
      ],
      rules,
      3,
    );
    expect(moves(ledger.entries)).toEqual([
      ['ADMIN', 'adjust:demo-welcome-7', 500, 500, 0, null],
      ['ORDER_USE', '1', -400, 100, 0, null],
      // 4,000 of 10,000 of the goods refunded: 160 of the 400 points back.
      ['ORDER_USE_RETURN', 'refund:5', 160, 260, 0, 'ORDER_USE'],
      // Completion after the refund earns on what was kept: (9,600 − 3,840) / 100.
      ['ORDER_EARN', '1', 57, 317, 0, null],
    ]);
    expect(ledger.orders).toEqual([{ id: 1, returned: 160, earned: 57, earnReversed: 0 }]);
    expect(ledger.balance).toBe(317);
  });

  it('takes earned points back after completion only as far as the balance, the rest a shortfall', () => {
    const ledger = customerLedger(
      { ...customer, welcome: 100 },
      [
        // Earns 100 on the 8th …
        order({
          id: 1,
          completedAt: day(8),
          refunds: [{ id: 9, amount: 10_000, lines: [], at: day(20), by: 3 }],
        }),
        // … which the next order spends before the first is refunded in full.
        order({ id: 2, orderNo: 'SO2', status: 'PAID', placedAt: day(10), pointsUsed: 180 }),
      ],
      rules,
      3,
    );
    expect(moves(ledger.entries)).toEqual([
      ['ADMIN', 'adjust:demo-welcome-7', 100, 100, 0, null],
      ['ORDER_EARN', '1', 100, 200, 0, null],
      ['ORDER_USE', '2', -180, 20, 0, null],
      ['ORDER_EARN_REVERSAL', 'refund:9', -20, 0, 80, 'ORDER_EARN'],
    ]);
    expect(ledger.orders).toEqual([{ id: 1, returned: 0, earned: 100, earnReversed: 100 }]);
  });

  it('gives a paid cancel’s points back with its refund, an unpaid cancel’s with the cancel', () => {
    const ledger = customerLedger(
      customer,
      [
        order({
          id: 1,
          status: 'CANCELLED',
          pointsUsed: 100,
          cancelledAt: day(3),
          cancelledBy: 3,
          refunds: [
            {
              id: 4,
              amount: 9900,
              lines: [
                { lineId: 11, quantity: 2 },
                { lineId: 12, quantity: 1 },
              ],
              at: day(3),
              by: 3,
            },
          ],
        }),
        order({
          id: 2,
          orderNo: 'SO2',
          status: 'CANCELLED',
          paidAmount: 0,
          pointsUsed: 50,
          cancelledAt: day(5),
        }),
      ],
      rules,
      3,
    );
    expect(moves(ledger.entries).slice(1)).toEqual([
      ['ORDER_USE', '1', -100, 400, 0, null],
      ['ORDER_USE', '2', -50, 350, 0, null],
      ['ORDER_USE_RETURN', 'refund:4', 100, 450, 0, 'ORDER_USE'],
      ['ORDER_USE_RETURN', 'cancel:2', 50, 500, 0, 'ORDER_USE'],
    ]);
    expect(ledger.entries.find((e) => e.bizId === 'cancel:2')?.actorId).toBeNull();
  });
});
