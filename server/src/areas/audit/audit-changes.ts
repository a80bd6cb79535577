/**
 * The top-level fields a change touched: those whose values differ between the record before and
 * after it (a missing field counts as null, so a create names the fields it set and a delete the
 * fields it cleared). Values compare as JSON: both sides come from jsonb, whose key order is fixed.
 */
export function changedFields(before: unknown, after: unknown): string[] {
  const was = asRecord(before);
  const now = asRecord(after);
  if (!was || !now) return [];
  const keys = [...new Set([...Object.keys(now), ...Object.keys(was)])];
  return keys.filter((key) => JSON.stringify(was[key] ?? null) !== JSON.stringify(now[key] ?? null));
}

/** An object's fields ({} for none: a create's before, a delete's after); undefined for a list or a scalar. */
function asRecord(value: unknown): Record<string, unknown> | undefined {
  if (value === null || value === undefined) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return undefined;
}
