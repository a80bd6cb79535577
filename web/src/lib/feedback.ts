import { Modal, message } from 'antd';

/** A warning dialog with two buttons; `onOk`/`onCancel` fire once when it closes either way. */
export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk(): void;
  onCancel(): void;
}

/**
 * The console's transient messages and dialogs. Plain modules (the API client, the stores) call
 * these instead of antd directly, so the app can route them through antd's context-aware `App`
 * and unit tests can record them.
 */
export interface Feedback {
  error(text: string, durationMs: number): void;
  success(text: string): void;
  confirm(options: ConfirmOptions): void;
}

/** antd's static functions: used until the app mounts its context-aware instances. */
const staticFeedback: Feedback = {
  error: (text, durationMs) => void message.error({ content: text, duration: durationMs / 1000 }),
  success: (text) => void message.success(text),
  confirm: (options) => void Modal.confirm({ type: 'warning', ...options }),
};

let current: Feedback = staticFeedback;

/** Replaces the functions behind `feedback`; returns a function that restores the previous ones. */
export function setFeedback(next: Feedback): () => void {
  const previous = current;
  current = next;
  return () => {
    current = previous;
  };
}

export const feedback: Feedback = {
  error: (text, durationMs) => current.error(text, durationMs),
  success: (text) => current.success(text),
  confirm: (options) => current.confirm(options),
};

/** How long error toasts stay (B-B4). */
export const ERROR_TOAST_MS = 5000;
