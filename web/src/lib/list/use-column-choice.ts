import { useCallback, useState } from 'react';

const PREFIX = 'list-columns:';

function readHidden(listId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PREFIX + listId) ?? '[]');
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Which columns a list hides, remembered per list in localStorage. The hidden ones are stored
 * (not the shown ones), so a column added later shows up until someone hides it.
 */
export function useColumnChoice(listId: string) {
  const [hidden, setHidden] = useState(() => readHidden(listId));

  const toggle = useCallback(
    (key: string) => {
      setHidden((current) => {
        const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
        try {
          localStorage.setItem(PREFIX + listId, JSON.stringify(next));
        } catch {
          // Private mode or a full quota: the choice lasts for this visit only.
        }
        return next;
      });
    },
    [listId],
  );

  return { hidden, toggle };
}
