import { describe, expect, it } from 'vitest';
import { languages } from '../lib/i18n';

const catalogues = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

/** Every leaf key of a catalogue as a dotted path, e.g. `login.title`. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function keysByLanguage(language: string): string[] {
  return Object.entries(catalogues)
    .filter(([file]) => file.startsWith(`./${language}/`))
    .flatMap(([file, catalogue]) => {
      const namespace = file.slice(`./${language}/`.length, -'.json'.length);
      return keysOf(catalogue).map((key) => `${namespace}:${key}`);
    })
    .sort();
}

describe('locales', () => {
  const reference = keysByLanguage('en');

  it('has an English catalogue', () => {
    expect(reference.length).toBeGreaterThan(0);
  });

  it.each(languages.filter((l) => l !== 'en'))('%s has exactly the English keys', (language) => {
    const keys = keysByLanguage(language);
    expect({
      missing: reference.filter((k) => !keys.includes(k)),
      extra: keys.filter((k) => !reference.includes(k)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(languages)('%s has no empty texts', (language) => {
    const empty = Object.entries(catalogues)
      .filter(([file]) => file.startsWith(`./${language}/`))
      .flatMap(([file, catalogue]) => keysOf(catalogue).map((key) => [file, key, lookup(catalogue, key)]))
      .filter(([, , text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty).toEqual([]);
  });
});

function lookup(catalogue: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], catalogue);
}
