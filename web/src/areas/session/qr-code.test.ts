import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-code';

describe('qrPath', () => {
  it('draws a console link as a square symbol with a four-module quiet zone', () => {
    const { size, d } = qrPath(
      'http://127.0.0.1:3000/auth-redirect?state=abcdefghijklmnopqrstuvwxyz0123456789-_AB',
    );
    // Version 4 or 5 at level M for this length: 33 or 37 modules, plus 8 for the quiet zone.
    expect([41, 45]).toContain(size);
    // The top-left finder pattern: a 7-module dark run on its first row, inside the quiet zone.
    expect(d.startsWith('M4 4h7v1h-7z')).toBe(true);
    for (const [, x, y] of d.matchAll(/M(\d+) (\d+)/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(4);
      expect(Number(y)).toBeLessThan(size - 4);
    }
  });

  it('changes with the text', () => {
    expect(qrPath('/auth-redirect?state=a').d).not.toBe(qrPath('/auth-redirect?state=b').d);
  });
});
