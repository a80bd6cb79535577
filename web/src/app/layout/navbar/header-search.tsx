import { SearchOutlined } from '@ant-design/icons';
import { Button, type RefSelectProps, Select } from 'antd';
import Fuse from 'fuse.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isExternal } from '../../../lib/is-external';
import { useAppStore } from '../../../stores/app-store';
import { usePermissionStore } from '../../../stores/permission-store';
import { useSettingsStore } from '../../../stores/settings-store';
import { constantRoutes } from '../../route-table';
import { routeTitle } from '../../route-title';
import { searchOptions } from './record-options';
import { useRecordSearch } from './record-search';
import {
  buildSearchPool,
  labelOf,
  loadPinyin,
  SEARCH_FUSE_OPTIONS,
  type SearchEntry,
  type ToPinyin,
  usesPinyin,
} from './search-pool';
import './header-search.css';

const POPUP_CLASS = 'header-search-popup';

/**
 * B-F8..F12: a Fuse index of the user's pages, rebuilt when their routes, the language or the
 * pinyin setting change. pinyin-pro loads only once a zh user with the setting on opens search.
 */
function useSearchIndex(active: boolean): Fuse<SearchEntry> {
  // Titles are translated while building, so a language switch must re-render this.
  useTranslation('route');
  const language = useAppStore((s) => s.language);
  const pinyinSetting = useSettingsStore((s) => s.supportPinyinSearch);
  const generated = usePermissionStore((s) => s.routes);
  const [toPinyin, setToPinyin] = useState<ToPinyin>();
  const wantPinyin = active && usesPinyin(language, pinyinSetting);

  useEffect(() => {
    if (!wantPinyin || toPinyin) return;
    let live = true;
    loadPinyin().then(
      (convert) => live && setToPinyin(() => convert),
      // Search still works by title and path.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wantPinyin, toPinyin]);

  return useMemo(() => {
    const pinyin = usesPinyin(language, pinyinSetting) ? toPinyin : undefined;
    const pool = buildSearchPool([...constantRoutes, ...generated], {
      translate: routeTitle,
      toPinyin: pinyin,
    });
    return new Fuse(pool, SEARCH_FUSE_OPTIONS);
  }, [generated, language, pinyinSetting, toPinyin]);
}

/** A field where typing `/` means the character, not the search shortcut. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, textarea, select');
}

/**
 * B-F7, B-F13: the navbar's search of menu pages and, from the server, of orders, customers and
 * products (issue 17). The icon toggles an input; Ctrl+K (or `/` outside text fields) opens and
 * focuses it; arrows move through pages and records in one list, Enter opens the one picked,
 * Escape, a click elsewhere or a navigation closes it.
 */
export function HeaderSearch() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const select = useRef<RefSelectProps>(null);
  const index = useSearchIndex(opened);
  const records = useRecordSearch(query, opened);
  // Derived rather than stored, so options follow a rebuilt pool (pinyin arriving, a new language).
  const pages = useMemo(
    () => (query ? index.search(query).map(({ item }) => ({ value: item.path, label: labelOf(item) })) : []),
    [index, query],
  );
  const options = searchOptions(pages, records, t);

  const close = useCallback((refocus: boolean) => {
    setOpened(false);
    setQuery('');
    if (refocus) button.current?.focus();
  }, []);

  const open = useCallback(() => {
    setOpened(true);
    // Already open: the Select is mounted and only needs focus; otherwise autoFocus does it.
    select.current?.focus();
  }, []);

  // Leaving the page (a menu click, Back) closes the search and drops what it was waiting for.
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const lastHere = useRef(here);
  useEffect(() => {
    if (here === lastHere.current) return;
    lastHere.current = here;
    close(false);
  }, [here, close]);

  function choose(path: string) {
    if (isExternal(path)) window.open(path, '_blank', 'noopener');
    else navigate(path);
    close(true);
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.shiftKey) return;
      const modifier = event.ctrlKey || event.metaKey;
      const ctrlK = modifier && event.key.toLowerCase() === 'k';
      const slash = !modifier && event.key === '/' && !isEditable(event.target);
      if (!ctrlK && !slash) return;
      // Rich-text editors use Ctrl+K for links.
      if (event.target instanceof HTMLElement && event.target.isContentEditable) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useEffect(() => {
    if (!opened) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || wrapper.current?.contains(target)) return;
      // The options list is rendered in a portal, outside the wrapper.
      if (target instanceof Element && target.closest(`.${POPUP_CLASS}`)) return;
      close(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [opened, close]);

  return (
    <div ref={wrapper} className={`header-search${opened ? ' show' : ''}`}>
      <Button
        ref={button}
        type="text"
        className="navbar-item"
        icon={<SearchOutlined />}
        aria-label={t('search')}
        aria-expanded={opened}
        onClick={() => (opened ? close(false) : open())}
      />
      {opened ? (
        <Select<string>
          ref={select}
          className="header-search-select"
          classNames={{ popup: { root: POPUP_CLASS } }}
          autoFocus
          value={null}
          placeholder={t('placeholder')}
          aria-label={t('search')}
          showSearch={{ filterOption: false, searchValue: query, onSearch: setQuery }}
          options={options}
          variant="underlined"
          suffixIcon={null}
          notFoundContent={null}
          defaultActiveFirstOption
          popupMatchSelectWidth={false}
          onSelect={choose}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close(true);
          }}
        />
      ) : null}
    </div>
  );
}
