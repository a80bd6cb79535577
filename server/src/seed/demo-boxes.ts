import { boxCreateBody, boxUpdateBody } from '@shop/contract/areas/box';
import { sql } from 'drizzle-orm';
import { drawBox } from '../areas/box/box-draw.service.js';
import { completeBoxDraw, shipBoxDraw } from '../areas/box/box-fulfil.service.js';
import { pauseBox, publishBox } from '../areas/box/box-life.service.js';
import { createBox, updateBox } from '../areas/box/box-series.service.js';
import { applyStockChange } from '../areas/inventory/stock.service.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import type { Actor } from '../http/audit.js';
import { atTime } from '../lib/clock.js';
import type { RunShape } from './bulk-orders-plan.js';
import { rowsOf } from './bulk-orders-sql.js';
import type { BoxesPlan, DemoBoxAction } from './demo-boxes-plan.js';

/**
 * Plays the demo's box plan (demo-boxes-plan.ts) through the box services, each action at its own
 * moment (`atTime`) in a savepoint of the step's transaction. A step plays actions until it has
 * held the database ~15 ms (a draw takes one step; a few shipments share one), and the count of
 * actions played moves on in the same transaction, so a load stopped half-way resumes at the next
 * action.
 * An action the services refuse (staff changed something meanwhile) is skipped, and with a
 * refused draw its shipment.
 */

const STEP_BUDGET_MS = 15;
const MAX_ACTIONS_PER_STEP = 8;
const carriers = ['SF Express', 'Royal Mail', 'DPD', 'Evri'];

/**
 * Plays the actions from `done` on; answers how many are played now, or null when none was left.
 */
export async function playBoxActions(
  tx: Db,
  run: RunShape,
  plan: BoxesPlan,
  done: number,
): Promise<number | null> {
  if (done >= plan.actions.length || run.actorId === null) return null;
  const actor: Actor = { staffUserId: run.actorId, ip: null };
  const started = performance.now();
  let next = done;
  for (let played = 0; played < MAX_ACTIONS_PER_STEP && next < plan.actions.length; played++) {
    if (played > 0 && performance.now() - started > STEP_BUDGET_MS) break;
    const action = plan.actions[next] as DemoBoxAction;
    try {
      await atTime(new Date(action.at), () => play(tx, actor, plan, action));
    } catch (error) {
      // Refused (its savepoint rolled back): the demo goes on without it.
      if (!(error instanceof AppError) || action.kind === 'create') throw error;
    }
    next++;
  }
  return next;
}

async function seriesOf(tx: Db, title: string) {
  const [row] = rowsOf<{ id: number; version: number }>(
    await tx.execute(sql`SELECT id, version FROM box_series WHERE title = ${title} ORDER BY id LIMIT 1`),
  );
  return row;
}

async function drawOf(tx: Db, key: string) {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`SELECT id FROM box_draw WHERE idempotency_key = ${key}`),
  );
  return row;
}

async function play(tx: Db, actor: Actor, plan: BoxesPlan, action: DemoBoxAction): Promise<void> {
  if (action.kind === 'ship' || action.kind === 'complete') {
    const draw = await drawOf(tx, action.key);
    if (!draw) return;
    if (action.kind === 'complete') return completeBoxDraw(tx, actor, draw.id);
    return shipBoxDraw(tx, actor, draw.id, {
      carrier: carriers[action.n % carriers.length] ?? 'DPD',
      trackingNo: `BXTR${String(400_000 + action.n * 53).padStart(9, '0')}`,
    });
  }
  const planned = plan.boxes[action.box];
  if (!planned) return;
  if (action.kind === 'create') {
    await createBox(tx, actor, boxCreateBody.parse(planned.body));
    return;
  }
  if (action.kind === 'restock') {
    // The studio stocks up for the box (draws reserve its prizes from the shelf).
    await tx.transaction((sp) =>
      applyStockChange(sp, {
        skuId: action.skuId,
        type: 'ADJUSTMENT',
        reason: 'received',
        deltaOnHand: action.quantity,
        deltaReserved: 0,
        note: `For the box “${planned.body.title}”`,
        actorId: actor.staffUserId,
      }),
    );
    return;
  }
  const series = await seriesOf(tx, planned.body.title);
  if (!series) return;
  switch (action.kind) {
    case 'publish':
      return publishBox(tx, actor, series.id, series.version);
    case 'pause':
      return pauseBox(tx, actor, series.id, series.version);
    case 'update': {
      // Prizes of the same SKU keep their id (and their draws).
      const ids = new Map(
        rowsOf<{ id: number; sku_id: number }>(
          await tx.execute(sql`SELECT id, sku_id FROM box_prize WHERE series_id = ${series.id}`),
        ).map((p) => [p.sku_id, p.id]),
      );
      const prizes = (planned.update ?? []).map((p) => {
        const id = ids.get(p.skuId);
        return id === undefined ? p : { ...p, id };
      });
      return updateBox(
        tx,
        actor,
        series.id,
        boxUpdateBody.parse({ ...planned.body, prizes, version: series.version }),
      );
    }
    case 'draw':
      await drawBox(tx, null, {
        seriesId: series.id,
        customerId: action.customerId,
        payMethod: action.payMethod,
        payment: action.payment,
        addressId: action.addressId,
        ageConfirmed: true,
        note: '',
        channel: 'STOREFRONT',
        idempotencyKey: action.key,
      });
      return;
  }
}
