import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import screenfull from 'screenfull';
import { feedback } from '../../../lib/feedback';

/**
 * B-F17/B-F18: toggles fullscreen for the whole document. The icon and name follow the real
 * state, so leaving fullscreen with Esc (or F11) updates them too.
 */
export function FullscreenButton() {
  const { t } = useTranslation('settings');
  const [isFullscreen, setIsFullscreen] = useState(() => screenfull.isEnabled && screenfull.isFullscreen);

  useEffect(() => {
    if (!screenfull.isEnabled) return;
    const sync = () => setIsFullscreen(screenfull.isFullscreen);
    screenfull.on('change', sync);
    return () => screenfull.off('change', sync);
  }, []);

  const unsupported = () => feedback.warning(t('fullscreenUnsupported'));
  function toggle() {
    if (!screenfull.isEnabled) {
      unsupported();
      return;
    }
    // A browser may still refuse (a permissions policy, no user gesture): the same warning.
    void screenfull.toggle().catch(unsupported);
  }

  const label = isFullscreen ? t('exitFullscreen') : t('fullscreen');
  return (
    <Button
      type="text"
      className="navbar-item"
      icon={isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      aria-label={label}
      title={label}
      onClick={toggle}
    />
  );
}
