import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguagePicker, preloadLanguageMenu } from '../../../components/language-picker';
import { useAppStore } from '../../../stores/app-store';
import { AppBreadcrumb } from './app-breadcrumb';
import { AvatarMenu } from './avatar-menu';
import { ErrorLogButton } from './error-log-button';
import { FullscreenButton } from './fullscreen-button';
import { HeaderSearch } from './header-search';
import { SizeSelect } from './size-select';
import './navbar.css';

// The layout already carries antd's Dropdown: ready the picker's menu before it is drawn.
void preloadLanguageMenu();

/** The 50 px navbar: hamburger and breadcrumb; on desktop the tools (B-F6); the avatar menu. */
export function Navbar() {
  const { t } = useTranslation('layout');
  const opened = useAppStore((s) => s.sidebar.opened);
  const device = useAppStore((s) => s.device);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);

  return (
    <header className="navbar">
      {/* B-F1: active (folding icon, expanded state) while the sidebar is open. */}
      <Button
        type="text"
        className={`hamburger navbar-item${opened ? ' is-active' : ''}`}
        aria-label={t('toggleSidebar')}
        aria-expanded={opened}
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
      />
      <AppBreadcrumb />
      <div className="right-menu">
        {device === 'mobile' ? null : (
          <>
            <HeaderSearch />
            <ErrorLogButton />
            <FullscreenButton />
            <SizeSelect />
            <LanguagePicker className="navbar-item" />
          </>
        )}
        <AvatarMenu />
      </div>
    </header>
  );
}
