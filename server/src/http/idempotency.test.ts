import { Codes } from '@shop/contract/codes';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { assertSameRequest, canonicalJson, requestFingerprint } from './idempotency.js';

const refund = {
  orderId: 7,
  lines: [
    { lineId: 1, quantity: 2 },
    { lineId: 3, quantity: 1 },
  ],
  shipping: 450,
  reason: 'Chipped',
};

describe('requestFingerprint', () => {
  it('is the same whatever order the keys were written in, at any depth', () => {
    const shuffled = {
      reason: 'Chipped',
      shipping: 450,
      lines: [
        { quantity: 2, lineId: 1 },
        { quantity: 1, lineId: 3 },
      ],
      orderId: 7,
    };
    expect(requestFingerprint('refundOrder', shuffled)).toBe(requestFingerprint('refundOrder', refund));
    expect(canonicalJson(shuffled)).toBe(canonicalJson(refund));
  });

  it('changes with a nested value, the array order, the operation, or a member added', () => {
    const first = requestFingerprint('refundOrder', refund);
    const nested = { ...refund, lines: [{ lineId: 1, quantity: 1 }, refund.lines[1]] };
    const reordered = { ...refund, lines: [...refund.lines].reverse() };
    const more = { ...refund, amount: 100 };
    const fingerprints = [
      requestFingerprint('refundOrder', nested),
      requestFingerprint('refundOrder', reordered),
      requestFingerprint('refundOrder', more),
      requestFingerprint('placeOrder', refund),
      requestFingerprint('refundOrder', { ...refund, orderId: 8 }),
    ];
    expect(new Set([first, ...fingerprints]).size).toBe(6);
  });

  it('leaves undefined members out (a field not sent is the same as one parsed as absent)', () => {
    expect(requestFingerprint('x', { a: 1, b: undefined })).toBe(requestFingerprint('x', { a: 1 }));
    expect(canonicalJson({ b: [1, 'two', null, true], a: { d: new Date(0), c: 1.5 } })).toBe(
      '{"a":{"c":1.5,"d":"1970-01-01T00:00:00.000Z"},"b":[1,"two",null,true]}',
    );
  });

  it('does not run two members into one (the text is JSON, not a concatenation)', () => {
    expect(requestFingerprint('x', { a: 'b","c":"d' })).not.toBe(requestFingerprint('x', { a: 'b', c: 'd' }));
    expect(requestFingerprint('x', { a: '1' })).not.toBe(requestFingerprint('x', { a: 1 }));
  });

  it('is a sha256, base64url', () => {
    expect(requestFingerprint('x', {})).toMatch(/^[\w-]{43}$/);
  });
});

describe('assertSameRequest', () => {
  it('passes the same request and a row stored before fingerprints (null), refuses another with 42206', () => {
    const mine = requestFingerprint('x', { a: 1 });
    expect(() => assertSameRequest(mine, mine)).not.toThrow();
    expect(() => assertSameRequest(null, mine)).not.toThrow();
    let thrown: unknown;
    try {
      assertSameRequest(requestFingerprint('x', { a: 2 }), mine);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code: Codes.IDEMPOTENCY_KEY_REUSED,
      status: 422,
      key: 'request.idempotencyKeyReused',
    });
  });
});
