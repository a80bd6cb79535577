import type { BoxDrawDetail } from '@shop/contract/areas/box';
import { Codes } from '@shop/contract/codes';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, boxDraw, productSku } from '../../db/schema.js';
import { boxKey, insertBox, type SeededBox } from '../../test-support/box-draw-fixtures.js';
import { pointsCustomer } from '../../test-support/exchange-fixtures.js';
import { callerOf, useTestApp } from '../../test-support/harness.js';
import { sessionWithPermissions } from '../../test-support/role-session.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { listBoxDraws } from './box-draw.table.js';
import { reconcileBoxes } from './box-reconcile.js';

const t = useTestApp();

const prizes = [
  { tier: 'COMMON' as const, quantity: 5 },
  { tier: 'RARE' as const, quantity: 3 },
  { tier: 'HIDDEN' as const, quantity: 2 },
];

let boxA: SeededBox;
let boxB: SeededBox;
let alice: { id: number; addressId: number };
let draws: BoxDrawDetail[];

async function drawFor(seriesId: number, buyer: { id: number; addressId: number }, cash = false) {
  const admin = await t.as('admin');
  const answer = await admin.ok('drawBox', {
    params: { id: seriesId },
    body: {
      customerId: buyer.id,
      payMethod: cash ? 'CASH' : 'POINTS',
      ...(cash ? { payment: { channel: 'CASH' as const, reference: '' } } : {}),
      addressId: buyer.addressId,
      idempotencyKey: boxKey('record'),
    },
  });
  return answer.draw;
}

beforeAll(async () => {
  boxA = await insertBox(t.db, { title: 'Record box A', prizes, minimumAge: null });
  boxB = await insertBox(t.db, { title: 'Record box B', prizes, minimumAge: null });
  alice = await pointsCustomer(t.db, 'Record Alice', 5000);
  const bob = await pointsCustomer(t.db, 'Record Bob', 5000);
  draws = [];
  for (let i = 0; i < 3; i++) draws.push(await drawFor(boxA.seriesId, alice));
  for (let i = 0; i < 2; i++) draws.push(await drawFor(boxA.seriesId, bob, true));
  draws.push(await drawFor(boxB.seriesId, bob));
});

describe('the record list', () => {
  it('lists a box’s draws newest first with every tab’s count, and their detail', async () => {
    const admin = await t.as('admin');
    const list = await admin.ok('listBoxDraws', { query: { seriesId: boxA.seriesId } });
    const ofBoxA = draws.filter((d) => d.seriesId === boxA.seriesId);
    expect(list).toMatchObject({ total: 5, totalCapped: false, page: 1, pageSize: 20 });
    expect(list.counts).toEqual({ TO_SHIP: 5, SHIPPED: 0, COMPLETED: 0, ALL: 5 });
    expect(list.items.map((i) => i.drawNo)).toEqual(ofBoxA.map((d) => d.drawNo).reverse());
    const {
      roll,
      poolSize,
      receiver,
      carrier,
      trackingNo,
      note,
      payment,
      pointsEntryId,
      drawnByName,
      updatedAt,
      ...item
    } = ofBoxA[0] as BoxDrawDetail;
    expect(list.items.at(-1)).toEqual(item);
    expect(list.items[0]).toMatchObject({
      seriesTitle: expect.stringMatching(/^Record box A/),
      customerName: 'Record Bob',
    });
    expect(await admin.ok('getBoxDraw', { params: { id: item.id } })).toMatchObject({
      roll,
      poolSize,
      receiver,
    });
    expect((await admin.call('getBoxDraw', { params: { id: 999_999 } })).json()).toMatchObject({
      code: Codes.NOT_FOUND,
      key: 'box.drawNotFound',
    });
  });

  it('filters by search, customer, tier, payment, guarantee and drawn range; sorts and pages', async () => {
    const admin = await t.as('admin');
    const ids = async (query: Record<string, unknown>) =>
      (await admin.ok('listBoxDraws', { query: { seriesId: boxA.seriesId, ...query } })).items.map(
        (i) => i.id,
      );
    const aliceDraws = draws.filter((d) => d.customerId === alice.id).map((d) => d.id);
    const newestFirst = (list: number[]) => [...list].sort((a, b) => b - a);
    expect(await ids({ q: 'record alice' })).toEqual(newestFirst(aliceDraws));
    const phone = draws[0]?.customerPhone?.slice(-6) as string;
    expect(await ids({ q: phone })).toEqual(newestFirst(aliceDraws));
    const first = draws[0] as BoxDrawDetail;
    expect(await ids({ q: first.drawNo.toLowerCase() })).toEqual([first.id]);
    expect(await ids({ q: first.drawNo.slice(2) })).toEqual([]);
    expect(await ids({ customerId: alice.id })).toEqual(newestFirst(aliceDraws));
    expect(await ids({ payMethod: 'CASH' })).toEqual(newestFirst(draws.slice(3, 5).map((d) => d.id)));
    for (const tier of ['COMMON', 'RARE', 'HIDDEN'] as const)
      expect(await ids({ tier })).toEqual(
        newestFirst(draws.filter((d) => d.seriesId === boxA.seriesId && d.tier === tier).map((d) => d.id)),
      );
    await t.db.update(boxDraw).set({ guaranteeApplied: true }).where(eq(boxDraw.id, first.id));
    expect(await ids({ guarantee: 'true' })).toEqual([first.id]);
    expect(await ids({ guarantee: 'false' })).toHaveLength(4);
    await t.db
      .update(boxDraw)
      .set({ drawnAt: new Date('2020-06-01T00:00:00Z') })
      .where(eq(boxDraw.id, first.id));
    expect(await ids({ to: '2021-01-01T00:00:00.000Z' })).toEqual([first.id]);
    expect(await ids({ from: '2021-01-01T00:00:00.000Z' })).toHaveLength(4);
    // Put the draw back as it was made: the reconciler checks its time against its odds version.
    await t.db
      .update(boxDraw)
      .set({ drawnAt: new Date(first.drawnAt), guaranteeApplied: false })
      .where(eq(boxDraw.id, first.id));
    const byNo = await ids({ sort: 'drawNo:asc' });
    expect(byNo).toEqual(draws.slice(0, 5).map((d) => d.id));
    const values = (
      await admin.ok('listBoxDraws', { query: { seriesId: boxA.seriesId, sort: 'displayValue:desc' } })
    ).items.map((i) => i.displayValue);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const page2 = await admin.ok('listBoxDraws', {
      query: { seriesId: boxA.seriesId, page: 2, pageSize: 2 },
    });
    expect(page2.items.map((i) => i.id)).toEqual(newestFirst(draws.slice(0, 5).map((d) => d.id)).slice(2, 4));
  });

  it('stops each count at the cap and says so', async () => {
    const capped = await listBoxDraws(
      t.db,
      { q: undefined, seriesId: boxA.seriesId, sort: 'drawnAt:desc', page: 1, pageSize: 20 },
      2,
    );
    expect(capped).toMatchObject({ total: 2, totalCapped: true, counts: { TO_SHIP: 2, SHIPPED: 0, ALL: 2 } });
    expect(capped.items).toHaveLength(5);
  });
});

describe('fulfilment', () => {
  it('TO_SHIP → SHIPPED takes the reserved unit off the shelf → COMPLETED; anything else is 42203', async () => {
    const admin = await t.as('admin');
    const d = draws[1] as BoxDrawDetail;
    const stock = async () =>
      (
        await t.db
          .select({ onHand: productSku.onHand, reserved: productSku.reserved })
          .from(productSku)
          .where(eq(productSku.id, d.skuId))
      )[0];
    const before = await stock();
    const early = await admin.call('completeBoxDraw', { params: { id: d.id } });
    expect(early.json()).toMatchObject({
      code: Codes.ILLEGAL_TRANSITION,
      key: 'box.cannotComplete',
      params: { status: 'TO_SHIP', allowed: 'SHIPPED' },
      data: { drawNo: d.drawNo, status: 'TO_SHIP' },
    });
    const shipped = await admin.ok('shipBoxDraw', {
      params: { id: d.id },
      body: { carrier: 'SF Express', trackingNo: 'SF1234567890' },
    });
    expect(shipped).toMatchObject({
      fulfilStatus: 'SHIPPED',
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
      shippedAt: expect.any(String),
      version: d.version + 1,
    });
    expect(await stock()).toEqual({
      onHand: (before?.onHand ?? 0) - 1,
      reserved: (before?.reserved ?? 0) - 1,
    });
    const twice = await admin.call('shipBoxDraw', {
      params: { id: d.id },
      body: { carrier: 'x', trackingNo: 'y' },
    });
    expect(twice.json()).toMatchObject({ code: Codes.ILLEGAL_TRANSITION, key: 'box.cannotShip' });
    const done = await admin.ok('completeBoxDraw', { params: { id: d.id } });
    expect(done).toMatchObject({
      fulfilStatus: 'COMPLETED',
      completedAt: expect.any(String),
      version: d.version + 2,
    });
    const list = await admin.ok('listBoxDraws', { query: { seriesId: boxA.seriesId, tab: 'COMPLETED' } });
    expect(list).toMatchObject({ total: 1, counts: { TO_SHIP: 4, SHIPPED: 0, COMPLETED: 1, ALL: 5 } });
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'box_draw'),
          eq(auditLog.entityId, String(d.id)),
          inArray(auditLog.action, ['ship', 'complete']),
        ),
      )
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['ship', 'complete']);
    expect(await reconcileBoxes(t.db)).toEqual([]);
    expect(await reconcileStock(t.db)).toEqual([]);
  });

  it('the dashboard’s prizes to ship are the record list’s TO_SHIP total', async () => {
    const admin = await t.as('admin');
    const todo = await admin.ok('getDashboardTodo');
    const list = await admin.ok('listBoxDraws', { query: { tab: 'TO_SHIP' } });
    expect(todo.items.find((i) => i.key === 'boxPrizesToShip')?.count).toBe(list.total);
    expect(list.total).toBeGreaterThan(0);
  });
});

describe('the export', () => {
  it('streams every matching draw as CSV in the asked language, and needs box.export', async () => {
    const admin = await t.as('admin');
    const res = await admin.call('exportBoxDraws', { query: { seriesId: boxA.seriesId, lang: 'zh' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['x-total-count']).toBe('5');
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(5);
    expect(Object.keys(rows[0] ?? {})).toEqual(
      expect.arrayContaining(['抽取编号', '盲盒', '款式等级', '概率版本']),
    );
    const listed = await admin.ok('listBoxDraws', { query: { seriesId: boxA.seriesId } });
    expect(rows.map((r) => r.抽取编号)).toEqual(listed.items.map((i) => i.drawNo));
    const cash = await admin.call('exportBoxDraws', {
      query: { seriesId: boxA.seriesId, payMethod: 'CASH', lang: 'en' },
    });
    expect(cash.headers['x-total-count']).toBe('2');
    expect(cash.body).toContain('Money');
    const clerk = callerOf(t.app, await sessionWithPermissions(t.db, 'record-clerk', ['box']));
    expect((await clerk.call('exportBoxDraws', { query: {} })).statusCode).toBe(403);
    expect((await clerk.ok('listBoxDraws', { query: { seriesId: boxB.seriesId } })).total).toBe(1);
  });
});

describe('a draw’s money and points in the other lists', () => {
  it('the pay list shows a BOX payment with its draw, found by the draw number, and exports it', async () => {
    const admin = await t.as('admin');
    const paid = draws[3] as BoxDrawDetail;
    const found = await admin.ok('listPayments', { query: { q: paid.drawNo.toLowerCase() } });
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      bizType: 'BOX',
      boxDrawId: paid.id,
      drawNo: paid.drawNo,
      orderId: null,
      exchangeOrderId: null,
      amount: paid.cashAmount,
      status: 'SUCCESS',
    });
    expect(await admin.ok('getPayment', { params: { id: found.items[0]?.id as number } })).toMatchObject({
      boxDrawId: paid.id,
      drawNo: paid.drawNo,
    });
    const boxes = await admin.ok('listPayments', { query: { bizType: 'BOX', customerId: paid.customerId } });
    expect(boxes.items.map((p) => p.drawNo).sort()).toEqual(
      draws
        .slice(3, 5)
        .map((d) => d.drawNo)
        .sort(),
    );
    const csv = await admin.call('exportPayments', { query: { q: paid.drawNo, lang: 'en' } });
    const rows = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r['Draw no.'])).toEqual([paid.drawNo]);
  });

  it('the points ledger links a BOX row to its draw, found by the draw number; spent counts it', async () => {
    const admin = await t.as('admin');
    const spent = draws[0] as BoxDrawDetail;
    const ledger = await admin.ok('listPointLedger', { query: { reference: spent.drawNo } });
    expect(ledger.items).toHaveLength(1);
    expect(ledger.items[0]).toMatchObject({
      id: spent.pointsEntryId,
      bizType: 'BOX',
      bizId: String(spent.id),
      delta: -spent.pointsAmount,
      boxDrawId: spent.id,
      orderId: null,
      exchangeOrderId: null,
    });
    const points = await admin.ok('getCustomerPoints', { params: { id: alice.id } });
    const aliceSpent = draws.filter((d) => d.customerId === alice.id).reduce((s, d) => s + d.pointsAmount, 0);
    expect(points.spent).toBe(aliceSpent);
    expect(points.balance).toBe(points.earned + points.adjusted - points.spent - points.expired);
  });
});

describe('the dashboard', () => {
  it('counts a draw’s money as revenue and its points as redeemed, in the summary and the series', async () => {
    const admin = await t.as('admin');
    // This file's shop sold nothing else: its revenue is the draws paid in cash, today.
    const cash = draws.reduce((sum, d) => sum + d.cashAmount, 0);
    const points = draws.reduce((sum, d) => sum + d.pointsAmount, 0);
    expect(cash).toBeGreaterThan(0);
    const summary = await admin.ok('getDashboardSummary', { query: { range: 'today' } });
    expect(summary.sales?.revenue.value).toBe(cash);
    expect(summary.sales?.paidOrders.value).toBe(0);
    expect(summary.points?.redeemed.value).toBe(points);
    const series = await admin.ok('getDashboardSeries', { query: { days: '30' } });
    expect(series.days.at(-1)).toMatchObject({ revenue: cash, paidOrders: 0 });
  });
});
