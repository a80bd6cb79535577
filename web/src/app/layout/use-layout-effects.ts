import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '../../stores/app-store';

/** B-E7: below this viewport width the console is on a mobile device (991 mobile, 992 desktop). */
export const MOBILE_BREAKPOINT = 992;

function evaluateDevice(): void {
  const mobile = window.innerWidth < MOBILE_BREAKPOINT;
  const { setDevice, closeSidebar } = useAppStore.getState();
  setDevice(mobile ? 'mobile' : 'desktop');
  // B-E8: on mobile the sidebar starts closed; back on desktop it stays as it is.
  if (mobile) closeSidebar(true);
}

/** B-E7/B-E8: device from the viewport width, on mount and on every resize while visible. */
export function useDeviceWatch(): void {
  useEffect(() => {
    evaluateDevice();
    const onResize = () => {
      if (!document.hidden) evaluateDevice();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
}

/** B-E5: Ctrl+B toggles the sidebar anywhere in the layout, except inside rich-text editors. */
export function useSidebarShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      if (event.code !== 'KeyB' && event.key.toLowerCase() !== 'b') return;
      if (event.target instanceof HTMLElement && event.target.isContentEditable) return;
      event.preventDefault();
      useAppStore.getState().toggleSidebar();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** B-E10: on mobile, moving to another page closes the open drawer (animated). */
export function useCloseOnNavigate(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const { device, sidebar, closeSidebar } = useAppStore.getState();
    if (device === 'mobile' && sidebar.opened) closeSidebar(false);
  }, [pathname]);
}
