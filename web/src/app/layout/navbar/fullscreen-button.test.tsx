import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The console's i18next instance (English), as main.tsx sets it up.
import '../../../lib/i18n';
import { FullscreenButton } from './fullscreen-button';

// A stand-in for the browser's Fullscreen API, which happy-dom lacks.
const fake = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const state = {
    isEnabled: true,
    isFullscreen: false,
    toggle: vi.fn(async () => state.setFullscreen(!state.isFullscreen)),
    on: (_event: 'change', listener: () => void) => listeners.add(listener),
    off: (_event: 'change', listener: () => void) => listeners.delete(listener),
    /** The document enters or leaves fullscreen, by this button or otherwise (Esc). */
    setFullscreen(value: boolean) {
      state.isFullscreen = value;
      for (const listener of listeners) listener();
    },
  };
  return state;
});
vi.mock('screenfull', () => ({ default: fake }));

beforeEach(() => {
  fake.isEnabled = true;
  fake.isFullscreen = false;
  fake.toggle.mockClear();
});
afterEach(cleanup);

describe('fullscreen button (B-F17, B-F18)', () => {
  it('toggles fullscreen, its name following the state, also when left with Esc', async () => {
    render(<FullscreenButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(fake.toggle).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Exit fullscreen' })).toBeTruthy();

    act(() => fake.setFullscreen(false));
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeTruthy();
  });

  it('only warns where fullscreen is unsupported', async () => {
    fake.isEnabled = false;
    render(<FullscreenButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(await screen.findByText('you browser can not work')).toBeTruthy();
    expect(document.querySelector('.ant-message-notice-warning')).not.toBeNull();
    expect(fake.toggle).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeTruthy();
  });
});
