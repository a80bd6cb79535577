import { ColumnHeightOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { i18n } from '../../../lib/i18n';
import { isSize, sizes } from '../../../lib/ui-size';
import { useAppStore } from '../../../stores/app-store';
import { useTagsStore } from '../../../stores/tags-store';

/** B-F19/B-F20: the four component sizes, the current one disabled. */
export function SizeSelect() {
  const { t } = useTranslation('layout');
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = sizes.map((value) => ({ key: value, label: t(`sizes.${value}`), disabled: value === size }));

  function choose(key: string) {
    if (!isSize(key)) return;
    setSize(key);
    // Every kept page starts fresh; the current one remounts at the same full path (B-I5).
    useTagsStore.getState().clearCachedViews();
    navigate(`/redirect${pathname}${search}${hash}`, { replace: true });
    feedback.success(i18n.t('switchSizeSuccess'));
    // Keyboard users continue from the picker, not from the top of the page.
    button.current?.focus();
  }

  return (
    <Dropdown
      menu={{ items, onClick: ({ key }) => choose(key) }}
      trigger={['click']}
      autoFocus
      open={menuOpen}
      onOpenChange={setMenuOpen}
    >
      {/* The tooltip would cover the open menu's first entry, so it waits while the menu is open. */}
      <Tooltip title={t('globalSize')} placement="bottom" {...(menuOpen ? { open: false } : {})}>
        <Button
          ref={button}
          type="text"
          className="navbar-item"
          icon={<ColumnHeightOutlined />}
          aria-label={t('globalSize')}
        />
      </Tooltip>
    </Dropdown>
  );
}
