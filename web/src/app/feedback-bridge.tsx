import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from '../lib/feedback';

/**
 * Points `feedback` at antd's context-aware message and modal instances, so toasts and the
 * re-login dialog use the current locale and theme. Renders nothing.
 */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(
    () =>
      setFeedback({
        error: (text, durationMs) => void message.error({ content: text, duration: durationMs / 1000 }),
        success: (text) => void message.success(text),
        confirm: (options) => void modal.confirm({ type: 'warning', ...options }),
      }),
    [message, modal],
  );
  return null;
}
