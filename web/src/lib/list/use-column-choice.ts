import { useCallback, useMemo, useRef, useState } from 'react';

const PREFIX = 'list-columns:';

/** The user's own choices, column key → shown; a column they never touched follows its default. */
type Choice = Record<string, boolean>;

/**
 * The stored choice. Before issue 17 it was the array of hidden keys, every other column shown;
 * read now as "these were hidden", so secondary columns added since still start hidden rather
 * than all showing at once.
 */
export function readChoice(listId: string): Choice {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PREFIX + listId) ?? '{}');
    if (Array.isArray(stored))
      return Object.fromEntries(stored.filter((k) => typeof k === 'string').map((k) => [k, false]));
    if (stored && typeof stored === 'object')
      return Object.fromEntries(Object.entries(stored).filter(([, shown]) => typeof shown === 'boolean'));
    return {};
  } catch {
    return {};
  }
}

function store(listId: string, choice: Choice) {
  try {
    if (Object.keys(choice).length === 0) localStorage.removeItem(PREFIX + listId);
    else localStorage.setItem(PREFIX + listId, JSON.stringify(choice));
  } catch {
    // Private mode or a full quota: the choice lasts for this visit only.
  }
}

/**
 * Which columns a list hides, remembered per list in localStorage: the columns the user hid, and
 * the secondary ones (`hiddenByDefault`) they have not shown. Only the user's own choices are
 * stored, so a column added later takes its default until someone changes it.
 */
export function useColumnChoice(listId: string, hiddenByDefault: readonly string[] = []) {
  const [choice, setChoice] = useState(() => readChoice(listId));
  // The choice as last set, read by toggle: storing from inside a state updater would write
  // nothing when React never runs it (the list unmounted first) and twice in Strict Mode.
  const latest = useRef(choice);
  const defaults = hiddenByDefault.join('\n');

  const hidden = useMemo(() => {
    const secondary = defaults ? defaults.split('\n') : [];
    const chosenHidden = Object.keys(choice).filter((key) => !choice[key]);
    return [...chosenHidden, ...secondary.filter((key) => choice[key] === undefined)];
  }, [choice, defaults]);

  const toggle = useCallback(
    (key: string) => {
      const current = latest.current;
      const shown = current[key] ?? !defaults.split('\n').includes(key);
      const next = { ...current, [key]: !shown };
      latest.current = next;
      store(listId, next);
      setChoice(next);
    },
    [listId, defaults],
  );

  /** Back to the list's defaults: the user's choices forgotten. */
  const reset = useCallback(() => {
    latest.current = {};
    store(listId, {});
    setChoice({});
  }, [listId]);

  return { hidden, toggle, reset };
}
