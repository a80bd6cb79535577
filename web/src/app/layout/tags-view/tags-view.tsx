import { CloseOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type TagView, useTagsStore } from '../../../stores/tags-store';
import { routeTitle, useRecordNameMap, withRecord } from '../../route-title';
import { menuLeftFor, scrollLeftFor, wheelShift } from './scroll-to-tab';
import { type MenuPlace, TagContextMenu } from './tag-context-menu';
import { useTagActions } from './use-tag-actions';
import './tags-view.css';

/**
 * B-G1..B-G16: the bar of visited pages under the navbar: a tab list whose tabs are named by their
 * titles. Click opens, × or a middle click closes, right click (or Shift+F10 / the menu key) opens
 * the context menu; arrows move between tabs, Delete closes the focused one.
 */
export function TagsView() {
  const { t } = useTranslation('tags');
  const views = useTagsStore((s) => s.visitedViews);
  const { pathname } = useLocation();
  const actions = useTagActions();
  const bar = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<MenuPlace>();
  const dismissMenu = useCallback(() => setMenu(undefined), []);
  const records = useRecordNameMap();
  // A record's tab names it (`Edit Product: Linen tote`), by its id until its page has loaded it.
  const titleOf = (view: TagView) =>
    view.title ? withRecord(routeTitle(view.title), records[view.path] ?? view.record) : t('noName');
  const activeIndex = views.findIndex((v) => v.path === pathname);

  // B-G15: the wheel scrolls the bar sideways and not the page (so not a passive listener).
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const legacy = (event as WheelEvent & { wheelDelta?: number }).wheelDelta;
      element.scrollLeft -= -wheelShift({ deltaY: event.deltaY, ...(legacy ? { wheelDelta: legacy } : {}) });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  // B-G16: after each navigation the active tab is brought into view.
  useLayoutEffect(() => {
    const element = bar.current;
    // Re-run when tabs come or go: the active one may have moved.
    if (!element || activeIndex < 0 || views.length === 0) return;
    const tabs = [...element.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => ({
      left: tab.offsetLeft,
      width: tab.offsetWidth,
    }));
    const box = {
      scrollLeft: element.scrollLeft,
      width: element.clientWidth,
      scrollWidth: element.scrollWidth,
    };
    element.scrollLeft = scrollLeftFor(tabs, activeIndex, box);
  }, [activeIndex, views.length]);

  function openMenu(view: TagView, x: number, y: number) {
    const rect = bar.current?.getBoundingClientRect();
    if (!rect) return;
    setMenu({ view, title: titleOf(view), left: rect.left + menuLeftFor(x, rect.left, rect.width), top: y });
  }

  function onTabKeyDown(event: React.KeyboardEvent<HTMLElement>, view: TagView, index: number) {
    const tabs = [...(bar.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const focusAt = (i: number) => tabs[(i + tabs.length) % tabs.length]?.focus();
    if (event.key === 'ArrowRight') focusAt(index + 1);
    else if (event.key === 'ArrowLeft') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(tabs.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') actions.open(view);
    else if (event.key === 'Delete' && !view.affix) void actions.close(view);
    else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      const rect = event.currentTarget.getBoundingClientRect();
      openMenu(view, rect.left, rect.bottom);
    } else return;
    event.preventDefault();
  }

  return (
    <div className="tags-view-container">
      <div
        ref={bar}
        className="tags-view-wrapper"
        role="tablist"
        aria-label={t('openedPages')}
        onScroll={dismissMenu}
      >
        {views.map((view, index) => {
          const active = index === activeIndex;
          const title = titleOf(view);
          return (
            <div
              key={view.path}
              role="tab"
              // Named by its title alone; the close button inside has its own name.
              aria-label={title}
              aria-selected={active}
              aria-current={active ? 'page' : undefined}
              tabIndex={active || (activeIndex < 0 && index === 0) ? 0 : -1}
              className={`tags-view-item${active ? ' active' : ''}`}
              data-path={view.path}
              onClick={() => actions.open(view)}
              // A middle click never scrolls the page nor opens a browser tab (B-G8).
              onMouseDown={(event) => event.button === 1 && event.preventDefault()}
              onAuxClick={(event) => {
                if (event.button !== 1) return;
                event.preventDefault();
                if (!view.affix) void actions.close(view);
              }}
              onContextMenu={(event) => {
                event.preventDefault();
                openMenu(view, event.clientX, event.clientY);
              }}
              onKeyDown={(event) => onTabKeyDown(event, view, index)}
            >
              <span className="tags-view-title">{title}</span>
              {view.affix ? null : (
                // For the mouse only: a control inside a tab is flattened into it (its children are
                // presentational), so it is hidden from assistive technology, which closes a tab
                // with Delete or the context menu (axe: nested-interactive).
                <span
                  className="tags-view-close"
                  aria-hidden="true"
                  title={t('closeTab', { title })}
                  onClick={(event) => {
                    // B-G7: closes without activating the tab first.
                    event.stopPropagation();
                    void actions.close(view);
                  }}
                >
                  <CloseOutlined />
                </span>
              )}
            </div>
          );
        })}
      </div>
      {menu ? (
        <TagContextMenu
          place={menu}
          onRefresh={actions.refresh}
          onClose={actions.close}
          onCloseOthers={actions.closeOthers}
          onCloseAll={actions.closeAll}
          onDismiss={dismissMenu}
        />
      ) : null}
    </div>
  );
}
