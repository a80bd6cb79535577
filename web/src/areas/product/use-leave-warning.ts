import { useEffect } from 'react';

/**
 * While `dirty`, the browser asks before a reload or closing the tab would lose typed values.
 * Moving between the console's tabs needs no warning: kept pages keep what was typed.
 */
export function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
