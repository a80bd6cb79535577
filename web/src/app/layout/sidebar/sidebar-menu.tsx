import { Menu, type MenuProps } from 'antd';
import { createElement, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { isExternal } from '../../../lib/is-external';
import { usePermissionStore } from '../../../stores/permission-store';
import { chainOf } from '../../route-match';
import { constantRoutes } from '../../route-table';
import { routeTitle } from '../../route-title';
import { activeMenuOf, type MenuEntry, menuEntries, submenusHolding } from './menu-entries';
import { menuIcons } from './menu-icons';

function label(entry: MenuEntry): ReactNode {
  const text = (
    <>
      {routeTitle(entry.titleKey)}
      {entry.badge !== undefined ? <span className="menu-badge">{entry.badge}</span> : null}
    </>
  );
  if (entry.children) return text;
  // Real links, so a middle click opens a browser tab; out of the Tab order, as antd's menu moves
  // focus between its items with the arrow keys and Enter on an item opens it (onClick below).
  return entry.external ? (
    <a href={entry.key} target="_blank" rel="noopener" tabIndex={-1}>
      {text}
    </a>
  ) : (
    <Link to={entry.key} tabIndex={-1}>
      {text}
    </Link>
  );
}

function toItems(entries: readonly MenuEntry[]): MenuProps['items'] {
  return entries.map((entry) => ({
    key: entry.key,
    // Decorative: the entry is named by its title alone.
    icon: entry.icon ? createElement(menuIcons[entry.icon], { 'aria-hidden': true }) : undefined,
    label: label(entry),
    ...(entry.children ? { children: toItems(entry.children) } : {}),
  }));
}

/** B-E11..E13: the menu of the user's routes, highlighting the current (or `activeMenu`) entry. */
export function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  // Subscribes to language changes: titles are translated while rendering.
  useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const generated = usePermissionStore((s) => s.routes);
  const entries = useMemo(() => menuEntries([...constantRoutes, ...generated]), [generated]);
  const active = activeMenuOf(chainOf(matches), pathname);
  // Inline submenus open independently; collapsed pop-outs keep their own, transient, set.
  const [inlineOpen, setInlineOpen] = useState(() => submenusHolding(entries, active));
  const [popupOpen, setPopupOpen] = useState<string[]>([]);

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    // A click on the link itself already navigated; this serves Enter and clicks beside it.
    if (domEvent.target instanceof Element && domEvent.target.closest('a')) return;
    if (isExternal(key)) window.open(key, '_blank', 'noopener');
    else navigate(key);
  };

  return (
    <Menu
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed}
      selectedKeys={[active]}
      openKeys={collapsed ? popupOpen : inlineOpen}
      onOpenChange={collapsed ? setPopupOpen : setInlineOpen}
      items={toItems(entries)}
      onClick={onClick}
    />
  );
}
