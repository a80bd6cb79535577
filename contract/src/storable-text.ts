/**
 * Text PostgreSQL cannot store, whatever the column: a NUL character (text refuses it, jsonb its
 * `\u0000` escape) and half of a UTF-16 surrogate pair (JSON's `"\ud800"`: jsonb refuses it, text
 * turns it into U+FFFD without a word). Both reached the database as a 500 (issue 15, finding 3
 * and the fuzz). The server refuses them in every request input at its validator seam, and in
 * the JSON a config value holds as text, where that text is parsed.
 */
export type TextProblem = 'field.nulCharacter' | 'field.brokenCharacter';

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text for the database, or undefined when it can be stored. */
export function textProblemOf(text: string): TextProblem | undefined {
  if (text.includes('\u0000')) return 'field.nulCharacter';
  if (unpairedSurrogate.test(text)) return 'field.brokenCharacter';
  return undefined;
}

/**
 * Every string, array item and object key in a parsed value whose text cannot be stored, with its
 * path (an object key's problem is reported at its object, where a form shows it).
 */
export function textProblemsIn(
  value: unknown,
  at: (string | number)[] = [],
  found: { path: (string | number)[]; key: TextProblem }[] = [],
) {
  if (typeof value === 'string') {
    const key = textProblemOf(value);
    if (key) found.push({ path: at, key });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      textProblemsIn(item, [...at, i], found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      const key = textProblemOf(name);
      if (key) found.push({ path: at, key });
      textProblemsIn(item, [...at, name], found);
    }
  }
  return found;
}
