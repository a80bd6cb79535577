import { useSettingsStore } from '../stores/settings-store';
import { readPublicConfig } from './public-config';

/**
 * Reads the public `shop_title` (no sign-in needed, so the login page has it too) into the
 * settings store, which the sidebar and the page title follow. A failure keeps the default title:
 * the console works without it, so nobody is told.
 */
export async function loadShopTitle(): Promise<void> {
  try {
    const title = (await readPublicConfig()).shop_title;
    if (typeof title === 'string' && title.trim()) useSettingsStore.getState().change({ shopTitle: title });
  } catch {
    // Offline or an old server: the default title stands.
  }
}
