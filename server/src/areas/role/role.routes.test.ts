import type { RoleItem } from '@shop/contract/areas/role';
import { editorDefaultPermissions, permissions } from '@shop/contract/permissions';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { useTestApp } from '../../test-support/harness.js';
import { insertStaff } from '../../test-support/staff-rows.js';

const h = useTestApp();

async function roleAudits(name: string) {
  return h.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, name)))
    .orderBy(asc(auditLog.id));
}

describe('listing roles', () => {
  it('answers the built-in roles first, the whole catalogue for developer and admin, to any signed-in member', async () => {
    const editor = await h.as('editor');
    const { items } = await editor.ok('listRoles');
    expect(items.slice(0, 3).map((r) => r.name)).toEqual(['developer', 'admin', 'editor']);
    const byName = new Map(items.map((r) => [r.name, r]));
    expect(byName.get('admin')).toMatchObject({ builtIn: true, allPermissions: true, permissions });
    expect(byName.get('editor')).toMatchObject({
      allPermissions: false,
      permissions: editorDefaultPermissions,
    });
    expect(byName.get('editor')?.holders).toBeGreaterThan(0);
    expect((await h.anonymous().call('listRoles')).statusCode).toBe(401);
  });
});

describe('creating, editing and deleting a role', () => {
  it('creates with permissions in catalogue order, no action without its page, and reads it back', async () => {
    const admin = await h.as('admin');
    const created = await admin.ok('createRole', {
      body: {
        name: 'clerk',
        label: ' Clerk ',
        permissions: ['order.export', 'order', 'dashboard', 'user.export'],
      },
    });
    expect(created).toMatchObject({
      name: 'clerk',
      label: 'Clerk',
      description: '',
      builtIn: false,
      permissions: ['dashboard', 'order', 'order.export'],
      holders: 0,
      version: 1,
    });
    expect(await admin.ok('getRole', { params: { name: 'clerk' } })).toEqual(created);
    const byEditor = await (await h.as('editor')).call('getRole', { params: { name: 'clerk' } });
    expect(byEditor.statusCode).toBe(403);
    expect(await roleAudits('clerk')).toEqual([
      {
        action: 'create',
        before: null,
        after: { name: 'clerk', label: 'Clerk', description: '', permissions: created.permissions },
      },
    ]);
  });

  it('refuses a taken name, a bad name and an unknown permission on their fields', async () => {
    const admin = await h.as('admin');
    const body = { label: 'X', permissions: ['order'] };
    const taken = await admin.call('createRole', { body: { ...body, name: 'editor' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().data.issues[0]).toMatchObject({ path: ['name'], key: 'role.nameTaken' });
    const badName = await admin.call('createRole', { body: { ...body, name: 'Has Space' } });
    expect(badName.json().data.issues[0]).toMatchObject({ path: ['name'], key: 'role.nameFormat' });
    const unknown = await admin.call('createRole', {
      body: { ...body, name: 'okname', permissions: ['nope'] },
    });
    expect(unknown.json().data.issues[0]).toMatchObject({
      path: ['permissions', 0],
      key: 'role.unknownPermission',
    });
  });

  it('edits at the version read and answers 409 when stale, auditing the permission lists', async () => {
    const admin = await h.as('admin');
    const edited = await admin.ok('updateRole', {
      params: { name: 'clerk' },
      body: { version: 1, label: 'Desk clerk', permissions: ['order', 'order.refund'] },
    });
    expect(edited).toMatchObject({ label: 'Desk clerk', permissions: ['order', 'order.refund'], version: 2 });
    const stale = await admin.call('updateRole', {
      params: { name: 'clerk' },
      body: { version: 1, label: 'Y' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ version: 2, updatedBy: expect.any(String) });
    const [, update] = await roleAudits('clerk');
    expect(update).toMatchObject({
      action: 'update',
      before: { label: 'Clerk', permissions: ['dashboard', 'order', 'order.export'] },
      after: { label: 'Desk clerk', permissions: ['order', 'order.refund'] },
    });
  });

  it('keeps developer and admin fixed, and the editor’s label and description, but edits the editor’s permissions', async () => {
    const admin = await h.as('admin');
    for (const name of ['developer', 'admin']) {
      const res = await admin.call('updateRole', { params: { name }, body: { version: 1, permissions: [] } });
      expect(res.json()).toMatchObject({ code: 42203, key: 'role.builtInFixed', params: { name } });
    }
    const retitle = await admin.call('updateRole', {
      params: { name: 'editor' },
      body: { version: 1, label: 'Writer' },
    });
    expect(retitle.json()).toMatchObject({ code: 42203, key: 'role.builtInTextFixed' });
    const editor = await admin.ok('getRole', { params: { name: 'editor' } });
    const fewer = editor.permissions.filter((p) => p !== 'order.bulk');
    const saved = await admin.ok('updateRole', {
      params: { name: 'editor' },
      body: { version: editor.version, label: editor.label, permissions: fewer },
    });
    expect(saved.permissions).toEqual(fewer);
  });

  it('deletes a custom role nobody holds; refuses a held or built-in one with the reason', async () => {
    const admin = await h.as('admin');
    await admin.ok('createRole', { body: { name: 'temp', label: 'Temp', permissions: [] } });
    await insertStaff(h.db, [
      { username: 'tempholder', roles: ['temp'] },
      { username: 'tempholder2', roles: ['temp'] },
    ]);
    const held = await admin.call('deleteRole', { params: { name: 'temp' }, query: { version: 1 } });
    expect(held.json()).toMatchObject({ code: 42203, key: 'role.inUse', params: { count: 2 } });
    const builtIn = await admin.call('deleteRole', { params: { name: 'editor' }, query: { version: 1 } });
    expect(builtIn.json()).toMatchObject({ code: 42203, key: 'role.builtInKept' });
    const stale = await admin.call('deleteRole', { params: { name: 'clerk' }, query: { version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(await admin.ok('deleteRole', { params: { name: 'clerk' }, query: { version: 2 } })).toBeNull();
    expect((await admin.call('getRole', { params: { name: 'clerk' } })).statusCode).toBe(404);
    expect((await roleAudits('clerk')).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    const names = (await admin.ok('listRoles')).items.map((r: RoleItem) => r.name);
    expect(names).toContain('temp');
    expect(names).not.toContain('clerk');
  });
});
