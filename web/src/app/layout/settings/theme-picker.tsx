import { theme as antdTheme, Button, ColorPicker, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { themeColours } from '../../../lib/theme/readable-theme';
import { useSettingsStore } from '../../../stores/settings-store';

/** B-H6: the preset theme colours, in this order. */
export const THEME_PRESETS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;

/** Longer than a toast's entrance (antd's motionDurationMid, 0.2 s). */
const MESSAGE_ENTER_MS = 300;

const sameColour = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

interface CompilingProps {
  colour: string;
  text: string;
  onShown(): void;
  onApplied(): void;
}

/**
 * The message's text, which paces the recolour. antd's toasts live in their own React root whose
 * styles are swapped for the new colour too, and a swap during a toast's entrance or exit
 * transition cancels it, leaving the toast on screen for good. So the colour changes once the
 * message has fully entered, and the message closes once its own tree wears the new colour.
 */
function CompilingMessage({ colour, text, onShown, onApplied }: CompilingProps) {
  const { token } = antdTheme.useToken();
  const darkMode = useSettingsStore((s) => s.darkMode);
  // antd paints the colour made readable for this mode, not the preset itself.
  const applied = sameColour(token.colorPrimary, themeColours(colour, darkMode).primary);
  useEffect(() => onShown(), [onShown]);
  useEffect(() => {
    if (applied) onApplied();
  }, [applied, onApplied]);
  return text;
}

/** After the next paint: what is on screen now has been drawn. */
function afterPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then));
}

/**
 * Recolours the console through antd's theme (no stylesheet is fetched, B-H7) behind a loading
 * message (B-H6) that shows while antd regenerates its styles and closes once they are applied.
 */
function recolour(colour: string, text: string, change: (theme: string) => void): void {
  let shown = false;
  let closing = false;
  const onShown = () => {
    if (shown) return;
    shown = true;
    setTimeout(() => change(colour), MESSAGE_ENTER_MS);
  };
  const onApplied = () => {
    if (closing) return;
    closing = true;
    afterPaint(() => hide());
  };
  const hide = message.loading({
    content: <CompilingMessage colour={colour} text={text} onShown={onShown} onApplied={onApplied} />,
    duration: 0,
    key: 'compiling-theme',
  });
}

/**
 * The theme colour: antd's ColorPicker behind a real button (its own trigger cannot take focus),
 * with the presets as buttons named by their colour, above the free picker and its hex field.
 */
export function ThemePicker({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('settings');
  const theme = useSettingsStore((s) => s.theme);
  const change = useSettingsStore((s) => s.change);
  // What the picker shows while dragging; the theme changes when the drag ends.
  const [draft, setDraft] = useState(theme);

  function choose(colour: string) {
    setDraft(colour);
    if (!sameColour(colour, theme)) recolour(colour, t('compilingTheme'), (next) => change({ theme: next }));
  }

  return (
    <ColorPicker
      value={draft}
      disabledAlpha
      placement="bottomRight"
      onChange={(colour) => setDraft(colour.toHexString())}
      onChangeComplete={(colour) => choose(colour.toHexString())}
      panelRender={(_, { components: { Picker } }) => (
        <div className="theme-panel">
          <fieldset className="theme-presets">
            <legend>{t('presetColors')}</legend>
            {THEME_PRESETS.map((colour) => (
              <button
                key={colour}
                type="button"
                className="theme-preset"
                style={{ background: colour }}
                aria-label={colour}
                aria-pressed={sameColour(colour, theme)}
                onClick={() => choose(colour)}
              />
            ))}
          </fieldset>
          <Picker />
        </div>
      )}
    >
      <Button aria-labelledby={labelledBy} title={theme} className="theme-trigger">
        <span className="theme-swatch" style={{ background: theme }} />
      </Button>
    </ColorPicker>
  );
}
