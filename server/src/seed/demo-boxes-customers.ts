import { DEMO_BOX_KEY_PREFIX, type PlannedBox, type PlannedDraw } from './demo-boxes-plan.js';

/**
 * Who draws each box of the demo, in time order. A dozen regulars draw "Glaze Garden" again and
 * again (so its guarantee comes due); the rest of the draws go round the customer book. A customer
 * draws a box at most once a calendar day (within any daily limit, in any shop time zone), and
 * pays in points only when they have them then and their ledger has no later row, so every
 * customer's ledger stays in time order (demo-check.ts); otherwise the storefront takes a card or
 * wallet payment, which writes no ledger row.
 */

export interface DrawerCandidate {
  id: number;
  balance: number;
  /** Their last points ledger row, ms. */
  lastAt: number;
  addressId: number;
}

const DAY = 86_400_000;
const REGULARS = 12;

export function chooseDrawers(
  candidates: DrawerCandidate[],
  slots: { box: number; at: number }[],
  boxes: PlannedBox[],
  rand: () => number,
): { at: number; box: number; draw: PlannedDraw }[] {
  if (candidates.length === 0) return [];
  // A fixed shuffle, so the draws spread over the customer book.
  const order = [...candidates].sort(
    (a, b) => ((a.id * 7919) % 1009) - ((b.id * 7919) % 1009) || a.id - b.id,
  );
  const regulars = order.slice(0, REGULARS);
  const drawnOn = new Set<string>();
  const out: { at: number; box: number; draw: PlannedDraw }[] = [];
  let turn = 0;
  for (const slot of slots) {
    const day = Math.floor(slot.at / DAY);
    const free = (c: DrawerCandidate) => !drawnOn.has(`${c.id}:${slot.box}:${day}`);
    const pool = slot.box === 0 && rand() < 0.55 ? regulars : order;
    const start = turn++ % pool.length;
    const turned = [...pool.slice(start), ...pool.slice(0, start)];
    // About half would pay in points: the first who can then, else the storefront takes a card.
    const points = boxes[slot.box]?.body.pointsPrice ?? null;
    const canPay = (c: DrawerCandidate) =>
      points !== null && free(c) && c.balance >= points && c.lastAt < slot.at;
    const payer = points !== null && rand() < 0.5 ? (turned.find(canPay) ?? order.find(canPay)) : undefined;
    const chosen = payer ?? turned.find(free) ?? order.find(free);
    if (!chosen) continue;
    drawnOn.add(`${chosen.id}:${slot.box}:${day}`);
    const n = out.length + 1;
    const byPoints = payer !== undefined && points !== null;
    if (byPoints) {
      chosen.balance -= points;
      chosen.lastAt = slot.at;
    }
    const channel = n % 3 === 0 ? 'CARD' : 'WALLET';
    out.push({
      at: slot.at,
      box: slot.box,
      draw: {
        key: `${DEMO_BOX_KEY_PREFIX}${n}`,
        customerId: chosen.id,
        addressId: chosen.addressId,
        payMethod: byPoints ? 'POINTS' : 'CASH',
        ...(byPoints
          ? {}
          : {
              payment: {
                channel,
                reference: `${channel === 'CARD' ? 'CH' : 'WX'}-DEMO-BOX-${String(n).padStart(4, '0')}`,
              },
            }),
      },
    });
  }
  return out;
}
