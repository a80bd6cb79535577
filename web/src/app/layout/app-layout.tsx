import { QueryClientProvider } from '@tanstack/react-query';
import { memo } from 'react';
import { startErrorCapture } from '../../lib/error-capture';
import { LeaveQuestion } from '../../lib/unsaved/leave-question';
import { useAppStore } from '../../stores/app-store';
import { useSettingsStore } from '../../stores/settings-store';
import { queryClient } from '../query-client';
import { CachedOutlet } from './cached-outlet';
import { Navbar } from './navbar/navbar';
import { SettingsPanel } from './settings/settings-panel';
import { Sidebar } from './sidebar/sidebar';
import { TagsView } from './tags-view/tags-view';
import { useLeaveGuard } from './tags-view/use-leave-guard';
import { useVisitedViews } from './tags-view/use-visited-views';
import { useCloseOnNavigate, useDeviceWatch, useSidebarShortcut } from './use-layout-effects';
import './app-layout.css';

// B-M3/B-M4: errors of the signed-in console go to the error log (in production builds).
startErrorCapture();

/** B-E1: the signed-in frame: fixed sidebar, navbar and tags bar, main area with the kept pages. */
export function AppLayout() {
  const { opened, withoutAnimation } = useAppStore((s) => s.sidebar);
  const device = useAppStore((s) => s.device);
  const closeSidebar = useAppStore((s) => s.closeSidebar);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const tagsView = useSettingsStore((s) => s.tagsView);
  const showSettings = useSettingsStore((s) => s.showSettings);
  useDeviceWatch();
  useSidebarShortcut();
  useCloseOnNavigate();
  useVisitedViews();
  useLeaveGuard();

  const classes = [
    'app-wrapper',
    opened ? 'open-sidebar' : 'hide-sidebar',
    withoutAnimation ? 'without-animation' : '',
    device,
    fixedHeader ? 'has-fixed-header' : '',
    tagsView ? 'has-tags-view' : '',
  ];
  return (
    <LayoutFrame
      className={classes.filter(Boolean).join(' ')}
      backdrop={device === 'mobile' && opened}
      closeSidebar={closeSidebar}
      collapsed={!opened}
      tagsView={tagsView}
      showSettings={showSettings}
    />
  );
}

interface LayoutFrameProps {
  className: string;
  backdrop: boolean;
  closeSidebar(withoutAnimation: boolean): void;
  collapsed: boolean;
  tagsView: boolean;
  showSettings: boolean;
}

/**
 * The frame's parts, drawn again only when the frame itself changes. The layout route renders on
 * every router state change (a navigation starting, then settling); each part follows the address
 * itself where it shows it, so none is drawn for a state change that does not concern it.
 */
const LayoutFrame = memo(function LayoutFrame(props: LayoutFrameProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <div className={props.className}>
        {props.backdrop ? (
          // B-E10: the backdrop closes the drawer; the hamburger does the same for keyboards.
          <div className="drawer-bg" aria-hidden="true" onClick={() => props.closeSidebar(false)} />
        ) : null}
        <Sidebar collapsed={props.collapsed} />
        <div className="main-container">
          <div className="app-header">
            <Navbar />
            {props.tagsView ? <TagsView /> : null}
          </div>
          <main className="app-main">
            <CachedOutlet />
          </main>
        </div>
        {props.showSettings ? <SettingsPanel /> : null}
        <LeaveQuestion />
      </div>
    </QueryClientProvider>
  );
});
