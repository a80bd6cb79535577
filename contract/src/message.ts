/**
 * Messages that travel from the server to a person: a stable key, its parameters, and the English
 * text (for logs and API clients). The console shows the key's text in its own language; the
 * English catalogue lives here so the server and the console's English read the same words.
 */

/** The `{{name}}` placeholders of a text, as a union of names. */
type PlaceholdersOf<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

export type MessageValue = string | number;

/** The parameters a text takes: `'At most {{max}} characters'` → `{ max: string | number }`. */
export type ParamsOfText<Text extends string> = [PlaceholdersOf<Text>] extends [never]
  ? Record<string, never>
  : { readonly [Name in PlaceholdersOf<Text>]: MessageValue };

/** A message as it travels: the key and its parameters. */
export interface MessageRef {
  key: string;
  params: Record<string, MessageValue>;
}

/** Fills `{{name}}` with `params.name` (the placeholder syntax of i18next, which the console uses). */
export function fillText(text: string, params: Readonly<Record<string, unknown>> = {}): string {
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Declares an area's catalogue: every key starts with its area's prefix. */
export function messageCatalogue<
  const Prefix extends string,
  const M extends Record<`${Prefix}.${string}`, string>,
>(_prefix: Prefix, catalogue: M): M {
  return catalogue;
}
