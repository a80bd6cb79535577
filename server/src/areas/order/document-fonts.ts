import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LabelLanguage } from '@shop/contract/labels/label-table';

/**
 * The fonts documents are printed in. PDF's built-in fonts know no Chinese or Japanese, so every
 * document uses Noto Sans (OFL), which also covers Latin, Spanish accents and the currency signs:
 * the Simplified Chinese cut for zh, en and es (a product title in any of the console's languages
 * prints), the Japanese cut for ja so kanji take their Japanese forms. They come as static
 * TrueType files in @expo-google-fonts (fontsource ships only split woff2 subsets); pdfkit embeds
 * just the glyphs a document uses, so a file stays tens of kilobytes, not the font's 10 MB.
 */
const require = createRequire(import.meta.url);

const files = {
  sc: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  jp: {
    regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  },
} as const;

export interface DocumentFonts {
  regular: Buffer;
  bold: Buffer;
}

const loaded = new Map<keyof typeof files, DocumentFonts>();

/** The font pair for a language, read from disk once per process (about 20 MB held after). */
export function documentFonts(language: LabelLanguage): DocumentFonts {
  const cut = language === 'ja' ? 'jp' : 'sc';
  let fonts = loaded.get(cut);
  if (!fonts) {
    fonts = {
      regular: readFileSync(require.resolve(files[cut].regular)),
      bold: readFileSync(require.resolve(files[cut].bold)),
    };
    loaded.set(cut, fonts);
  }
  return fonts;
}
