import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagView } from '../../../stores/tags-store';

export interface MenuPlace {
  view: TagView;
  /** The tab's shown title, naming the menu. */
  title: string;
  left: number;
  top: number;
}

interface Props {
  place: MenuPlace;
  onRefresh(view: TagView): void;
  onClose(view: TagView): void;
  onCloseOthers(view: TagView): void;
  onCloseAll(): void;
  onDismiss(): void;
}

/**
 * B-G10/B-G11: the tabs' context menu: Refresh, Close (not for fixed tabs), Close Others, Close
 * All. It takes focus so the keyboard can use it (arrows, Enter, Escape) and closes on any click.
 */
export function TagContextMenu({ place, onRefresh, onClose, onCloseOthers, onCloseAll, onDismiss }: Props) {
  const { t } = useTranslation('tags');
  const menu = useRef<HTMLDivElement>(null);
  const { view } = place;
  const items = [
    { key: 'refresh', label: t('refresh'), run: () => onRefresh(view) },
    ...(view.affix ? [] : [{ key: 'close', label: t('close'), run: () => onClose(view) }]),
    { key: 'closeOthers', label: t('closeOthers'), run: () => onCloseOthers(view) },
    { key: 'closeAll', label: t('closeAll'), run: onCloseAll },
  ];

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    // The click that chose an item closes the menu too; a click elsewhere only closes it.
    const dismiss = () => onDismiss();
    document.addEventListener('click', dismiss);
    return () => document.removeEventListener('click', dismiss);
  }, [onDismiss]);

  function onKeyDown(event: React.KeyboardEvent) {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      event.preventDefault();
      entries[(at + move + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onDismiss();
    }
  }

  return (
    <div
      ref={menu}
      className="tags-contextmenu"
      role="menu"
      aria-label={t('menuOf', { title: place.title })}
      style={{ left: place.left, top: place.top }}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <div
          key={item.key}
          role="menuitem"
          tabIndex={-1}
          onClick={item.run}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            item.run();
            onDismiss();
          }}
        >
          {item.label}
        </div>
      ))}
    </div>
  );
}
