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
 * these instead of antd directly, so unit tests can record them. antd's static functions take the
 * console's locale, size and theme from `ConfigProvider.config({ holderRender })` (app-config).
 */
export interface Feedback {
  error(text: string, durationMs: number): void;
  success(text: string): void;
  warning(text: string): void;
  confirm(options: ConfirmOptions): void;
}

// antd's message and modal code loads when first needed, not with the login page.
const staticFeedback: Feedback = {
  error: (text, durationMs) => void import('./toast').then((m) => m.showError(text, durationMs)),
  success: (text) => void import('./toast').then((m) => m.showSuccess(text)),
  warning: (text) => void import('./toast').then((m) => m.showWarning(text)),
  confirm: (options) => void import('./confirm-dialog').then((m) => m.openConfirm(options)),
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
  warning: (text) => current.warning(text),
  confirm: (options) => current.confirm(options),
};

/** How long error toasts stay (B-B4). */
export const ERROR_TOAST_MS = 5000;
