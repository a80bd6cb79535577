import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { THEME_PRESETS } from '../../app/layout/settings/theme-picker';
import { AA_TEXT, contrastRatio } from './contrast';
import {
  antdPaints,
  consoleTheme,
  readableTagTokens,
  SIDEBAR,
  SURFACES,
  sidebarMenuTheme,
  themeColours,
} from './readable-theme';

/**
 * Every (text, background) pair the theme paints, for each preset in light and dark, as antd
 * derives the final colours from our theme config.
 */
function pairsOf(preset: string, darkMode: boolean): [string, string, string][] {
  const token = antdTheme.getDesignToken(consoleTheme(preset, darkMode, false));
  const surfaces = {
    container: token.colorBgContainer,
    'drawer/popup': token.colorBgElevated,
    page: token.colorBgLayout,
  };
  const pairs: [string, string, string][] = [
    ['primary button text', token.colorTextLightSolid, token.colorPrimary],
    ['danger button text', token.colorTextLightSolid, token.colorError],
    ['selected item in a light menu', token.colorPrimary, token.colorPrimaryBg],
  ];
  for (const [name, surface] of Object.entries(surfaces)) {
    pairs.push(
      [`body text on ${name}`, token.colorText, surface],
      [`secondary text on ${name}`, token.colorTextSecondary, surface],
      [`primary text (active tab, link button) on ${name}`, token.colorPrimary, surface],
      [`link on ${name}`, token.colorLink, surface],
      [`error text on ${name}`, token.colorError, surface],
      [`success text on ${name}`, token.colorSuccess, surface],
      [`warning text on ${name}`, token.colorWarning, surface],
      [`description on ${name}`, token.colorTextDescription, surface],
      [`placeholder on ${name}`, token.colorTextPlaceholder, surface],
    );
  }
  const tag = readableTagTokens(darkMode);
  for (const key of Object.keys(tag).filter((k) => k.endsWith('7'))) {
    const colour = key.slice(0, -1);
    pairs.push([`${colour} tag`, tag[key] ?? '', tag[`${colour}1`] ?? '']);
  }
  const menu = sidebarMenuTheme(preset).components?.Menu ?? {};
  pairs.push(
    ['sidebar item', String(menu.darkItemColor), SIDEBAR.itemBg],
    ['sidebar submenu item', String(menu.darkItemColor), SIDEBAR.subMenuItemBg],
    ['sidebar active item', String(menu.darkItemSelectedColor), String(menu.darkItemSelectedBg)],
    ['sidebar active item in a submenu', String(menu.darkItemSelectedColor), SIDEBAR.subMenuItemBg],
  );
  return pairs;
}

describe('theme contrast (issue 17 point 8)', () => {
  it('computes WCAG ratios as the spec does', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // Translucent text is painted over its surface first: antd's secondary text.
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toBeCloseTo(contrastRatio('#808080', '#fff'), 1);
  });

  it('knows the surfaces and the seed colours as antd derives them', () => {
    for (const darkMode of [false, true]) {
      const algorithm = darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
      const token = antdTheme.getDesignToken({ algorithm });
      expect(SURFACES[darkMode ? 'dark' : 'light']).toEqual({
        container: token.colorBgContainer,
        elevated: token.colorBgElevated,
        layout: token.colorBgLayout,
      });
      for (const seed of [...THEME_PRESETS, '#ff4949']) {
        const painted = antdTheme.getDesignToken({ token: { colorPrimary: seed }, algorithm }).colorPrimary;
        expect(antdPaints(seed, darkMode)).toBe(painted.toLowerCase());
      }
    }
  });

  for (const preset of THEME_PRESETS) {
    for (const darkMode of [false, true]) {
      it(`keeps every text at AA with ${preset} in ${darkMode ? 'dark' : 'light'} mode`, () => {
        const failing = pairsOf(preset, darkMode)
          .map(([name, text, background]) => ({
            name,
            text,
            background,
            ratio: contrastRatio(text, background),
          }))
          .filter(({ ratio }) => ratio < AA_TEXT);
        expect(failing).toEqual([]);
      });
    }
  }

  it('keeps a preset that already reads as it is, and the solid text white in light mode', () => {
    expect(themeColours('#6959CD', false)).toMatchObject({ primary: '#6959cd', onPrimary: '#ffffff' });
    // The dark presets only change in dark mode, where they are lightened to read on black.
    expect(themeColours('#304156', false).primary).toBe('#304156');
    expect(contrastRatio(themeColours('#304156', true).primary, '#141414')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
