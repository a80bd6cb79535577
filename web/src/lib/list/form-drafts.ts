import { useCallback, useMemo, useRef } from 'react';

/**
 * Typed but unsaved form values, by row and version, held by a component that stays mounted
 * while the form itself may not. Antd's Drawer can remount its content when a kept page comes
 * back (seen when the page it left for loaded slowly), which would lose what was typed; an edit
 * drawer keeps its drafts here and starts its form from them. `clear` when the drawer closes.
 */
export function useFormDrafts<Values>() {
  const drafts = useRef(new Map<string, Values>());
  const get = useCallback((key: string) => drafts.current.get(key), []);
  const set = useCallback((key: string, values: Values) => void drafts.current.set(key, values), []);
  const clear = useCallback(() => drafts.current.clear(), []);
  return useMemo(() => ({ get, set, clear }), [get, set, clear]);
}
