import { messages } from '@shop/contract/messages';
import { describe, expect, it } from 'vitest';
import { languages } from '../lib/i18n';

/**
 * Issue 17: English left in a translation ("Tags-View" on a Chinese screen) fails here. A text
 * may equal its English only when nothing but placeholders, punctuation and the words below is
 * left: codes and names no language translates, and words that are spelt the same.
 */
const sameEverywhere = ['SKU', 'JSON', 'API', 'CSV', 'ID', 'URL', 'px'];
const sameIn: Record<string, readonly string[]> = {
  // Spanish words that are English words too.
  es: ['Roles', 'Total', 'Subtotal', 'Editor', 'Avatar', 'Error', 'No', 'Mini'],
};

const catalogues = import.meta.glob<Record<string, unknown>>('./*/**/*.json', {
  eager: true,
  import: 'default',
});

/** Every text of one language by `file:key` (the file relative to the language's folder). */
function textsOf(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') texts.set(at, value);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value))
        walk(child, at.endsWith(':') ? `${at}${key}` : `${at}.${key}`);
  };
  for (const [file, catalogue] of Object.entries(catalogues)) {
    if (file.startsWith(`./${language}/`)) walk(catalogue, `${file.slice(language.length + 3)}:`);
  }
  return texts;
}

/** The English of each text: the console's own files, and the contract's for `messages/`. */
function englishOf(key: string, english: Map<string, string>): string | undefined {
  if (key.startsWith('messages/')) return messages[key.slice(key.indexOf(':') + 1) as keyof typeof messages];
  return english.get(key);
}

/** What is left to translate once placeholders, allowed words and punctuation are taken out. */
function wordsOf(text: string, allowed: readonly string[]): string {
  const words = text.replace(/\{\{\s*\w+\s*\}\}/g, ' ').split(/[^\p{L}]+/u);
  return words.filter((word) => word !== '' && !allowed.includes(word)).join(' ');
}

describe('translations', () => {
  const english = textsOf('en');

  it.each(languages.filter((l) => l !== 'en'))('%s leaves no English text untranslated', (language) => {
    const allowed = [...sameEverywhere, ...(sameIn[language] ?? [])];
    const untranslated = [...textsOf(language)]
      .filter(([key, text]) => text === englishOf(key, english) && wordsOf(text, allowed) !== '')
      .map(([key, text]) => `${key} = ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('notices one', () => {
    expect(wordsOf('Open Tags-View', sameEverywhere)).toBe('Open Tags View');
    expect(wordsOf('SKU {{code}}', sameEverywhere)).toBe('');
  });
});
