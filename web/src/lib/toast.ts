import { message } from 'antd';

/** antd's toasts; loaded when the first one shows, so the login page does not carry them. */
export function showError(text: string, durationMs: number): void {
  void message.error({ content: text, duration: durationMs / 1000 });
}

export function showSuccess(text: string): void {
  void message.success(text);
}

export function showWarning(text: string): void {
  void message.warning(text);
}
