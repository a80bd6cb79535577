import { Drawer, Switch } from 'antd';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../stores/app-store';
import { type PersistedSettings, useSettingsStore } from '../../../stores/settings-store';
import { ThemePicker } from './theme-picker';

/** The drawer's width; the handle rides on its left edge (settings-panel.css). */
const DRAWER_WIDTH = 260;

type SwitchSetting = Exclude<keyof PersistedSettings, 'theme'>;

/** A labelled switch that applies at once (B-H5); the label names it and toggles it. */
function SwitchRow({ setting, label }: { setting: SwitchSetting; label: string }) {
  const id = useId();
  const checked = useSettingsStore((s) => s[setting]);
  const change = useSettingsStore((s) => s.change);
  return (
    <div className="settings-row">
      <label htmlFor={id}>{label}</label>
      <Switch id={id} checked={checked} onChange={(value) => change({ [setting]: value })} />
    </div>
  );
}

/**
 * B-H2..B-H4: the right-hand drawer over a dimmed page. A click on the mask (anywhere outside)
 * or Escape closes it; the colour picker's popup is not the mask, so clicks there keep it open.
 * Focus moves into the drawer when it opens and back to the handle when it closes.
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('settings');
  const language = useAppStore((s) => s.language);
  const headingId = useId();
  const themeLabelId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={DRAWER_WIDTH}
      closable={false}
      aria-labelledby={headingId}
      rootClassName="settings-drawer"
      // Above the sidebar (1001) and under the handle (1501, settings-panel.css); dialogs (2000 up)
      // and the colour picker's popup still go above it.
      zIndex={1500}
      // antd focuses the drawer's outer wrapper, outside the dialog; the heading is inside it.
      afterOpenChange={(visible) => {
        if (visible) heading.current?.focus();
      }}
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="settings-title">
        {t('title')}
      </h3>
      <div className="settings-row">
        <span id={themeLabelId}>{t('themeColor')}</span>
        <ThemePicker labelledBy={themeLabelId} />
      </div>
      <SwitchRow setting="tagsView" label={t('tagsView')} />
      <SwitchRow setting="fixedHeader" label={t('fixedHeader')} />
      <SwitchRow setting="sidebarLogo" label={t('sidebarLogo')} />
      <SwitchRow setting="darkMode" label={t('darkMode')} />
      {/* B-H4: pinyin matching only concerns Chinese menu titles. */}
      {language === 'zh' ? <SwitchRow setting="supportPinyinSearch" label={t('pinyinSearch')} /> : null}
    </Drawer>
  );
}
