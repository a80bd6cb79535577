import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useErrorLogStore } from '../../stores/error-log-store';
import { componentOf, PageErrorBoundary } from './page-error-boundary';

/** Whether `Bomb` throws on its next render. */
let armed = true;

function Bomb() {
  if (armed) throw new Error('kaboom');
  return <p>Page content</p>;
}

function Frame({ resetKey }: { resetKey?: string }) {
  return (
    <MemoryRouter>
      <nav>Sidebar</nav>
      <PageErrorBoundary resetKey={resetKey}>
        <Bomb />
      </PageErrorBoundary>
    </MemoryRouter>
  );
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  armed = true;
  useErrorLogStore.getState().clear();
  vi.stubEnv('MODE', 'production');
  // React prints every error a boundary catches; keep the test output readable.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('PageErrorBoundary (B-M4, B-M5)', () => {
  it('shows a recoverable panel instead of the page, keeps the frame, and logs the error', () => {
    render(<Frame />);
    expect(screen.getByText('This page ran into an error')).toBeTruthy();
    expect(screen.getByText('kaboom')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByText('Sidebar')).toBeTruthy();
    expect(useErrorLogStore.getState().logs).toMatchObject([
      { message: 'kaboom', component: 'Bomb', info: 'render', url: window.location.href },
    ]);
    expect(useErrorLogStore.getState().logs[0]?.stack).toContain('kaboom');
    // Still printed to the browser console.
    expect(consoleError).toHaveBeenCalled();
  });

  it('renders the page again on Try again', () => {
    render(<Frame />);
    armed = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Page content')).toBeTruthy();
    expect(screen.queryByText('kaboom')).toBeNull();
  });

  it('resets itself when its reset key changes', () => {
    const { rerender } = render(<Frame resetKey="/order/index" />);
    expect(screen.getByText('kaboom')).toBeTruthy();
    armed = false;
    rerender(<Frame resetKey="/order/index" />);
    expect(screen.getByText('kaboom')).toBeTruthy();
    rerender(<Frame resetKey="/user/index" />);
    expect(screen.getByText('Page content')).toBeTruthy();
  });

  it('still shows the panel but records nothing in builds without error capture', () => {
    vi.stubEnv('MODE', 'development');
    render(<Frame />);
    expect(screen.getByText('kaboom')).toBeTruthy();
    expect(useErrorLogStore.getState().logs).toEqual([]);
  });
});

describe('componentOf', () => {
  it.each([
    ['\n    at Bomb (http://localhost/assets/page.js:1:2)\n    at PageErrorBoundary (…)', 'Bomb'],
    ['\n    at r (http://localhost/assets/index-abc.js:1:99)', 'r'],
    ['Bomb@http://localhost/assets/page.js:1:2\nPageErrorBoundary@…', 'Bomb'],
    ['\n    at http://localhost/assets/chunk.js:27:12570\n    at StaffTable (…)', 'StaffTable'],
    ['', 'Anonymous'],
    [null, 'Anonymous'],
  ])('%j → %s', (stack, name) => {
    expect(componentOf(stack)).toBe(name);
  });
});
