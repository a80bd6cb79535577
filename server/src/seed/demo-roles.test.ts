import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/harness.js';
import { seedDemoRoles } from './demo-roles.js';

const h = useTestApp();

describe('the demo roles', () => {
  it('adds packer and auditor and the packer member once; a second start changes nothing', async () => {
    expect(await seedDemoRoles(h.db)).toEqual({ created: true });
    const admin = await h.as('admin');
    await admin.ok('updateRole', { params: { name: 'auditor' }, body: { version: 1, label: 'Checker' } });
    expect(await seedDemoRoles(h.db)).toEqual({ created: false });

    const roles = new Map((await admin.ok('listRoles')).items.map((r) => [r.name, r]));
    expect(roles.get('packer')).toMatchObject({
      builtIn: false,
      holders: 1,
      permissions: ['dashboard', 'order', 'order.bulk', 'inventory', 'inventory.adjust'],
    });
    expect(roles.get('auditor')).toMatchObject({
      label: 'Checker',
      holders: 0,
      permissions: ['dashboard', 'payment', 'audit', 'audit.export'],
    });
  });

  it('lets packer in with the demo password to orders and stock, not refunds or exports', async () => {
    const packer = await h.as('packer');
    expect((await packer.call('listOrders')).statusCode).toBe(200);
    expect((await packer.call('exportOrders')).statusCode).toBe(403);
    expect((await packer.call('listCustomers')).statusCode).toBe(403);
    expect((await packer.call('refundOrder', { params: { id: 1 }, body: {} })).statusCode).toBe(403);
  });
});
