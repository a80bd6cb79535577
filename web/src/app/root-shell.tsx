import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useAppStore } from '../stores/app-store';
import { useSettingsStore } from '../stores/settings-store';
import { chainOf } from './route-match';
import { applyPageHead } from './route-title';

/** The root route: every page below it, and the page title kept in the current language. */
export function RootShell() {
  const matches = useMatches();
  const language = useAppStore((s) => s.language);
  const shopTitle = useSettingsStore((s) => s.shopTitle);

  useEffect(() => {
    // The guard titles each navigation as it starts (B-C2); this renews the title when the
    // language changes (B-J2, the template waited for the next navigation) or the shop title does.
    void language;
    applyPageHead(chainOf(matches), shopTitle);
  }, [matches, language, shopTitle]);

  return <Outlet />;
}
