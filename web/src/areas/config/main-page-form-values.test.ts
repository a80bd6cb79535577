import type { MainPage } from '@shop/contract/areas/main-page';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { ApiError } from '../../lib/request';
import {
  bodyOf,
  formValuesOf,
  issuesOf,
  type MainPageFormValues,
  serverFieldErrors,
} from './main-page-form-values';

const stored: MainPage = {
  imageId: 3,
  imageUrl: `/base/media/${'b'.repeat(64)}.png`,
  link: '/sale',
  title: 'Summer sale',
  enabled: true,
  startsAt: '2025-06-01T08:00:00.000Z',
  endsAt: null,
  live: true,
  version: 4,
  updatedBy: 'Ada',
  updatedAt: '2025-05-30T10:00:00.000Z',
};

const blank: MainPageFormValues = {
  image: null,
  title: '',
  link: '',
  enabled: false,
  startsAt: null,
  endsAt: null,
};

describe('main page form values', () => {
  it('round-trips the stored banner into the PUT body at the version read', () => {
    expect(bodyOf(formValuesOf(stored), stored.version)).toEqual({
      version: 4,
      imageId: 3,
      link: '/sale',
      title: 'Summer sale',
      enabled: true,
      startsAt: '2025-06-01T08:00:00.000Z',
      endsAt: null,
    });
  });

  it('has nothing to say about valid values', () => {
    expect(issuesOf(formValuesOf(stored), 4)).toEqual({});
    expect(issuesOf(blank, 1)).toEqual({});
  });

  it("puts the contract's cross-field rules under the field to fix", () => {
    expect(issuesOf({ ...blank, enabled: true }, 1)).toEqual({
      image: { key: 'config.bannerNeedsImage', params: {} },
    });
    const start = dayjs('2025-06-02T00:00:00Z');
    expect(issuesOf({ ...blank, startsAt: start, endsAt: start.subtract(1, 'hour') }, 1)).toEqual({
      endsAt: { key: 'config.bannerEndsBeforeStart', params: {} },
    });
  });

  it('checks the link and the title as the server does', () => {
    expect(issuesOf({ ...blank, link: 'javascript:alert(1)', title: 'x'.repeat(101) }, 1)).toEqual({
      link: { key: 'config.bannerLink', params: {} },
      title: { key: 'field.tooLong', params: { max: 100 } },
    });
    expect(issuesOf({ ...blank, link: 'https://shop.example/sale' }, 1)).toEqual({});
  });

  it("places the server's field errors by form field (imageId is the image), translated", async () => {
    const error = new ApiError('Invalid', 40000, {
      location: 'body',
      issues: [
        {
          path: ['imageId'],
          message: 'No such image: upload it first',
          code: 'custom',
          key: 'media.noSuchImage',
          params: {},
        },
        {
          path: ['version'],
          message: 'At least 1',
          code: 'too_small',
          key: 'field.tooSmall',
          params: { min: 1 },
        },
      ],
    });
    expect(serverFieldErrors(error)).toEqual([{ name: 'image', errors: ['No such image: upload it first'] }]);
    expect(serverFieldErrors(new Error('x'))).toEqual([]);
    await loadLanguage('zh');
    await i18n.changeLanguage('zh');
    try {
      const [shown] = serverFieldErrors(error);
      expect(shown?.errors[0]).not.toBe('No such image: upload it first');
      expect(shown?.errors[0]).toMatch(/图片/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
