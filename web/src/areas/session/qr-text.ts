import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelBundle } from '../../lib/labels/label-bundles';
import { formatDateTime } from '../../lib/time';
import type profile from '../../locales/en/profile.json';
import type qr from '../../locales/en/qr.json';

/** The catalogues this area reads beyond the typed ones; English is the reference. */
interface Catalogues {
  qr: typeof qr;
  profile: typeof profile & LabelBundle<'profile'>;
}

type Untyped = (key: string, values?: Record<string, unknown>) => string;

/**
 * Texts of the `qr` or `profile` namespace, re-rendering on a language change, with keys checked
 * against the English catalogue. These namespaces are not in lib/i18next.d.ts (the typed list),
 * so `useTranslation('qr')` would not type-check; once they are added there this hook can give
 * way to `useTranslation`. The catalogues themselves are bundled by lib/i18n.ts's glob.
 */
export function useAreaText<N extends keyof Catalogues>(namespace: N) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const untyped = t as unknown as Untyped;
    return {
      t: (key: keyof Catalogues[N] & string, values?: Record<string, unknown>) =>
        untyped(`${namespace}:${key}`, values),
      /** An ISO time in the console's language. */
      time: (iso: string) => formatDateTime(iso, language),
    };
  }, [t, namespace, language]);
}
