import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelKeysOf } from '../../lib/labels/label-bundles';
import { formatDateTime } from '../../lib/time';
import type profile from '../../locales/en/profile.json';

/** A key of the `profile` catalogue (English is the reference). */
export type ProfileKey = keyof typeof profile | LabelKeysOf<'profile'>;

type Untyped = (key: string, values?: Record<string, unknown>) => string;

/**
 * `profile:` texts, re-rendering on a language change, with keys checked against the English
 * catalogue. The namespace is not in lib/i18next.d.ts (the typed list), so
 * `useTranslation('profile')` would not type-check; once it is added there this hook can give
 * way to `useTranslation`. The catalogue itself is bundled by lib/i18n.ts's glob.
 */
export function useProfileText() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const untyped = t as unknown as Untyped;
    return {
      t: (key: ProfileKey, values?: Record<string, unknown>) => untyped(`profile:${key}`, values),
      /** An ISO time in the console's language. */
      time: (iso: string) => formatDateTime(iso, language),
    };
  }, [t, language]);
}

export type ProfileText = ReturnType<typeof useProfileText>;
