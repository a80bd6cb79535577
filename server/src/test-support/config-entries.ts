import { type ConfigEntry, configPaths } from '@shop/contract/areas/config';
import { expect } from 'vitest';
import type { apiAs } from './api-client.js';

/** Config entries through the API as one staff member: a create with defaults, and a list page. */
export function configEntries(api: ReturnType<typeof apiAs>) {
  return {
    create(body: Record<string, unknown>) {
      return api.post(configPaths.list, { category: 'custom', label: String(body.key), ...body });
    },
    async list(query: Record<string, string | number>): Promise<{ items: ConfigEntry[]; total: number }> {
      const res = await api.get(configPaths.list, query);
      expect(res.statusCode).toBe(200);
      return res.json().data;
    },
  };
}
