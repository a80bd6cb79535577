import { endpoint } from '@shop/contract/endpoint';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customer } from '../db/schema.js';
import { testRoute, useTestApp } from '../test-support/harness.js';
import { route } from './endpoint-route.js';

/**
 * What reaches the log (issue 15, finding 8): a failed query is logged with its SQL and the
 * database's error code, never with the values it carried (customers' names and phones), and a
 * sign-in state never appears in a logged URL, whether in the query or the path.
 */
const PHONE = '13912345678';
const NAME = 'Lin Xiaoyu';

const t = useTestApp({
  extend(app) {
    route(
      app,
      endpoint({
        ...testRoute,
        operationId: 'testCast',
        method: 'GET',
        path: '/base/test/cast',
        data: z.null(),
      }),
      async () => {
        // A bug that sends a customer's text where a number goes: the database names the value.
        await t.db.execute(sql`SELECT ${`${NAME} ${PHONE}`}::int`);
        return null;
      },
    );
    route(
      app,
      endpoint({
        ...testRoute,
        operationId: 'testTwice',
        method: 'GET',
        path: '/base/test/twice',
        data: z.null(),
      }),
      async () => {
        // A unique violation: the database's detail repeats the key's value.
        await t.db.insert(customer).values({ name: NAME, phone: PHONE });
        await t.db.insert(customer).values({ name: NAME, phone: PHONE });
        return null;
      },
    );
  },
});

const errorLines = () => t.logs.filter((line) => JSON.parse(line).level >= 50);

describe('error logs', () => {
  it('keep the SQL and the error code of a failed query but not the values it carried', async () => {
    for (const url of ['/base/test/cast', '/base/test/twice']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(500);
    }
    const lines = errorLines();
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain(PHONE);
      expect(line).not.toContain('Xiaoyu');
    }
    const [cast, twice] = lines.map((line) => JSON.parse(line).err);
    expect(cast).toMatchObject({ code: '22P02', query: expect.stringContaining('::int') });
    expect(twice).toMatchObject({
      code: '23505',
      constraint: expect.stringContaining('phone'),
      query: expect.stringContaining('insert into "customer"'),
    });
  });
});

describe('request logs', () => {
  it('never show a sign-in state, in a query or in a path', async () => {
    const nobody = t.anonymous();
    const started = await t.app.inject({ method: 'POST', url: '/base/admin/user/login/qr' });
    const { state } = started.json().data as { state: string };
    const cookie = started.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await t.app.inject({
      url: `/base/admin/user/login/qr/${encodeURIComponent(state)}`,
      headers: { cookie },
    });
    await nobody.call('login', { query: { state } });
    const requestLines = t.logs.filter((line) => line.includes('/login'));
    expect(requestLines.length).toBeGreaterThanOrEqual(3);
    for (const line of t.logs) expect(line).not.toContain(state);
  });
});
