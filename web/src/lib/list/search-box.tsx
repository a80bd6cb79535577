import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type UpdateOptions, usePageLeaving } from './use-list-params';

const TYPING_PAUSE_MS = 300;

export interface SearchBoxProps {
  /** The search in the URL. */
  q: string | undefined;
  /** Writes the search to the URL (typing replaces the history entry; Enter adds one). */
  onSearch(q: string, options?: UpdateOptions): void;
  label: string;
  placeholder: string;
}

/**
 * A list's search box: applied after a pause in typing (replacing the history entry, so Back
 * skips each keystroke) or at once on Enter, and following the URL when it changes elsewhere
 * (Back, Clear filters, a link). A pause still running when the page is left (a menu click while
 * typing) is dropped with the navigation, so it cannot lead back to the list; the text stays in
 * the box and applies when the page is shown again.
 */
export function SearchBox({ q, onSearch, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(q ?? '');
  const applied = useRef(q ?? '');
  const leaving = usePageLeaving();

  useEffect(() => {
    const next = q ?? '';
    if (next !== applied.current) {
      applied.current = next;
      setText(next);
    }
  }, [q]);

  useEffect(() => {
    if (leaving || text.trim() === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = text.trim();
      onSearch(text, { replace: true });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch, leaving]);

  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(value) => {
        applied.current = value.trim();
        onSearch(value);
      }}
      style={{ width: 240 }}
    />
  );
}
