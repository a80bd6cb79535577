import type { ConfigEntry } from '@shop/contract/areas/config';
import { useCallback } from 'react';
import { useSettingsStore } from '../../stores/settings-store';

/**
 * The sidebar and the page title show the `shop_title` entry: a save of it (edit, revert or a
 * re-create) changes them at once, without a reload.
 */
export function useShopTitleFollower() {
  const change = useSettingsStore((s) => s.change);
  return useCallback(
    (entry: Pick<ConfigEntry, 'key' | 'value'>) => {
      if (entry.key === 'shop_title' && typeof entry.value === 'string') change({ shopTitle: entry.value });
    },
    [change],
  );
}
