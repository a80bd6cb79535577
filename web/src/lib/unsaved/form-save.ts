import type { FormInstance } from 'antd';

/**
 * The usual save of an antd form, for the unsaved-edits question: its own field checks, then its
 * request with all its values. True when both passed; a refusal shows on the form as a Save click
 * would (the mutation's own onError), so nothing here reports it again.
 */
export async function validateThenSave<Values>(
  form: FormInstance<Values>,
  request: (values: Values) => Promise<unknown>,
): Promise<boolean> {
  try {
    await form.validateFields();
  } catch {
    return false;
  }
  return request(form.getFieldsValue(true) as Values).then(
    () => true,
    () => false,
  );
}
