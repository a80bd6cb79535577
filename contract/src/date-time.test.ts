import { describe, expect, it } from 'vitest';
import { recordPaymentBody } from './areas/order.js';
import { isoDateTime } from './date-time.js';

describe('isoDateTime', () => {
  const moment = isoDateTime('config.bannerTime');

  it('takes any moment of the years 1 to 9999 in UTC', () => {
    for (const text of ['0001-01-01T00:00:00Z', '2025-06-30T12:00:00+02:00', '9999-12-31T23:59:59Z']) {
      expect(moment.safeParse(text).success).toBe(true);
    }
  });

  it('refuses year 0 and a moment that is past 9999 in UTC, naming the years', () => {
    for (const text of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+00:01', '9999-12-31T23:59:59-23:59']) {
      const issues = moment.safeParse(text).error?.issues;
      expect(issues).toEqual([
        expect.objectContaining({ message: 'field.yearOutOfRange', params: { min: 1, max: 9999 } }),
      ]);
    }
  });

  it('leaves a malformed one to its own message', () => {
    expect(moment.safeParse('tomorrow').error?.issues).toEqual([
      expect.objectContaining({ message: 'config.bannerTime' }),
    ]);
  });

  it("is what a payment's paidAt is checked with (a 500 from the database before)", () => {
    const body = { channel: 'CASH', reference: 'R1', amount: 100, paidAt: '0000-01-01T00:00:00Z' };
    expect(recordPaymentBody.safeParse(body).error?.issues).toEqual([
      expect.objectContaining({ path: ['paidAt'], message: 'field.yearOutOfRange' }),
    ]);
  });
});
