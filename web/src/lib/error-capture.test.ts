import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useErrorLogStore } from '../stores/error-log-store';
import { ERROR_LOG_MODES, isCaptureOn, recordError, startErrorCapture } from './error-capture';

const logs = () => useErrorLogStore.getState().logs;

function throwInWindow(error: Error) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
}

function rejectInWindow(reason: unknown) {
  const promise = Promise.reject(reason);
  // Handled here, so the test runner sees no real unhandled rejection; the event stands for one
  // (happy-dom has no PromiseRejectionEvent, so a plain event carries its two fields).
  promise.catch(() => undefined);
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { promise, reason }));
}

let stop: (() => void) | undefined;

beforeEach(() => useErrorLogStore.getState().clear());
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllEnvs();
});

describe('the errorLog setting (B-M3)', () => {
  it('records production builds only, by default', () => {
    expect(ERROR_LOG_MODES).toEqual(['production']);
    expect(isCaptureOn('production')).toBe(true);
    expect(isCaptureOn('development')).toBe(false);
    expect(isCaptureOn('test')).toBe(false);
  });

  it('records nothing in other builds, from the listeners or directly', () => {
    vi.stubEnv('MODE', 'development');
    stop = startErrorCapture();
    throwInWindow(new Error('dev boom'));
    rejectInWindow(new Error('dev rejection'));
    recordError(new Error('dev render'), 'Page', 'render');
    expect(logs()).toEqual([]);
  });
});

describe('startErrorCapture (B-M4)', () => {
  beforeEach(() => {
    vi.stubEnv('MODE', 'production');
    window.history.replaceState(null, '', '/inventory/records?page=2');
  });

  it('records uncaught errors with their stack and the URL at that moment', () => {
    stop = startErrorCapture();
    const error = new Error('boom');
    throwInWindow(error);
    window.history.replaceState(null, '', '/order/index');
    throwInWindow(new Error('later'));
    expect(logs()).toMatchObject([
      {
        message: 'boom',
        stack: error.stack,
        component: 'window',
        info: 'uncaught error',
        url: 'http://localhost:3000/inventory/records?page=2',
      },
      { message: 'later', url: 'http://localhost:3000/order/index' },
    ]);
  });

  it('records unhandled rejections, whatever they reject with', () => {
    stop = startErrorCapture();
    rejectInWindow(new Error('rejected'));
    rejectInWindow('plain reason');
    expect(logs().map(({ message, info }) => `${message} / ${info}`)).toEqual([
      'rejected / unhandled rejection',
      'plain reason / unhandled rejection',
    ]);
  });

  it('stops recording once stopped, and installs its listeners once however often started', () => {
    const stopFirst = startErrorCapture();
    stop = startErrorCapture();
    throwInWindow(new Error('once'));
    expect(logs()).toHaveLength(1);
    stopFirst();
    throwInWindow(new Error('after stop'));
    expect(logs()).toHaveLength(1);
  });
});
