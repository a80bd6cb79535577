import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useAppStore } from '../../stores/app-store';
import { useSettingsStore } from '../../stores/settings-store';
import { queryClient } from '../query-client';
import { Navbar } from './navbar/navbar';
import { Sidebar } from './sidebar/sidebar';
import { useCloseOnNavigate, useDeviceWatch, useSidebarShortcut } from './use-layout-effects';
import './app-layout.css';

/** B-E1: the signed-in frame: fixed sidebar, navbar (the tags bar joins later), main area. */
export function AppLayout() {
  const { opened, withoutAnimation } = useAppStore((s) => s.sidebar);
  const device = useAppStore((s) => s.device);
  const closeSidebar = useAppStore((s) => s.closeSidebar);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  useDeviceWatch();
  useSidebarShortcut();
  useCloseOnNavigate();

  const classes = [
    'app-wrapper',
    opened ? 'open-sidebar' : 'hide-sidebar',
    withoutAnimation ? 'without-animation' : '',
    device,
    fixedHeader ? 'has-fixed-header' : '',
  ];
  return (
    <QueryClientProvider client={queryClient}>
      <div className={classes.filter(Boolean).join(' ')}>
        {device === 'mobile' && opened ? (
          // B-E10: the backdrop closes the drawer; the hamburger does the same for keyboards.
          <div className="drawer-bg" aria-hidden="true" onClick={() => closeSidebar(false)} />
        ) : null}
        <Sidebar collapsed={!opened} />
        <div className="main-container">
          <div className="app-header">
            <Navbar />
            {/* The tags bar (B-G1) comes here in a later issue. */}
          </div>
          <main className="app-main">
            <Outlet />
          </main>
        </div>
      </div>
    </QueryClientProvider>
  );
}
