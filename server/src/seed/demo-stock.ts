import type { AdjustReason, MovementType } from '@shop/contract/areas/inventory';

/**
 * Two months of believable stock history for one demo SKU, planned in memory before anything is
 * written: a first batch from the workshop, orders reserved and then shipped or cancelled, the odd
 * breakage, count and correction, restocks when it runs low, and a last stretch that leaves the
 * SKU in the state the caller asked for (plenty, low or sold out) so the console's stock filters
 * have something to show. The plan keeps on_hand ≥ 0 and 0 ≤ reserved ≤ on_hand at every step
 * (it throws otherwise), as applyStockChange's conditional update would insist.
 */

export type StockTarget = 'ok' | 'low' | 'out' | 'draft';

export interface PlannedMovement {
  /** Days before the seed's "now" (fractions allowed). */
  daysAgo: number;
  type: MovementType;
  deltaOnHand: number;
  deltaReserved: number;
  reason: AdjustReason | null;
  note: string;
  /** Movements of one order share a key; the seed numbers orders SO-DEMO-0001… by time. */
  orderKey: string | null;
}

export interface PlanInput {
  /** Unique per SKU: names its orders. */
  key: string;
  price: number;
  /** The threshold in force for the SKU (its own, else the shop default). */
  threshold: number;
  target: StockTarget;
}

/** Deterministic PRNG (mulberry32): the same demo shop on every first start. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How many come from the workshop at once: a few of a costly piece, dozens of a cheap one. */
function batchSize(price: number, rand: () => number): number {
  if (price >= 10_000) return 2 + Math.floor(rand() * 3);
  if (price >= 4_000) return 6 + Math.floor(rand() * 8);
  return 12 + Math.floor(rand() * 24);
}

export function planStockHistory(input: PlanInput, rand: () => number): PlannedMovement[] {
  const plan: PlannedMovement[] = [];
  let onHand = 0;
  let reserved = 0;
  let orders = 0;
  let lastShipped: string | null = null;
  const available = () => onHand - reserved;
  const add = (m: PlannedMovement) => {
    onHand += m.deltaOnHand;
    reserved += m.deltaReserved;
    const last = plan.at(-1);
    // The seed applies movements oldest first, so each SKU's plan must already be in that order.
    if (onHand < 0 || reserved < 0 || reserved > onHand || (last && m.daysAgo >= last.daysAgo))
      throw new Error(`demo stock plan for ${input.key} is inconsistent`);
    plan.push(m);
  };
  const adjust = (daysAgo: number, delta: number, reason: AdjustReason, note: string) =>
    add({ daysAgo, type: 'ADJUSTMENT', deltaOnHand: delta, deltaReserved: 0, reason, note, orderKey: null });
  const receive = (daysAgo: number, quantity: number, note: string) =>
    adjust(daysAgo, quantity, 'received', note);
  /** An order: reserved when placed, then shipped (SALE) or cancelled (RELEASE) `after` days later. */
  const order = (daysAgo: number, quantity: number, outcome: 'ship' | 'cancel' | 'open', after = 0) => {
    const orderKey = `${input.key}#${++orders}`;
    const move = (at: number, type: MovementType, dOn: number, dRes: number, note = '') =>
      add({ daysAgo: at, type, deltaOnHand: dOn, deltaReserved: dRes, reason: null, note, orderKey });
    move(daysAgo, 'RESERVE', 0, quantity);
    if (outcome === 'ship') {
      move(daysAgo - after, 'SALE', -quantity, -quantity);
      lastShipped = orderKey;
    }
    if (outcome === 'cancel') move(daysAgo - after, 'RELEASE', 0, -quantity, 'Cancelled by the customer');
  };

  const batch = batchSize(input.price, rand);
  if (input.target === 'draft') {
    // Made ahead of the launch: one batch on the shelf, nothing sold yet.
    receive(2 + rand() * 3, batch, 'First batch, waiting for the launch');
    return plan;
  }

  // Days 60–16: everyday trade, one event every 7–14 days.
  let day = 58 + rand() * 2;
  receive(day, batch, 'First batch from the workshop');
  for (day -= 7 + rand() * 7; day > 16; day -= 7 + rand() * 7) {
    const r = rand();
    if (available() <= input.threshold) receive(day, batch, 'Restock from the workshop');
    else if (r < 0.68) {
      const quantity = 1 + Math.floor(rand() * Math.min(3, available()));
      order(day, quantity, rand() < 0.87 ? 'ship' : 'cancel', 0.2 + rand() * 1.2);
    } else if (r < 0.78)
      adjust(day, -1, 'damaged', input.price < 4_000 ? 'Chipped on the shelf' : 'Damaged in transit');
    else if (r < 0.88) adjust(day, rand() < 0.5 ? -1 : 1, 'cycle_count', 'Monthly count');
    else if (r < 0.93) adjust(day, 1, 'correction', 'Receipt keyed one short');
  }

  // Days 14–3: the run-up to today, ending in the state asked for.
  const goal =
    input.target === 'out' ? 0 : input.target === 'low' ? 1 + Math.floor(rand() * input.threshold) : null;
  if (goal === null) {
    if (available() <= input.threshold + 2) receive(14, batch + input.threshold, 'Restock from the workshop');
  } else {
    if (available() < goal) receive(14, goal - available(), 'Restock from the workshop');
    // One or two orders take it there (a shop or market stall may buy a dozen at once).
    const left = available() - goal;
    const parts = Math.min(2, left);
    const quantities = Array.from({ length: parts }, (_, i) => Math.floor((left + i) / parts));
    const spacing = 10 / Math.max(1, quantities.length);
    quantities.forEach((q, i) => {
      order(13 - i * spacing, q, 'ship', spacing / 2);
    });
  }

  // The last two days: orders placed but not yet shipped keep stock reserved.
  const open = 1 + Math.floor(rand() * 2);
  if (input.target === 'ok' && rand() < 0.3 && available() - open > input.threshold)
    order(rand() * 2, open, 'open');
  if (input.target === 'out' && onHand === 0 && lastShipped && rand() < 0.4) {
    // Sold out, but one came back unused from a customer and is already promised to the next.
    add({
      daysAgo: 2,
      type: 'RESTOCK',
      deltaOnHand: 1,
      deltaReserved: 0,
      reason: null,
      note: 'Returned unused',
      orderKey: lastShipped,
    });
    order(1, 1, 'open');
  }
  return plan;
}
