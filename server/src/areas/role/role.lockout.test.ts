import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/harness.js';
import { insertStaff } from '../../test-support/staff-rows.js';

const h = useTestApp();

describe('a role edit that would leave nobody to manage staff', () => {
  it('is refused, and the role keeps its permissions', async () => {
    const admin = await h.as('admin');
    await admin.ok('createRole', {
      body: { name: 'manager', label: 'Manager', permissions: ['staff', 'role'] },
    });
    await insertStaff(h.db, [{ username: 'mona', roles: ['manager'] }]);
    const mona = await h.as('mona');
    // The shop's only active manager is now Mona, through her custom role.
    await h.db.execute(sql`UPDATE staff_user SET disabled = true WHERE username IN ('admin', 'developer')`);

    const refused = await mona.call('updateRole', {
      params: { name: 'manager' },
      body: { version: 1, permissions: ['role'] },
    });
    expect(refused.json()).toMatchObject({ code: 42204, key: 'role.lastStaffManager' });
    expect((await mona.ok('getRole', { params: { name: 'manager' } })).permissions).toEqual([
      'staff',
      'role',
    ]);

    // With another active manager, the same edit goes through.
    await h.db.execute(sql`UPDATE staff_user SET disabled = false WHERE username = 'admin'`);
    const done = await mona.ok('updateRole', {
      params: { name: 'manager' },
      body: { version: 1, permissions: ['role'] },
    });
    expect(done.permissions).toEqual(['role']);
  });
});
