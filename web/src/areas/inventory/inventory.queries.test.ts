import { recordListQuery } from '@shop/contract/areas/inventory';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../../server/src/test-support/catalogue-rows';
import { newIdempotencyKey } from '../../lib/idempotency';
import { insufficientStockOf } from '../../lib/insufficient-stock';
import { type ApiServer, recordFeedback, signInConsole, startApiServer } from '../../test-support/api-server';
import { bulkBodyOf } from './bulk-adjust-values';
import { adjustStock, bulkAdjustStock, listRecords, listSkus } from './inventory.queries';

let server: ApiServer;
let shown: ReturnType<typeof recordFeedback>;
let cup: number;
let jar: number;

beforeAll(async () => {
  server = await startApiServer();
  const { skuIds } = await insertProduct(server.testApp.database.db, {
    title: 'Ash glaze',
    skus: [
      { code: 'Q-CUP', onHand: 5 },
      { code: 'Q-JAR', onHand: 1 },
    ],
  });
  [cup, jar] = skuIds as [number, number];
  // A fresh migrated database: more than the default 10 s when the machine is busy.
}, 60_000);
afterAll(() => server.close());
beforeEach(async () => {
  shown = recordFeedback();
  await signInConsole('editor');
});
afterEach(() => shown.restore());

/** The cup's on hand as the InventorySKU list reads it. */
const cupOnHand = async () =>
  (await listSkus({ q: 'Q-CUP', sort: 'code:asc', page: 1, pageSize: 20 })).items[0]?.onHand;

describe('adjusting stock from the console', () => {
  it('applies a change once however often the same dialog sends it', async () => {
    const body = {
      skuId: cup,
      delta: 3,
      reason: 'received' as const,
      note: '',
      idempotencyKey: newIdempotencyKey(),
    };
    const first = await adjustStock(body);
    const again = await adjustStock(body);
    expect(first).toMatchObject({
      replayed: false,
      record: { onHandBefore: 5, onHandAfter: 8, actorName: 'Eddie Editor' },
    });
    expect(again).toMatchObject({ replayed: true, record: { id: first.record?.id } });
    expect(await cupOnHand()).toBe(8);
  });

  it('rejects a removal of more than is available with the balances, quietly', async () => {
    const error = await adjustStock({
      skuId: jar,
      delta: -2,
      reason: 'damaged',
      note: '',
      idempotencyKey: newIdempotencyKey(),
    }).catch((e: unknown) => e);
    expect(insufficientStockOf(error)).toEqual({
      skuId: jar,
      skuCode: 'Q-JAR',
      onHand: 1,
      reserved: 0,
      available: 1,
    });
    expect(error).toMatchObject({
      key: 'inventory.insufficientStock',
      params: { sku: 'Q-JAR', available: 1, requested: 2 },
      message: 'Not enough stock of Q-JAR: 1 available, 2 requested',
    });
    // The dialog says it; no toast on top.
    expect(shown.errors).toEqual([]);
  });

  it('changes every line of a bulk adjustment or none', async () => {
    const refused = bulkBodyOf(
      {
        lines: [
          { skuId: cup, mode: 'setTo', quantity: 2, reason: 'cycle_count' },
          { skuId: jar, mode: 'delta', quantity: -5, reason: 'shrinkage' },
        ],
        note: 'Stocktake',
      },
      newIdempotencyKey,
    );
    const error = await bulkAdjustStock(refused).catch((e: unknown) => e);
    expect(insufficientStockOf(error)?.skuCode).toBe('Q-JAR');
    expect(await cupOnHand()).toBe(8);

    const done = await bulkAdjustStock({ ...refused, lines: refused.lines.slice(0, 1) });
    expect(done.records.map((r) => [r.reason, r.deltaOnHand, r.note])).toEqual([
      ['cycle_count', -6, 'Stocktake'],
    ]);
    const ledger = await listRecords(recordListQuery.parse({ skuId: cup }));
    expect(ledger.items.map((r) => `${r.onHandBefore}→${r.onHandAfter}`)).toEqual(['8→2', '5→8', '0→5']);
  });
});
