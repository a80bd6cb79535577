import type { ConfigListData } from '@shop/contract/areas/config';
import { expect } from 'vitest';
import type { Caller } from './harness.js';

/** Config entries through the API as one staff member: a create with defaults, and a list page. */
export function configEntries(caller: Caller) {
  return {
    create(body: Record<string, unknown>) {
      return caller.call('createConfig', { body: { category: 'custom', label: String(body.key), ...body } });
    },
    async list(query: Record<string, string | number>): Promise<ConfigListData> {
      const res = await caller.call('listConfig', { query });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    },
  };
}
