import type { MainPage } from '@shop/contract/areas/main-page';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/request';
import {
  bodyOf,
  formValuesOf,
  issueKeyOf,
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
      image: 'Pick an image before turning the banner on',
    });
    const start = dayjs('2025-06-02T00:00:00Z');
    expect(issuesOf({ ...blank, startsAt: start, endsAt: start.subtract(1, 'hour') }, 1)).toEqual({
      endsAt: 'The end must be after the start',
    });
  });

  it('checks the link and the title as the server does', () => {
    expect(issuesOf({ ...blank, link: 'javascript:alert(1)', title: 'x'.repeat(101) }, 1)).toEqual({
      link: 'Use an http(s) address or a path starting with /',
      title: 'Title is at most 100 characters',
    });
    expect(issuesOf({ ...blank, link: 'https://shop.example/sale' }, 1)).toEqual({});
  });

  it('knows a key for every message the contract sends, and none for others', () => {
    expect(issueKeyOf('The end must be after the start')).toBe('endAfterStart');
    expect(issueKeyOf('Something new')).toBeUndefined();
  });

  it("places the server's field errors by form field (imageId is the image)", () => {
    const error = new ApiError('Invalid', 40000, {
      location: 'body',
      issues: [
        { path: ['imageId'], message: 'No such image: upload it first', code: 'custom' },
        { path: ['version'], message: 'Too small', code: 'too_small' },
      ],
    });
    expect(serverFieldErrors(error, (m) => m)).toEqual([
      { name: 'image', errors: ['No such image: upload it first'] },
    ]);
    expect(serverFieldErrors(new Error('x'), (m) => m)).toEqual([]);
  });
});
