import type { BoxCreateBody, BoxPrizeFields } from '@shop/contract/areas/box';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { RunShape } from './bulk-orders-plan.js';
import { lit, rowsOf } from './bulk-orders-sql.js';
import { chooseDrawers, type DrawerCandidate } from './demo-boxes-customers.js';
import { boxSpecs, type PrizeSpec } from './demo-boxes-specs.js';
import { seededRandom } from './demo-stock.js';

/**
 * The demo's mystery boxes (issue 21 point 4), planned once when their step starts and kept in the
 * run: three boxes in different states, built from catalogue SKUs in three tiers —
 * - "Glaze Garden" on sale with a guarantee (a rare or better within 5 draws), a daily limit, and
 *   a second odds version: paused twelve days ago, more prizes added, published again;
 * - "Tiny Kiln Friends", drawn to its last prize: SOLD_OUT;
 * - "Winter Lantern", a DRAFT being prepared.
 * About 260 draws by the storefront over four weeks (points and online payments), most shipped and
 * many completed. demo-boxes.ts plays the plan through the box services, action by action.
 */

export type DemoBoxAction =
  | { kind: 'create'; at: string; box: number }
  | { kind: 'publish'; at: string; box: number }
  | { kind: 'pause'; at: string; box: number }
  | { kind: 'update'; at: string; box: number }
  | { kind: 'restock'; at: string; box: number; skuId: number; quantity: number }
  | ({ kind: 'draw'; at: string; box: number } & PlannedDraw)
  | { kind: 'ship'; at: string; key: string; n: number }
  | { kind: 'complete'; at: string; key: string; n: number };

export interface PlannedDraw {
  key: string;
  customerId: number;
  addressId: number;
  payMethod: 'POINTS' | 'CASH';
  /** CASH: paid online in the storefront. */
  payment?: { channel: 'WALLET' | 'CARD'; reference: string };
}

export interface PlannedBox {
  body: BoxCreateBody;
  /** The prizes after the pause (same SKUs keep their prize). */
  update?: BoxPrizeFields[];
}

export interface BoxesPlan {
  boxes: PlannedBox[];
  actions: DemoBoxAction[];
}

const DAY = 86_400_000;
export const DEMO_BOX_KEY_PREFIX = 'demo-box-';
export const emptyBoxesPlan: BoxesPlan = { boxes: [], actions: [] };

interface SkuRow {
  id: number;
  price: number;
}

export async function planDemoBoxes(tx: Db, run: RunShape): Promise<BoxesPlan> {
  const [existing] = rowsOf<{ any: boolean }>(
    await tx.execute(sql`SELECT EXISTS (SELECT 1 FROM box_series) AS any`),
  );
  // Staff have started boxes themselves: the demo leaves them to it.
  if (existing?.any || run.actorId === null) return emptyBoxesPlan;
  // One SKU per product, of products on sale, spread over the catalogue.
  const skus = rowsOf<SkuRow>(
    await tx.execute(sql`
      SELECT DISTINCT ON (p.id) s.id, s.price::float8 AS price
      FROM product_sku s JOIN product_spu p ON p.id = s.spu_id
      WHERE s.deleted_at IS NULL AND p.deleted_at IS NULL AND p.status = 'ON_SALE' AND s.price > 0
      ORDER BY p.id, s.id`),
  ).sort((a, b) => a.id - b.id);
  // Thirteen SKUs of different products, spread over the catalogue.
  const step = Math.floor(skus.length / 13);
  if (step === 0) return emptyBoxesPlan;
  const skuAt = (i: number) => skus[i * step] as SkuRow;
  const now = Date.parse(run.now);
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  // The demo's 2,000 orders get the whole plan; the tests' smaller loads a share of it.
  const scale = Math.min(1, Math.max(0.1, run.orders / 2000));
  const sized = (n: number) => Math.max(1, Math.round(n * scale));
  const prizeOf = ([sku, tier, quantity]: PrizeSpec, sort: number): BoxPrizeFields => {
    const { id, price } = skuAt(sku);
    const factor = tier === 'HIDDEN' ? 3 : tier === 'RARE' ? 1.8 : 1;
    const displayValue = Math.round((price * factor) / 100) * 100;
    return { skuId: id, tier, quantityTotal: sized(quantity), displayValue, sort };
  };

  const boxes: PlannedBox[] = [];
  const actions: DemoBoxAction[] = [];
  const slots: { box: number; at: number }[] = [];
  const rand = seededRandom(21_000_021);
  boxSpecs.forEach((spec, box) => {
    const prizes = spec.prizes.map((p, i) => prizeOf(p, (i + 1) * 10));
    const body: BoxCreateBody = {
      title: spec.title,
      description: spec.description,
      cashPrice: spec.cashPrice,
      pointsPrice: spec.pointsPrice,
      perCustomerDailyLimit: spec.daily,
      guaranteeEvery: spec.guarantee,
      guaranteeMinTier: spec.guarantee ? 'RARE' : null,
      minimumAge: 8,
      prizes,
    };
    const planned: PlannedBox = { body };
    actions.push({ kind: 'create', at: at(spec.created), box });
    if (spec.published === undefined) {
      boxes.push(planned);
      return;
    }
    for (const p of prizes)
      actions.push({
        kind: 'restock',
        at: at(spec.created - 0.01),
        box,
        skuId: p.skuId,
        quantity: p.quantityTotal,
      });
    actions.push({ kind: 'publish', at: at(spec.published), box });
    const pool = prizes.reduce((sum, p) => sum + p.quantityTotal, 0);
    const [first = 0, second = 0] = spec.sellOut ? [pool] : (spec.draws ?? []).map(sized);
    const until = spec.paused ?? spec.drawnUntil ?? 0.05;
    for (let i = 0; i < first; i++)
      slots.push({ box, at: spread(now, spec.published - 0.2, until + 0.1, i, first, rand) });
    if (spec.update && spec.paused !== undefined && spec.republished !== undefined) {
      const added = spec.update.add.map((p, i) => prizeOf(p, (prizes.length + i + 1) * 10));
      planned.update = [
        ...prizes.map((p, i) =>
          i === 0 ? { ...p, quantityTotal: p.quantityTotal + sized(spec.update.more) } : p,
        ),
        ...added,
      ];
      actions.push({ kind: 'pause', at: at(spec.paused), box });
      actions.push({ kind: 'update', at: at(spec.paused - 0.05), box });
      actions.push({
        kind: 'restock',
        at: at(spec.paused - 0.06),
        box,
        skuId: prizes[0]?.skuId ?? 0,
        quantity: sized(spec.update.more),
      });
      for (const p of added)
        actions.push({
          kind: 'restock',
          at: at(spec.paused - 0.07),
          box,
          skuId: p.skuId,
          quantity: p.quantityTotal,
        });
      actions.push({ kind: 'publish', at: at(spec.republished), box });
      for (let i = 0; i < second; i++)
        slots.push({ box, at: spread(now, spec.republished - 0.1, 0.05, i, second, rand) });
    }
    boxes.push(planned);
  });

  slots.sort((a, b) => a.at - b.at);
  const candidates = await drawerCandidates(tx, run);
  const draws = chooseDrawers(candidates, slots, boxes, rand);
  draws.forEach((d, n) => {
    actions.push({ kind: 'draw', at: new Date(d.at).toISOString(), box: d.box, ...d.draw });
    actions.push(...fulfilmentOf(d.draw.key, n, d.at, now, rand));
  });
  actions.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return { boxes, actions };
}

/** The i-th of n moments spread evenly from `fromDays` to `toDays` ago, each jittered within its share. */
function spread(now: number, fromDays: number, toDays: number, i: number, n: number, rand: () => number) {
  const share = (fromDays - toDays) / n;
  return now - (fromDays - share * (i + rand())) * DAY;
}

/** Most prizes drawn more than four days ago are shipped a day or two later, and completed days after. */
function fulfilmentOf(
  key: string,
  n: number,
  drawnAt: number,
  now: number,
  rand: () => number,
): DemoBoxAction[] {
  const age = (now - drawnAt) / DAY;
  const r = rand();
  const ships = age > 4 ? r > 0.08 : age > 1.5 ? r < 0.5 : false;
  if (!ships) return [];
  const shipAt = drawnAt + (age > 4 ? 0.8 + rand() * 1.5 : 1) * DAY;
  const out: DemoBoxAction[] = [{ kind: 'ship', at: new Date(shipAt).toISOString(), key, n }];
  const completeAt = shipAt + (4.5 + rand()) * DAY;
  if (completeAt < now - 3_600_000)
    out.push({ kind: 'complete', at: new Date(completeAt).toISOString(), key, n });
  return out;
}

async function drawerCandidates(tx: Db, run: RunShape): Promise<DrawerCandidate[]> {
  return rowsOf<DrawerCandidate>(
    await tx.execute(sql`
      SELECT c.id, c.points_balance AS balance,
             (SELECT extract(epoch FROM max(l.created_at)) * 1000 FROM point_ledger l WHERE l.customer_id = c.id)::float8
               AS "lastAt",
             (SELECT a.id FROM customer_address a WHERE a.customer_id = c.id ORDER BY a.is_default DESC, a.id LIMIT 1)
               AS "addressId"
      FROM customer c
      WHERE c.id BETWEEN ${lit(run.customerBase + 1)} AND ${lit(run.customerBase + run.customers)}
        AND c.status = 'ACTIVE'
      ORDER BY c.id`),
  )
    .filter((c) => c.addressId !== null)
    .map((c) => ({ ...c, balance: Number(c.balance), lastAt: Number(c.lastAt ?? 0) }));
}
