/**
 * Reading PostgreSQL's own errors through the drivers: pg and PGlite both carry `code` and
 * `constraint`, and drizzle wraps them in an error whose `cause` is the driver's.
 */
interface PgErrorFields {
  code?: string;
  constraint?: string;
}

function pgFieldsOf(error: unknown): PgErrorFields | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const fields = e as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    e = fields.cause;
  }
  return undefined;
}

/** The name of the unique constraint (or index) a failed statement broke, if that is why it failed. */
export function uniqueViolationOf(error: unknown): string | undefined {
  const fields = pgFieldsOf(error);
  return fields?.code === '23505' ? (fields.constraint ?? '') : undefined;
}

/**
 * The name of the foreign key a failed statement broke (23503), if that is why it failed; also
 * the triggers that hold an array of names to their rows (staff_user_roles_exist, role_in_use).
 */
export function foreignKeyViolationOf(error: unknown): string | undefined {
  const fields = pgFieldsOf(error);
  return fields?.code === '23503' ? (fields.constraint ?? '') : undefined;
}

/** The name of the CHECK constraint a failed statement broke, if that is why it failed. */
export function checkViolationOf(error: unknown): string | undefined {
  const fields = pgFieldsOf(error);
  return fields?.code === '23514' ? (fields.constraint ?? '') : undefined;
}

/** True when PostgreSQL broke a deadlock by aborting this statement's transaction (40P01). */
export function isDeadlock(error: unknown): boolean {
  return pgFieldsOf(error)?.code === '40P01';
}

/**
 * Runs a transaction again when PostgreSQL aborted it to break a deadlock: rolled back whole, it
 * simply goes again. Writers that lock a customer and a SKU in different orders use it: a
 * redemption locks the customer first (its per-customer limit needs it), an order cancel or refund
 * releases stock before it moves the customer's points.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
