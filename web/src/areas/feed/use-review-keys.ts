import { useEffect, useRef } from 'react';

/** What each review key does; the list decides what that means for its rows. */
export interface ReviewKeyHandlers {
  next(): void;
  previous(): void;
  approve(): void;
  reject(): void;
  open(): void;
  toggleSelection(): void;
}

const KEYS: Record<string, keyof ReviewKeyHandlers> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  a: 'approve',
  r: 'reject',
  o: 'open',
  Enter: 'open',
  x: 'toggleSelection',
};

/** True while the key belongs to something else: typing, a dialog, a drawer, a menu. */
function isElsewhere(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as HTMLElement | null;
  if (
    target?.closest('input, textarea, select, [contenteditable="true"], [role="combobox"], [role="tablist"]')
  )
    return true;
  // A key pressed on a focused button or link is that control's own (Enter clicks it).
  if (event.key === 'Enter' && target?.closest('button, a')) return true;
  const layers = document.querySelectorAll('.ant-modal-wrap, .ant-drawer-open, .ant-dropdown');
  return [...layers].some((layer) => layer.checkVisibility());
}

/**
 * Keyboard-first review of the moderation queue: J / ↓ next, K / ↑ previous, A approve, R reject,
 * O / Enter open, X select. Listens on the document while `enabled` (the queue tab shown; a kept
 * page hidden in its tab unmounts its effects, so a hidden queue hears nothing).
 */
export function useReviewKeys(enabled: boolean, handlers: ReviewKeyHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const action = KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!action || isElsewhere(event)) return;
      event.preventDefault();
      latest.current[action]();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
