import type { RoleItem } from '@shop/contract/areas/role';
import { permissions } from '@shop/contract/permissions';
import { describe, expect, it } from 'vitest';
import { givesStaff, memberWithinReach, roleLock, roleWithinReach } from './staff-reach';

const role = (name: string, perms: readonly string[], allPermissions = false): RoleItem => ({
  name,
  label: name,
  description: '',
  builtIn: false,
  allPermissions,
  permissions: [...perms],
  holders: 0,
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const admin = role('admin', permissions, true);
const hr = role('hr', ['staff', 'order']);
const clerk = role('clerk', ['order']);
const refunder = role('refunder', ['order', 'order.refund']);
const roles = [admin, hr, clerk, refunder];
const hrPermissions = ['staff', 'order'];

describe('staff reach', () => {
  it('reaches a role only when the caller holds every permission of it', () => {
    expect(roles.map((r) => roleWithinReach(r, hrPermissions))).toEqual([false, true, true, false]);
    expect(roles.every((r) => roleWithinReach(r, permissions))).toBe(true);
  });

  it('reaches a member only when all their roles are within reach', () => {
    expect(memberWithinReach(['clerk', 'hr'], roles, hrPermissions)).toBe(true);
    expect(memberWithinReach(['clerk', 'refunder'], roles, hrPermissions)).toBe(false);
    expect(memberWithinReach(['admin'], roles, permissions)).toBe(true);
  });

  it('knows the roles that open staff accounts', () => {
    expect(roles.filter(givesStaff).map((r) => r.name)).toEqual(['admin', 'hr']);
  });

  it('locks your own staff-giving roles and the roles beyond you', () => {
    const mine = { mine: hrPermissions, self: true, held: ['hr'] };
    expect(roles.map((r) => roleLock(r, mine))).toEqual(['beyondReach', 'ownAccess', null, 'beyondReach']);
    const other = { mine: permissions, self: false, held: ['admin'] };
    expect(roles.map((r) => roleLock(r, other))).toEqual([null, null, null, null]);
    const me = { mine: permissions, self: true, held: ['admin'] };
    expect(roleLock(admin, me)).toBe('ownAccess');
  });
});
