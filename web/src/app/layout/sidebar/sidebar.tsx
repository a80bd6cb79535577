import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  const menuTheme = {
    components: {
      Menu: {
        collapsedWidth: 54,
        darkItemBg: '#304156',
        darkSubMenuItemBg: '#1f2d3d',
        darkPopupBg: '#304156',
        darkItemColor: '#bfcbd9',
        darkItemHoverBg: '#263445',
        darkItemSelectedBg: '#263445',
        darkItemSelectedColor: primary,
        itemBorderRadius: 0,
        itemMarginInline: 0,
        itemWidth: '100%',
      },
    },
  };
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
