import { useEffect, useState } from 'react';

/** A pause in typing before a search Select asks the server: one request per word, not per key. */
const TYPING_PAUSE_MS = 300;

/**
 * The state of a Select that searches the server as staff type: `q` is the typed text once typing
 * pauses, `opened` whether its dropdown was ever opened (so nothing is asked on a page's first
 * visit). Spread `onSearch` into `showSearch` and pass `onOpenChange`: closing the dropdown drops
 * the typed text, so the next opening lists from the start, as its empty box says.
 */
export function useTypedSearch() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return {
    q,
    opened,
    onSearch: setTyped,
    onOpenChange(open: boolean) {
      if (open) setOpened(true);
      else setTyped('');
    },
  };
}
