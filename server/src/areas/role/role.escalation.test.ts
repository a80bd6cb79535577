import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/harness.js';
import { insertStaff } from '../../test-support/staff-rows.js';

const h = useTestApp();

describe('no escalation', () => {
  it('lets a member without every permission grant only what they hold themselves', async () => {
    const admin = await h.as('admin');
    await admin.ok('createRole', {
      body: { name: 'rolekeeper', label: 'Role keeper', permissions: ['role', 'order', 'order.export'] },
    });
    await insertStaff(h.db, [{ username: 'keeper', roles: ['rolekeeper'] }]);
    const keeper = await h.as('keeper');

    const within = await keeper.ok('createRole', {
      body: { name: 'sub', label: 'Sub', permissions: ['order'] },
    });
    expect(within.permissions).toEqual(['order']);

    const beyond = await keeper.call('createRole', {
      body: { name: 'greedy', label: 'Greedy', permissions: ['order', 'order.refund', 'user'] },
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json()).toMatchObject({
      key: 'role.grantBeyondOwn',
      params: { missing: 'user, order.refund' },
    });

    const widen = await keeper.call('updateRole', {
      params: { name: 'sub' },
      body: { version: 1, permissions: ['order', 'staff'] },
    });
    expect(widen.json()).toMatchObject({ key: 'role.grantBeyondOwn', params: { missing: 'staff' } });
    // Nor by widening their own role.
    const self = await keeper.call('updateRole', {
      params: { name: 'rolekeeper' },
      body: { version: 1, permissions: ['role', 'order', 'order.export', 'order.refund'] },
    });
    expect(self.statusCode).toBe(403);

    // What the role already grants beyond the caller may stay while they change the rest.
    await admin.ok('updateRole', {
      params: { name: 'sub' },
      body: { version: 1, permissions: ['order', 'user'] },
    });
    const kept = await keeper.ok('updateRole', {
      params: { name: 'sub' },
      body: { version: 2, permissions: ['order', 'order.export', 'user'] },
    });
    expect(kept.permissions).toEqual(['user', 'order', 'order.export']);

    // Nor may they take the roles page from their own role: they would lose it themselves.
    const own = await keeper.ok('getRole', { params: { name: 'rolekeeper' } });
    const lockout = await keeper.call('updateRole', {
      params: { name: 'rolekeeper' },
      body: { version: own.version, permissions: ['order', 'order.export'] },
    });
    expect(lockout.json()).toMatchObject({ code: 42204, key: 'role.selfLockout' });
    expect((await keeper.ok('getRole', { params: { name: 'rolekeeper' } })).permissions).toContain('role');
  });
});

describe('a role change counts from the next request', () => {
  it('refuses the same token at once when its role loses the page', async () => {
    const admin = await h.as('admin');
    await admin.ok('createRole', {
      body: { name: 'viewer', label: 'Viewer', permissions: ['order', 'user'] },
    });
    await insertStaff(h.db, [{ username: 'viewer1', roles: ['viewer'] }]);
    const viewer = await h.as('viewer1');
    expect((await viewer.call('listOrders')).statusCode).toBe(200);

    await admin.ok('updateRole', { params: { name: 'viewer' }, body: { version: 1, permissions: ['user'] } });
    const refused = await viewer.call('listOrders');
    expect(refused.statusCode).toBe(403);
    expect((await viewer.call('listCustomers')).statusCode).toBe(200);

    await admin.ok('updateRole', {
      params: { name: 'viewer' },
      body: { version: 2, permissions: ['user', 'order'] },
    });
    expect((await viewer.call('listOrders')).statusCode).toBe(200);
  });
});
