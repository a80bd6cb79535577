import { describe, expect, it } from 'vitest';
import { type BannerFacts, bannerStateAt } from './main-page-status';

const now = new Date('2025-06-01T12:00:00Z');
const at = (iso: string) => new Date(iso);
const on: BannerFacts = { enabled: true, hasImage: true, startsAt: null, endsAt: null };

describe('bannerStateAt', () => {
  it('is live when on, with an image and no window', () => {
    expect(bannerStateAt(on, now)).toBe('live');
  });

  it('is off when switched off or without an image, whatever the window', () => {
    expect(bannerStateAt({ ...on, enabled: false }, now)).toBe('disabled');
    expect(bannerStateAt({ ...on, hasImage: false }, now)).toBe('noImage');
    expect(bannerStateAt({ ...on, enabled: false, hasImage: false }, now)).toBe('disabled');
  });

  it('is scheduled before the start and ended from the end on', () => {
    expect(bannerStateAt({ ...on, startsAt: at('2025-06-02T00:00:00Z') }, now)).toBe('scheduled');
    expect(bannerStateAt({ ...on, endsAt: at('2025-06-01T11:59:59Z') }, now)).toBe('ended');
  });

  it('counts the start as inside the window and the end as outside, as the server does', () => {
    expect(bannerStateAt({ ...on, startsAt: now }, now)).toBe('live');
    expect(bannerStateAt({ ...on, endsAt: now }, now)).toBe('ended');
    expect(
      bannerStateAt({ ...on, startsAt: at('2025-05-01T00:00:00Z'), endsAt: at('2025-07-01T00:00:00Z') }, now),
    ).toBe('live');
  });
});
