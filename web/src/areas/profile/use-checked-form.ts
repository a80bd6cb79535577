import type { FormInstance } from 'antd';
import type { ZodType } from 'zod';
import { fieldErrors, schemaIssues } from '../../lib/form-issues';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';

interface CheckedForm<Values, Body> {
  form: FormInstance<Values>;
  /** The contract's body schema: it also checks what one field cannot (a new password must differ). */
  schema: ZodType<Body>;
  /** The form's values as the body the schema checks (dropping what only the form has). */
  bodyOf(values: Values): unknown;
  /** The fields the schema's issues land on. */
  fields: readonly (keyof Values & string)[];
  /** Sends the checked body (the mutation's onError puts server issues on the fields). */
  send(body: Body): void;
  sendAsync(body: Body): Promise<unknown>;
  /** Something was typed and not saved: leaving asks Save / Discard / Stay. */
  dirty: boolean;
}

/**
 * A profile form's submit: the body checked by the contract's schema (its issues under their
 * fields) then sent, the same way from the Save button and from the leave question.
 */
export function useCheckedForm<Values, Body>(options: CheckedForm<Values, Body>) {
  const { form, schema, fields } = options;

  /** The checked body, or undefined with the issues under their fields. */
  function check(values: Values): Body | undefined {
    const parsed = schema.safeParse(options.bodyOf(values));
    if (parsed.success) return parsed.data;
    // antd's field-name type does not resolve for a generic Values; the names are its keys.
    form.setFields(fieldErrors(schemaIssues(parsed.error.issues), fields) as never);
    return undefined;
  }

  useUnsavedChanges({
    dirty: options.dirty,
    save: () =>
      validateThenSave(form, async (values) => {
        const body = check(values);
        if (!body) throw new Error('refused in the browser');
        return options.sendAsync(body);
      }),
  });

  return {
    onFinish(values: Values) {
      const body = check(values);
      if (body) options.send(body);
    },
  };
}
