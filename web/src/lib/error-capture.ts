import { useErrorLogStore } from '../stores/error-log-store';

/**
 * B-M3: the `errorLog` setting: the build modes (Vite's `MODE`) whose errors are recorded. Add
 * `'development'` to record while developing too; every other build records nothing.
 */
export const ERROR_LOG_MODES: readonly string[] = ['production'];

/** Whether this build records errors; the mode is read at each call, so tests can stub it. */
export function isCaptureOn(mode: string = import.meta.env.MODE): boolean {
  return ERROR_LOG_MODES.includes(mode);
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

/**
 * B-M4: appends an error to the log (with the page's URL at this moment) when capture is on.
 * Printing is left to the browser and React, which already log what reaches them.
 */
export function recordError(error: unknown, component: string, info: string): void {
  if (!isCaptureOn()) return;
  useErrorLogStore.getState().add({
    message: messageOf(error),
    stack: error instanceof Error ? (error.stack ?? '') : '',
    component,
    info,
    url: window.location.href,
    time: Date.now(),
  });
}

/** Where window listeners caught an error: no component is known there. */
const WINDOW_SOURCE = 'window';

function onError(event: ErrorEvent): void {
  recordError(event.error ?? event.message, WINDOW_SOURCE, 'uncaught error');
}

function onRejection(event: PromiseRejectionEvent): void {
  recordError(event.reason, WINDOW_SOURCE, 'unhandled rejection');
}

/**
 * Records errors thrown in event handlers, timers and promises of the console (render errors
 * reach `PageErrorBoundary` instead). Neither listener calls `preventDefault`, so the browser
 * still prints them. Returns the function that removes the listeners; a no-op when capture is off.
 */
export function startErrorCapture(): () => void {
  if (!isCaptureOn()) return () => undefined;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
