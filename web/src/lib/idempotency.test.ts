import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency';

describe('newIdempotencyKey', () => {
  it('makes keys the contract accepts, different each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[\w:.-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
