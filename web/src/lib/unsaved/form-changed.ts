import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { sortedJson } from '../idempotency';

/**
 * Whether an antd form holds something other than what it opened with (`start`, the values it
 * was given as `initialValues`): typing then deleting it again, or a choice put back, is no
 * change. Values are compared as the content they would send (a date by its instant, a field
 * emptied to undefined as never filled).
 *
 * `measure` reads the form again: pass it as the form's `onValuesChange` (and call it after the
 * dialog's own code sets values). It runs within the keystroke, so an Escape pressed right after
 * typing already asks; antd's `Form.useWatch` would tell only a task later.
 */
export function useFormChanged<Values extends object>(form: FormInstance<Values>, start: Values) {
  const [startText] = useState(() => sortedJson(start));
  const [changed, setChanged] = useState(false);
  const measure = useCallback(
    () => setChanged(sortedJson(form.getFieldsValue(true)) !== startText),
    [form, startText],
  );
  return { changed, measure };
}
