import { describe, expect, it } from 'vitest';
import { ApiError } from '../request';
import { isStaleVersion, staleVersionNotice, staleVersionOf } from './stale-version';

const conflict = new ApiError('Changed by Sam Second at 2025-03-04T05:06:07.000Z, reload to see it', 40900, {
  updatedBy: 'Sam Second',
  updatedAt: '2025-03-04T05:06:07.000Z',
  version: 4,
});

describe('stale version (409)', () => {
  it('recognises a 40900 answer and nothing else', () => {
    expect(isStaleVersion(conflict)).toBe(true);
    expect(isStaleVersion(new ApiError('Forbidden', 40300))).toBe(false);
    expect(isStaleVersion(new Error('Changed by'))).toBe(false);
  });

  it('reads who changed the row, when, and its current version', () => {
    expect(staleVersionOf(conflict)).toEqual({
      updatedBy: 'Sam Second',
      updatedAt: '2025-03-04T05:06:07.000Z',
      version: 4,
    });
  });

  it('formats the time for the language', () => {
    expect(staleVersionNotice(conflict, 'en')).toEqual({
      name: 'Sam Second',
      time: new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date('2025-03-04T05:06:07.000Z'),
      ),
    });
    expect(staleVersionNotice(conflict, 'ja')?.time).toMatch(/2025/);
  });

  it('gives no notice when the answer lacks the details (the message is shown as sent)', () => {
    const bare = new ApiError('Changed by someone else at x, reload to see it', 40900, null);
    expect(isStaleVersion(bare)).toBe(true);
    expect(staleVersionNotice(bare, 'en')).toBeNull();
    expect(staleVersionNotice(new ApiError('Nope', 40400), 'en')).toBeNull();
  });
});
