import type { OrderEvent } from '@shop/contract/areas/order';
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { eventHeadline, newestFirst } from './order-event-text';

const event = (
  id: number,
  type: OrderEvent['type'],
  data: OrderEvent['data'],
  createdAt = '2026-03-01T10:00:00.000Z',
): OrderEvent => ({
  id,
  type,
  fromStatus: null,
  toStatus: null,
  message: '',
  data,
  actorName: 'Ada Admin',
  createdAt,
});

const t = i18n.getFixedT('en', 'order');
const money = (cents: number) => formatMoney(cents, 'EUR', 'en');

describe('timeline headlines', () => {
  it('phrases each event from the facts the server keeps', () => {
    expect(eventHeadline(event(1, 'PLACED', { channel: 'STAFF', items: 2 }), t, money)).toBe(
      'Order placed by staff',
    );
    expect(
      eventHeadline(
        event(2, 'PAID', { channel: 'BANK_TRANSFER', reference: 'TR-9', amount: 2550 }),
        t,
        money,
      ),
    ).toBe('Paid €25.50 by Bank transfer, reference TR-9');
    expect(eventHeadline(event(3, 'SHIPPED', { carrier: 'DHL', trackingNo: 'JD01' }), t, money)).toBe(
      'Shipped with DHL, tracking number JD01',
    );
    expect(eventHeadline(event(4, 'CANCELLED', { auto: true }), t, money)).toBe(
      'Closed automatically: not paid in time',
    );
    expect(eventHeadline(event(5, 'CANCELLED', { auto: false, refunded: 3000 }), t, money)).toBe(
      'Cancelled, and the payment refunded',
    );
    expect(eventHeadline(event(8, 'CANCELLED', { auto: false, refunded: 0 }), t, money)).toBe('Cancelled');
    expect(eventHeadline(event(9, 'CANCELLED', { auto: true, refunded: 0, pointsBack: 300 }), t, money)).toBe(
      'Closed automatically: not paid in time · 300 points given back',
    );
    expect(eventHeadline(event(10, 'COMPLETED', { auto: false, pointsEarned: 40 }), t, money)).toBe(
      'Completed · 40 points earned',
    );
    expect(eventHeadline(event(6, 'REFUNDED', { refundNo: 'RF7', amount: 1000 }), t, money)).toBe(
      'Refunded €10.00 (RF7)',
    );
    expect(
      eventHeadline(
        event(7, 'AFTER_SALE_REQUESTED', { afterSaleNo: 'AS3', type: 'RETURN_REFUND' }),
        t,
        money,
      ),
    ).toBe('After-sale AS3 opened: Return and refund');
  });

  it('still says what happened when the facts are missing', () => {
    expect(eventHeadline(event(1, 'PAID', null), t, money)).toBe('Paid');
    expect(eventHeadline(event(2, 'REFUNDED', {}), t, money)).toBe('Refunded');
  });

  it('speaks the other languages', async () => {
    await loadLanguage('ja');
    const ja = i18n.getFixedT('ja', 'order');
    expect(eventHeadline(event(1, 'SHIPPED', { carrier: 'ヤマト', trackingNo: 'Y1' }), ja, money)).toBe(
      'ヤマト で発送、追跡番号 Y1',
    );
  });

  it('lists the newest first, later ids first within one moment', () => {
    const events = [
      event(1, 'PLACED', null, '2026-03-01T10:00:00.000Z'),
      event(2, 'PAID', null, '2026-03-02T10:00:00.000Z'),
      event(3, 'NOTE', null, '2026-03-02T10:00:00.000Z'),
    ];
    expect(newestFirst(events).map((e) => e.id)).toEqual([3, 2, 1]);
  });
});
