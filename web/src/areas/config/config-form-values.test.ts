import type { ConfigEntry } from '@shop/contract/areas/config';
import { describe, expect, it } from 'vitest';
import { emptyValueOf, formValuesOf, wireValueOf } from './config-form-values';

const entry = (patch: Partial<ConfigEntry>): ConfigEntry => ({
  key: 'k',
  valueType: 'string',
  value: 'v',
  imageUrl: null,
  category: 'c',
  label: 'L',
  description: '',
  isSystem: false,
  isPublic: false,
  version: 1,
  updatedBy: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  createdAt: '2026-11-23T10:00:00.000Z',
  ...patch,
});

describe('config form values', () => {
  it('holds an image as the upload control does and sends it by its media id', () => {
    const values = formValuesOf(entry({ valueType: 'image', value: 7, imageUrl: '/base/media/a.png' }));
    expect(values.value).toEqual({ id: 7, url: '/base/media/a.png' });
    expect(wireValueOf(values.value)).toBe(7);
  });

  it('sends other values as they are and starts a new type empty', () => {
    expect(wireValueOf(false)).toBe(false);
    expect(wireValueOf(0)).toBe(0);
    expect(wireValueOf(null)).toBeNull();
    expect(emptyValueOf('boolean')).toBe(false);
    expect(emptyValueOf('json')).toBe('');
    expect(emptyValueOf('number')).toBeNull();
    expect(emptyValueOf('image')).toBeNull();
  });
});
