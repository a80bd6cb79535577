/**
 * A fresh idempotency key. `crypto.randomUUID` exists only in secure contexts; a shop console
 * served over plain http on the local network still gets a random key from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key for what a request sends (its body without the key). */
export type KeyFor = (content: object) => string;

/**
 * The keys of one dialog's requests, one per content sent. The same content gets its key again,
 * so a double click or a retry after a lost answer is a replay the server answers once. Content
 * changed since a try gets a new key: the server refuses a key sent with another request (42206),
 * so keeping one key per dialog would turn "a network error, an edit, send again" into a refusal.
 * Content sent before keeps its first key even after edits in between (A, B, A again: A's key),
 * in case that first try did reach the server.
 */
export function keysByContent(): KeyFor {
  const keys = new Map<string, string>();
  return (content) => {
    const text = sortedJson(content);
    let key = keys.get(text);
    if (key === undefined) {
      key = newIdempotencyKey();
      keys.set(text, key);
    }
    return key;
  };
}

/** JSON with object keys sorted, so content built in another order reads the same. */
export function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
