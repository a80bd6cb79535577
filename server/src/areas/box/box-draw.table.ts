import type { BoxDrawFilters } from '@shop/contract/areas/box';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { boxDraw } from '../../db/schema.js';

/** The record list of draws (issue 21). */

type Filters = Omit<BoxDrawFilters, 'sort'>;

function whereOf(filters: Pick<Filters, 'q' | 'tab'>): SQL | undefined {
  return and(filters.tab ? eq(boxDraw.fulfilStatus, filters.tab) : undefined);
}

/** The list's total under the filters (the dashboard's to-do count reads the TO_SHIP tab). */
export async function countBoxDraws(db: Db, filters: Pick<Filters, 'q' | 'tab'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(boxDraw).where(whereOf(filters));
  return row?.n ?? 0;
}
