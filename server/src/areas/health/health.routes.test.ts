import { api } from '@shop/contract/api';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';

describe('GET /base/health', () => {
  it('is 200 while the database answers and 503 when it does not', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const up = await t.app.inject({ url: api.getHealth.path });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({
        code: 20000,
        message: 'OK',
        data: { status: 'ok', database: t.database.kind },
      });

      await t.database.close();
      const down = await t.app.inject({ url: api.getHealth.path });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        code: 50300,
        message: 'Database unavailable',
        key: 'health.databaseUnavailable',
        params: {},
        data: { status: 'unavailable', database: t.database.kind },
      });
    } finally {
      await t.app.close();
    }
  });
});
