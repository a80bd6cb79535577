import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useColumnChoice } from './use-column-choice';

const KEY = 'list-columns:product';

afterEach(() => localStorage.clear());

describe('useColumnChoice', () => {
  it('hides the secondary columns until the user shows one, and remembers that', () => {
    const { result } = renderHook(() => useColumnChoice('product', ['sort', 'updatedAt']));
    expect(result.current.hidden).toEqual(['sort', 'updatedAt']);

    act(() => result.current.toggle('updatedAt'));
    act(() => result.current.toggle('price'));
    expect(result.current.hidden.sort()).toEqual(['price', 'sort']);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({ updatedAt: true, price: false });

    // The next visit reads it back.
    const again = renderHook(() => useColumnChoice('product', ['sort', 'updatedAt']));
    expect(again.result.current.hidden.sort()).toEqual(['price', 'sort']);
  });

  it('reads a choice stored before secondary columns as hidden keys, without showing every column', () => {
    localStorage.setItem(KEY, JSON.stringify(['category']));
    const { result } = renderHook(() => useColumnChoice('product', ['sort', 'updatedAt']));
    expect(result.current.hidden.sort()).toEqual(['category', 'sort', 'updatedAt']);
  });

  it('goes back to the defaults on reset, and shrugs off a stored value it cannot read', () => {
    localStorage.setItem(KEY, '{"sort": true, "price": "no"}');
    const { result } = renderHook(() => useColumnChoice('product', ['sort', 'updatedAt']));
    expect(result.current.hidden).toEqual(['updatedAt']);
    act(() => result.current.reset());
    expect(result.current.hidden).toEqual(['sort', 'updatedAt']);
    expect(localStorage.getItem(KEY)).toBeNull();

    localStorage.setItem(KEY, 'not json');
    expect(renderHook(() => useColumnChoice('product', ['sort'])).result.current.hidden).toEqual(['sort']);
  });
});
