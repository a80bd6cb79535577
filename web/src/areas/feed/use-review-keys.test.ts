import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReviewKeys } from './use-review-keys';

function handlers() {
  return {
    next: vi.fn(),
    previous: vi.fn(),
    approve: vi.fn(),
    reject: vi.fn(),
    open: vi.fn(),
    toggleSelection: vi.fn(),
  };
}

const press = (key: string, target: EventTarget = document.body, extra: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...extra }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the review keys', () => {
  it('move, act, open and select from the document', () => {
    const on = handlers();
    renderHook(() => useReviewKeys(true, on));
    for (const key of ['j', 'ArrowDown', 'K', 'ArrowUp', 'a', 'r', 'o', 'Enter', 'x']) press(key);
    expect(on.next).toHaveBeenCalledTimes(2);
    expect(on.previous).toHaveBeenCalledTimes(2);
    expect(on.approve).toHaveBeenCalledTimes(1);
    expect(on.reject).toHaveBeenCalledTimes(1);
    expect(on.open).toHaveBeenCalledTimes(2);
    expect(on.toggleSelection).toHaveBeenCalledTimes(1);
  });

  it('leave typing, shortcuts of the browser and a switched-off queue alone', () => {
    const on = handlers();
    const { rerender } = renderHook(({ enabled }) => useReviewKeys(enabled, on), {
      initialProps: { enabled: true },
    });
    const input = document.body.appendChild(document.createElement('textarea'));
    press('a', input);
    press('a', document.body, { ctrlKey: true });
    rerender({ enabled: false });
    press('a');
    expect(on.approve).not.toHaveBeenCalled();
  });
});
