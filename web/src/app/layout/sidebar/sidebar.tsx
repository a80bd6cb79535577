import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sidebarMenuTheme } from '../../../lib/theme/readable-theme';
import { useSettingsStore } from '../../../stores/settings-store';
import { SidebarMenu } from './sidebar-menu';
import './sidebar.css';

/** B-E14: logo and shop title linking home; collapsed, the title keeps its first 2 characters. */
function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const title = useSettingsStore((s) => s.shopTitle);
  return (
    <Link className="sidebar-logo" to="/" aria-label={title}>
      <img src="/logo.jpeg" alt="" className="sidebar-logo-img" />
      <span className="sidebar-title">{collapsed ? Array.from(title).slice(0, 2).join('') : title}</span>
    </Link>
  );
}

/** The fixed left sidebar (B-E2, B-E6, B-E9): logo block and the menu as a navigation landmark. */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('layout');
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const primary = useSettingsStore((s) => s.theme);
  // The preset made readable on the sidebar's greys (issue 17 point 8).
  const menuTheme = sidebarMenuTheme(primary);
  return (
    <aside className="sidebar-container">
      {showLogo ? <SidebarLogo collapsed={collapsed} /> : null}
      <nav className="sidebar-nav" aria-label={t('mainMenu')}>
        <ConfigProvider theme={menuTheme}>
          <SidebarMenu collapsed={collapsed} />
        </ConfigProvider>
      </nav>
    </aside>
  );
}
