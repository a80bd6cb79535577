import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { useTestApp } from '../../test-support/harness.js';

const t = useTestApp();

/** The database's own words for a refusal (drizzle wraps them: "Failed query …", cause: the error). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(
    () => undefined,
    (e: unknown) => e as Error & { cause?: Error },
  );
  return String(error?.cause?.message ?? error?.message ?? 'no error');
}

describe('the audit trail is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself, whoever asks, and keeps the row', async () => {
    const [row] = await t.db
      .insert(auditLog)
      .values({
        action: 'update',
        entity: 'config_entry',
        entityId: 'shop_name',
        before: { v: 1 },
        after: { v: 2 },
      })
      .returning();
    const id = row?.id ?? 0;
    expect(await refusal(t.db.execute(sql`UPDATE audit_log SET action = 'forged' WHERE id = ${id}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.db.update(auditLog).set({ after: null }).where(eq(auditLog.id, id)))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.db.execute(sql`DELETE FROM audit_log WHERE id = ${id}`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`DELETE FROM audit_log`))).toMatch(/append-only/);
    // Nor emptied at once: TRUNCATE skips row triggers, so a statement trigger refuses it.
    expect(await refusal(t.db.execute(sql`TRUNCATE audit_log`))).toMatch(/append-only/);
    const [kept] = await t.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(kept).toEqual(row);
  });

  it('still takes new rows', async () => {
    const inserted = await t.db
      .insert(auditLog)
      .values({ action: 'create', entity: 'role', entityId: 'auditor' })
      .returning({ id: auditLog.id });
    expect(inserted).toHaveLength(1);
  });
});
