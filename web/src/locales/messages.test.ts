import { messages } from '@shop/contract/messages';
import { describe, expect, it } from 'vitest';
import { languages } from '../lib/i18n';

const files = import.meta.glob<Record<string, string>>('./*/messages/*.json', {
  eager: true,
  import: 'default',
});

/** One language's API messages: every file under `<language>/messages/` merged. */
function catalogueOf(language: string): Record<string, string> {
  return Object.assign(
    {},
    ...Object.entries(files)
      .filter(([file]) => file.startsWith(`./${language}/`))
      .map(([, catalogue]) => catalogue),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("the API's messages", () => {
  const keys = Object.keys(messages).sort();

  it.each(languages.filter((l) => l !== 'en'))('%s translates exactly the contract catalogue', (language) => {
    const translated = Object.keys(catalogueOf(language)).sort();
    expect({
      missing: keys.filter((k) => !translated.includes(k)),
      extra: translated.filter((k) => !keys.includes(k)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(languages.filter((l) => l !== 'en'))('%s keeps every placeholder of the English', (language) => {
    const catalogue = catalogueOf(language);
    const drifted = keys.filter((key) => {
      const text = catalogue[key];
      return (
        typeof text !== 'string' ||
        text.trim() === '' ||
        placeholders(text).join() !== placeholders(messages[key as keyof typeof messages]).join()
      );
    });
    expect(drifted).toEqual([]);
  });

  it('uses the English of the contract, the same words the server sends', () => {
    expect(Object.keys(files).filter((file) => file.startsWith('./en/'))).toEqual([]);
  });
});
