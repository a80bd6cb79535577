import { CloseOutlined, SettingOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './settings-panel.css';

// The drawer carries antd's Drawer, ColorPicker and Switch: it loads when the handle is first
// approached, not with every page.
const loadDrawer = () => import('./settings-drawer');
const SettingsDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.SettingsDrawer })));

/** B-H1..B-H3: the handle at the right edge and the settings drawer it opens and closes. */
export function SettingsPanel() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  // Once opened the drawer stays mounted, so closing it can slide it out.
  const [used, setUsed] = useState(false);

  useEffect(() => {
    // B-H2: page styles (and the scroll lock) hang on this class while the drawer is open.
    document.body.classList.toggle('showRightPanel', open);
    return () => document.body.classList.remove('showRightPanel');
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={`settings-handle${open ? ' is-open' : ''}`}
        aria-label={open ? t('close') : t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(!open);
        }}
      >
        {open ? <CloseOutlined /> : <SettingOutlined />}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
