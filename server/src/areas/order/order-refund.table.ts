import type { OrderRefund } from '@shop/contract/areas/order';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refund } from '../../db/schema.js';
import { selectRefunds, toOrderRefund } from '../payment/payment-rows.js';

/** A refund made with a key: as the contract shows it, and the fingerprint of the request that made it. */
export interface KeyedRefund {
  record: OrderRefund;
  /** null on a refund made before fingerprints were stored. */
  requestHash: string | null;
}

/** The refund a key was used for (a retried refund answers it, another request with the key is refused). */
export async function findRefund(
  db: Db,
  idempotencyKey: string | undefined,
): Promise<KeyedRefund | undefined> {
  if (!idempotencyKey) return undefined;
  const [used] = await db
    .select({ id: refund.id, requestHash: refund.requestHash })
    .from(refund)
    .where(eq(refund.idempotencyKey, idempotencyKey));
  if (!used) return undefined;
  const [row] = await selectRefunds(db).where(eq(refund.id, used.id));
  return row ? { record: toOrderRefund(row), requestHash: used.requestHash } : undefined;
}
