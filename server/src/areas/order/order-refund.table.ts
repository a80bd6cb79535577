import type { OrderRefund } from '@shop/contract/areas/order';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refund } from '../../db/schema.js';
import { selectRefunds, toOrderRefund } from '../payment/payment-rows.js';

/** The refund a key was used for, as the contract shows it (a retried refund answers it). */
export async function findRefund(
  db: Db,
  idempotencyKey: string | undefined,
): Promise<OrderRefund | undefined> {
  if (!idempotencyKey) return undefined;
  const [row] = await selectRefunds(db).where(eq(refund.idempotencyKey, idempotencyKey));
  return row ? toOrderRefund(row) : undefined;
}
