import { describe, expect, it } from 'vitest';
import { callerOf, useTestApp } from '../../test-support/harness.js';
import { sessionWithPermissions } from '../../test-support/role-session.js';

const t = useTestApp();

describe('bulk actions on products', () => {
  it('delete only for those who may delete, whatever their bulk right', async () => {
    const bulkOnly = callerOf(
      t.app,
      await sessionWithPermissions(t.db, 'bulk-only', ['product', 'product.bulk']),
    );
    const deleter = callerOf(
      t.app,
      await sessionWithPermissions(t.db, 'bulk-delete', ['product', 'product.bulk', 'product.delete']),
    );
    const body = { action: 'delete' as const, ids: [424242], dryRun: true };
    const refused = await bulkOnly.call('bulkProducts', { body });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 40300]);
    expect((await deleter.call('bulkProducts', { body })).json().code).toBe(20000);
    // The other bulk actions need only the bulk right.
    expect(
      (await bulkOnly.call('bulkProducts', { body: { ...body, action: 'unpublish' } })).json().code,
    ).toBe(20000);
  });
});
