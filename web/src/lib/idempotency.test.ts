import { describe, expect, it } from 'vitest';
import { keysByContent, newIdempotencyKey } from './idempotency';

describe('newIdempotencyKey', () => {
  it('makes keys the contract accepts, different each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[\w:.-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('keysByContent', () => {
  const content = {
    lines: [{ skuId: 1, delta: 2 }],
    note: 'Box',
    address: { city: 'Madrid', line: 'Mayor 1' },
  };

  it('keeps the key for the same content sent again (a double click, a retry), however it was built', () => {
    const keyFor = keysByContent();
    const key = keyFor(content);
    expect(key).toMatch(/^[\w:.-]{8,100}$/);
    expect(keyFor({ ...content })).toBe(key);
    expect(
      keyFor({ address: { line: 'Mayor 1', city: 'Madrid' }, note: 'Box', lines: [{ delta: 2, skuId: 1 }] }),
    ).toBe(key);
  });

  it('gives changed content a new key, a nested change too, and content sent before its first key', () => {
    const keyFor = keysByContent();
    const key = keyFor(content);
    const edited = keyFor({ ...content, lines: [{ skuId: 1, delta: 3 }] });
    const moved = keyFor({ ...content, address: { ...content.address, city: 'Toledo' } });
    expect(new Set([key, edited, moved]).size).toBe(3);
    expect(keyFor({ ...content, lines: [{ skuId: 1, delta: 3 }] })).toBe(edited);
    expect(keyFor(content)).toBe(key);
  });

  it('keeps each dialog’s keys its own', () => {
    expect(keysByContent()(content)).not.toBe(keysByContent()(content));
  });
});
