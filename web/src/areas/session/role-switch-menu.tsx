import { DownOutlined } from '@ant-design/icons';
import type { Role } from '@shop/contract/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useRoleText } from '../../lib/role-choices';
import { useSessionStore } from '../../stores/session-store';
import { useAreaText } from './qr-text';
import { infoFor } from './session.api';

type MenuItem = NonNullable<MenuProps['items']>[number];

const KEY_PREFIX = 'switch-role:';

/**
 * The roles the signed-in staff member may act as: all three for developers, none for others.
 * Read off the user info the guard loaded for this token, not asked again.
 */
export async function switchableRoles(token: string): Promise<Role[]> {
  const info = await infoFor(token);
  return info?.switchableRoles ?? [];
}

/** Asked once per session token (a switch brings a new token, so it is asked again). */
export const switchableRolesQuery = (token: string) =>
  queryOptions({
    queryKey: ['session', 'switchable-roles', token] as const,
    queryFn: () => switchableRoles(token),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * True for the keys of the role-switch items. Each item switches in its own `onClick`, so a
 * menu-wide `onClick` (the avatar menu's, which navigates to the key) must leave these alone.
 */
export function isRoleSwitchKey(key: string): boolean {
  return key.startsWith(KEY_PREFIX);
}

/**
 * The "Switch role" choices (B-A15): one item per role the account may act as, the current one
 * disabled, so a developer acting as another role is offered the way back. Null for anyone who
 * may not switch.
 */
export function useRoleSwitch(): { label: string; items: MenuItem[] } | null {
  const { t } = useAreaText('profile');
  const token = useSessionStore((s) => s.token);
  const roles = useSessionStore((s) => s.roles);
  const { data: switchable = [] } = useQuery(switchableRolesQuery(token));
  const [switching, setSwitching] = useState(false);
  const roleName = useRoleText();

  if (switchable.length === 0) return null;
  const choose = (role: Role) => {
    setSwitching(true);
    // The switch itself (and the contract's schemas it imports) loads on first use, keeping zod
    // out of the layout. On success the page is left; a refusal was toasted by the API client.
    import('./role-switch').then((m) => m.switchRole(role)).catch(() => setSwitching(false));
  };
  return {
    label: t('switchRole'),
    items: switchable.map((role) => ({
      key: `${KEY_PREFIX}${role}`,
      label: roleName(role),
      disabled: switching || roles.includes(role),
      onClick: () => choose(role),
    })),
  };
}

/** The role switch as entries for an antd menu (the avatar menu): a divider and a titled group. */
export function useRoleSwitchMenuItems(): MenuItem[] {
  const roleSwitch = useRoleSwitch();
  if (!roleSwitch) return [];
  return [
    { type: 'divider', key: 'switch-role-divider' },
    { type: 'group', key: 'switch-role', label: roleSwitch.label, children: roleSwitch.items },
  ];
}

/** The role switch as a button with its own drop-down, for places that are not an antd menu. */
export function RoleSwitchButton() {
  const roleSwitch = useRoleSwitch();
  if (!roleSwitch) return null;
  return (
    <Dropdown menu={{ items: roleSwitch.items }} trigger={['click']}>
      <Button>
        {roleSwitch.label} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
