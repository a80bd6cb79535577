import { describe, expect, it } from 'vitest';
import { callerOf, useTestApp } from '../../test-support/harness.js';
import { sessionWithPermissions } from '../../test-support/role-session.js';

const t = useTestApp();

const item = { title: 'Linen pouch', pointsPrice: 500, quotaTotal: 10 };

describe('saving an exchange item without exchange.publish', () => {
  it('may save it OFF and edit it, but not put it on sale by the save', async () => {
    const keeper = callerOf(t.app, await sessionWithPermissions(t.db, 'item-keeper', ['exchange']));
    const refused = await keeper.call('createExchangeItem', { body: { ...item, status: 'ON' } });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 40300]);

    const made = await keeper.ok('createExchangeItem', { body: item });
    expect(made.status).toBe('OFF');
    const edited = await keeper.ok('updateExchangeItem', {
      params: { id: made.id },
      body: { ...item, title: 'Linen pouch, blue', version: made.version },
    });
    expect(edited).toMatchObject({ title: 'Linen pouch, blue', status: 'OFF' });
    const switched = await keeper.call('updateExchangeItem', {
      params: { id: made.id },
      body: { ...item, status: 'ON', version: edited.version },
    });
    expect(switched.statusCode).toBe(403);
    const admin = await t.as('admin');
    expect(await admin.ok('getExchangeItem', { params: { id: made.id } })).toMatchObject({
      status: 'OFF',
      version: edited.version,
    });
  });

  it('leaves an item already on sale on sale through an edit', async () => {
    const admin = await t.as('admin');
    const live = await admin.ok('createExchangeItem', { body: { ...item, title: 'Candle', status: 'ON' } });
    const keeper = callerOf(t.app, await sessionWithPermissions(t.db, 'item-editor', ['exchange']));
    const edited = await keeper.ok('updateExchangeItem', {
      params: { id: live.id },
      body: { ...item, title: 'Candle, large', status: 'ON', version: live.version },
    });
    expect(edited).toMatchObject({ title: 'Candle, large', status: 'ON' });
  });
});
