import { normalisePermissions, type Permission } from '@shop/contract/permissions';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { role, rolePermission, staffUser } from '../db/schema.js';

/**
 * Two roles of the demo shop's own making (issue 19), so the Roles page and the staff form show
 * custom roles beside the built-in ones. Everyone lands on the dashboard, so both can open it.
 */
export const demoRoles: { name: string; label: string; description: string; permissions: Permission[] }[] = [
  {
    name: 'packer',
    label: 'Packer',
    description: 'Packs and ships orders and keeps stock counts right; no refunds, no exports.',
    permissions: ['dashboard', 'order', 'order.bulk', 'inventory', 'inventory.adjust'],
  },
  {
    name: 'auditor',
    label: 'Auditor',
    description: 'Reads the payments and the audit log, and exports the log.',
    permissions: ['dashboard', 'payment', 'audit', 'audit.export'],
  },
];

const packer = {
  username: 'packer',
  name: 'Pat Packer',
  roles: ['packer'],
  introduction: 'Packs the parcels.',
  avatar: '/avatars/packer.svg',
};

/**
 * Adds the demo roles and the `packer` member once, the first time a demo shop starts with this
 * code (also a shop whose staff were seeded before): later starts find `packer` and change
 * nothing, so a role staff edited or deleted afterwards stays as they left it. The member signs
 * in with the demo staff's password (the admin's hash: the demo accounts share one).
 */
export async function seedDemoRoles(db: Db): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: staffUser.id })
      .from(staffUser)
      .where(eq(staffUser.username, packer.username));
    const [admin] = await tx
      .select({ passwordHash: staffUser.passwordHash })
      .from(staffUser)
      .where(eq(staffUser.username, 'admin'));
    if (existing || !admin) return { created: false };
    const added = await tx
      .insert(role)
      .values(demoRoles.map(({ name, label, description }) => ({ name, label, description })))
      .onConflictDoNothing()
      .returning({ name: role.name });
    const rows = demoRoles
      .filter((r) => added.some((a) => a.name === r.name))
      .flatMap((r) =>
        normalisePermissions(r.permissions).map((permission) => ({ role: r.name, permission })),
      );
    if (rows.length > 0) await tx.insert(rolePermission).values(rows);
    const [held] = await tx.select({ name: role.name }).from(role).where(eq(role.name, 'packer'));
    if (!held) return { created: false };
    await tx
      .insert(staffUser)
      .values({ ...packer, passwordHash: admin.passwordHash })
      .onConflictDoNothing();
    return { created: true };
  });
}
