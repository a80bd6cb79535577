import type { ConfigEntry } from '@shop/contract/areas/config';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { publicConfigKey } from '../../lib/public-config';
import { useSettingsStore } from '../../stores/settings-store';

/**
 * What the rest of the console shows from public entries follows a save (edit, revert or a
 * re-create) at once, without a reload: the sidebar and page title show `shop_title`, prices the
 * `shop_currency` read through the shared public-config query.
 */
export function useShopTitleFollower() {
  const change = useSettingsStore((s) => s.change);
  const queryClient = useQueryClient();
  return useCallback(
    (entry: Pick<ConfigEntry, 'key' | 'value'>) => {
      if (entry.key === 'shop_title' && typeof entry.value === 'string') change({ shopTitle: entry.value });
      void queryClient.invalidateQueries({ queryKey: publicConfigKey });
    },
    [change, queryClient],
  );
}
