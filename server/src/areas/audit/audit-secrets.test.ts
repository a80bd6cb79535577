import { gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUser } from '../../db/schema.js';
import { lastAuditId } from '../../test-support/audit-trail.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';

const t = useTestApp();
let admin: Caller;
const TEMPORARY = 'Temporary-Password-4711';
const RESET = 'Reset-Password-0815';
const CHOSEN = 'Chosen-By-Member-2024';

beforeAll(async () => {
  admin = await t.as('admin');
});

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)]);
}

describe('the audit trail keeps no secret', () => {
  it('records staff accounts created, reset, signed out and given a password, without a password, hash or token', async () => {
    const from = await lastAuditId(t.db);
    const linked = await admin.ok('createStaff', {
      body: { username: 'secret-link', name: 'Link Member', roles: ['editor'], mode: 'link' },
    });
    const temporary = await admin.ok('createStaff', {
      body: {
        username: 'secret-temp',
        name: 'Temp Member',
        roles: ['editor'],
        mode: 'temporaryPassword',
        password: TEMPORARY,
      },
    });
    const id = temporary.staff.id;
    await admin.ok('resetStaffPassword', {
      params: { id },
      body: { mode: 'temporaryPassword', password: RESET },
    });
    const reset = await admin.ok('resetStaffPassword', { params: { id }, body: { mode: 'link' } });
    await admin.ok('endStaffSessions', { params: { id } });
    const token = (reset.passwordLink ?? '').split('#')[1] ?? '';
    expect(token).not.toBe('');
    await t.anonymous().ok('setPasswordWithLink', { body: { token, password: CHOSEN } });

    const rows = await t.db.select().from(auditLog).where(gt(auditLog.id, from));
    expect(rows.map((r) => r.action).sort()).toEqual(
      ['create', 'create', 'end_sessions', 'reset_password', 'reset_password', 'set_password'].sort(),
    );
    const text = JSON.stringify(rows.map((r) => [r.before, r.after]));
    const hashes = (
      await t.db.select({ hash: staffUser.passwordHash, link: staffUser.passwordLinkHash }).from(staffUser)
    )
      .flatMap((r) => [r.hash, r.link])
      .filter((v): v is string => Boolean(v));
    for (const secret of [TEMPORARY, RESET, CHOSEN, token, ...hashes, linked.passwordLink ?? 'none']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/scrypt\$/);
    const keys = rows.flatMap((r) => [...keysOf(r.before), ...keysOf(r.after)]);
    expect(keys.filter((key) => /hash|token|secret|^password$/i.test(key))).toEqual([]);
  });
});
