import { theme as antdTheme, type ThemeConfig } from 'antd';
import { AA_TEXT, contrastRatio, mix, parseColour, shiftUntil, toHex } from './contrast';

/**
 * Issue 17 point 8: any theme colour, in light and dark, keeps text at WCAG AA. A preset such as
 * #304156 or #212121 is nearly the colour of antd's dark surfaces, and #409EFF too light under
 * white text, so the colours antd paints with are derived from the preset:
 *
 * - the primary (and the link colour, which antd otherwise takes from its own blue) is the preset
 *   darkened in light mode, lightened in dark mode, just enough that antd's derived colour reads as
 *   text on every surface (page, container, drawer) and under the text of solid buttons;
 * - text on solid colours (`colorTextLightSolid`) is white in light mode, black in dark mode, where
 *   a primary light enough to read on a dark page is too light under white;
 * - the error, success and warning colours, painted as text and under the same solid text, get
 *   the same treatment;
 * - secondary text and the text of preset-coloured tags are made darker (lighter) to read.
 *
 * antd's dark algorithm mixes each seed colour with its dark surface, so a shade is checked as
 * antd paints it, not as given.
 */

/** The error colour of the console (the template's red). */
export const ERROR_SEED = '#ff4949';
export const SUCCESS_SEED = '#13ce66';
export const WARNING_SEED = '#ffba00';

const algorithmOf = (darkMode: boolean) => (darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm);

/** Text on a solid colour (primary or danger button, active tab, checked radio button...). */
export const onSolidText = (darkMode: boolean): string => (darkMode ? '#000000' : '#ffffff');

/**
 * antd's surfaces in each mode (`colorBgContainer`, `colorBgElevated` for drawers and popups,
 * `colorBgLayout`), written out: reading them from `getDesignToken` costs about 12 ms a call. The
 * unit test checks them against antd.
 */
export const SURFACES = {
  light: { container: '#ffffff', elevated: '#ffffff', layout: '#f5f5f5' },
  dark: { container: '#141414', elevated: '#1f1f1f', layout: '#000000' },
} as const;

const surfacesOf = (darkMode: boolean) => SURFACES[darkMode ? 'dark' : 'light'];

/**
 * The colour antd paints for a seed colour (`colorPrimary`, `colorError`...). The light algorithm
 * keeps the seed; the dark one mixes 85 % of it into its container colour (@ant-design/colors'
 * dark palette, step 6). Worked out here because antd's own derivation is too slow to search
 * with; the unit test checks it against `getDesignToken` for every preset.
 */
export function antdPaints(seed: string, darkMode: boolean): string {
  return darkMode ? mix(seed, SURFACES.dark.container, 0.85) : toHex(parseColour(seed));
}

/**
 * The background of a selected item (menu entry, table row, option): the primary tinted into the
 * container. antd's own (`colorPrimaryBg`, from its palette) turns a mid grey for dark presets in
 * light mode, where neither dark text nor the primary reads on it.
 */
export function selectedBackground(primary: string, darkMode: boolean, strength = 1): string {
  return mix(primary, surfacesOf(darkMode).container, (darkMode ? 0.2 : 0.1) * strength);
}

const derived = new Map<string, string>();

/**
 * The seed nearest to `seed` whose colour, as antd paints it in this mode, reads on every surface,
 * under solid text and (for the primary) on a selected item's background. Memoised per colour.
 */
function readableSeed(seed: string, darkMode: boolean, onSelected: boolean): string {
  const memo = `${seed} ${darkMode} ${onSelected}`;
  const known = derived.get(memo);
  if (known) return known;
  const backgrounds = [...Object.values(surfacesOf(darkMode)), onSolidText(darkMode)];
  const reads = (candidate: string) => {
    const colour = antdPaints(candidate, darkMode);
    const selected = onSelected ? [selectedBackground(colour, darkMode)] : [];
    return [...backgrounds, ...selected].every((background) => contrastRatio(colour, background) >= AA_TEXT);
  };
  const result = shiftUntil(seed, darkMode ? 'lighter' : 'darker', reads);
  derived.set(memo, result);
  return result;
}

/**
 * antd's text on its preset-coloured tags (`<Tag color="green">`, status tags) is step 7 of the
 * colour's palette on step 1: 2.8:1 for gold, 3.4:1 for green in light mode. Each tag's text
 * becomes the first of steps 7 to 10 that reads on its background.
 */
const TAG_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

const tagTokens = new Map<boolean, Record<string, string>>();

export function readableTagTokens(darkMode: boolean): Record<string, string> {
  const known = tagTokens.get(darkMode);
  if (known) return known;
  const palette = antdTheme.getDesignToken({ algorithm: algorithmOf(darkMode) }) as unknown as Record<
    string,
    string
  >;
  const tokens: Record<string, string> = {};
  for (const colour of TAG_COLOURS) {
    const background = palette[`${colour}1`] ?? '';
    const steps = [7, 8, 9, 10].map((step) => palette[`${colour}${step}`] ?? '');
    const text = steps.find((step) => contrastRatio(step, background) >= AA_TEXT) ?? steps[3] ?? '';
    // Both given, so the pair stays what was checked even where antd's own palette would differ.
    tokens[`${colour}1`] = background;
    tokens[`${colour}7`] = text;
  }
  tagTokens.set(darkMode, tokens);
  return tokens;
}

/**
 * Secondary text (descriptions, form help, breadcrumb, placeholders): antd's 45 % and 25 % of the
 * text colour give 3.4:1 and 1.8:1; 55 % keeps 4.5:1 on every surface of both modes.
 */
export const quietText = (darkMode: boolean): string =>
  darkMode ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.55)';

export interface ThemeColours {
  /** The seed given to antd for primary and links. */
  primarySeed: string;
  /** The primary as antd paints it in this mode: the layout's own CSS uses it too. */
  primary: string;
  /** Text on the primary (and on the other solid colours). */
  onPrimary: string;
  errorSeed: string;
  successSeed: string;
  warningSeed: string;
}

export function themeColours(preset: string, darkMode: boolean): ThemeColours {
  const primarySeed = readableSeed(preset, darkMode, true);
  return {
    primarySeed,
    primary: antdPaints(primarySeed, darkMode),
    onPrimary: onSolidText(darkMode),
    errorSeed: readableSeed(ERROR_SEED, darkMode, false),
    successSeed: readableSeed(SUCCESS_SEED, darkMode, false),
    warningSeed: readableSeed(WARNING_SEED, darkMode, false),
  };
}

/**
 * antd's theme for the console: readable colours from the preset (above), the dark algorithm in
 * dark mode, the compact one for the small size.
 */
export function consoleTheme(preset: string, darkMode: boolean, compact: boolean): ThemeConfig {
  const colours = themeColours(preset, darkMode);
  // Components whose solid background is not a theme colour keep white text in dark mode.
  const whiteOnDark = { colorTextLightSolid: '#ffffff' };
  return {
    token: {
      colorPrimary: colours.primarySeed,
      colorLink: colours.primarySeed,
      colorTextLightSolid: colours.onPrimary,
      colorPrimaryBg: selectedBackground(colours.primary, darkMode),
      colorPrimaryBgHover: selectedBackground(colours.primary, darkMode, 1.5),
      colorSuccess: colours.successSeed,
      colorWarning: colours.warningSeed,
      colorError: colours.errorSeed,
      colorTextTertiary: quietText(darkMode),
      colorTextDescription: quietText(darkMode),
      colorTextPlaceholder: quietText(darkMode),
      // Dialogs and popups above the fixed sidebar (z-index 1001) and the fixed header.
      zIndexPopupBase: 2000,
    },
    components: {
      Tooltip: whiteOnDark,
      Avatar: whiteOnDark,
      Image: whiteOnDark,
      Tour: whiteOnDark,
      Tag: readableTagTokens(darkMode),
      // A table's empty text is painted in the disabled grey (1.8:1).
      Table: { colorTextDisabled: quietText(darkMode) },
    },
    algorithm: [algorithmOf(darkMode), ...(compact ? [antdTheme.compactAlgorithm] : [])],
  };
}

/** The sidebar's own colours: it is dark in both modes (B-E2). */
export const SIDEBAR = {
  itemBg: '#304156',
  subMenuItemBg: '#1f2d3d',
  itemColor: '#bfcbd9',
  itemHoverBg: '#263445',
  itemSelectedBg: '#263445',
} as const;

/** The active menu entry's text: the preset, lightened until it reads on the sidebar's greys. */
export function sidebarSelectedColour(preset: string): string {
  const backgrounds = [SIDEBAR.itemBg, SIDEBAR.subMenuItemBg, SIDEBAR.itemSelectedBg];
  return shiftUntil(preset, 'lighter', (candidate) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= AA_TEXT),
  );
}

/** The sidebar menu's antd tokens (B-E11): its greys, and the preset readable on them. */
export function sidebarMenuTheme(preset: string): ThemeConfig {
  // `itemWidth` is one of the menu's internal tokens, outside its public type: hence a variable.
  const menu = {
    collapsedWidth: 54,
    darkItemBg: SIDEBAR.itemBg,
    darkSubMenuItemBg: SIDEBAR.subMenuItemBg,
    darkPopupBg: SIDEBAR.itemBg,
    darkItemColor: SIDEBAR.itemColor,
    darkItemHoverBg: SIDEBAR.itemHoverBg,
    darkItemHoverColor: '#ffffff',
    darkItemSelectedBg: SIDEBAR.itemSelectedBg,
    darkItemSelectedColor: sidebarSelectedColour(preset),
    itemBorderRadius: 0,
    itemMarginInline: 0,
    itemWidth: '100%',
  };
  return { components: { Menu: menu } };
}
