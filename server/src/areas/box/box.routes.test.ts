import {
  type BoxAction,
  type BoxCreateBody,
  type BoxSeriesDetail,
  boxStatuses,
  canDoBoxAction,
} from '@shop/contract/areas/box';
import { Codes } from '@shop/contract/codes';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, boxOddsSnapshot } from '../../db/schema.js';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { exchangeKey, pointsCustomer } from '../../test-support/exchange-fixtures.js';
import { type Caller, callerOf, useTestApp } from '../../test-support/harness.js';
import { sessionWithPermissions } from '../../test-support/role-session.js';

const t = useTestApp();

let seq = 0;
/** Three SKUs with stock, one per tier. */
async function threeSkus(onHand = 50) {
  const n = ++seq;
  const { skuIds } = await insertProduct(t.db, {
    title: `Figure ${n}`,
    skus: ['Cat', 'Fox', 'Owl'].map((v, i) => ({ code: `BXS-${n}-${i}`, optionValues: [v], onHand })),
  });
  return skuIds as [number, number, number];
}

async function newBox(admin: Caller, overrides: Partial<BoxCreateBody> = {}) {
  const [cat, fox, owl] = await threeSkus();
  const body: BoxCreateBody = {
    title: `Forest friends ${++seq}`,
    pointsPrice: 100,
    cashPrice: 1500,
    prizes: [
      { skuId: cat, tier: 'COMMON', quantityTotal: 6, displayValue: 1000 },
      { skuId: fox, tier: 'RARE', quantityTotal: 3, displayValue: 3000 },
      { skuId: owl, tier: 'HIDDEN', quantityTotal: 1, displayValue: 9000 },
    ],
    ...overrides,
  };
  return { box: await admin.ok('createBox', { body }), body, skus: [cat, fox, owl] };
}

/** The body that writes `box` back as it is (the console's form), with some fields changed. */
function bodyOf(box: BoxSeriesDetail, changes: Partial<BoxCreateBody> = {}) {
  return {
    params: { id: box.id },
    body: {
      title: box.title,
      description: box.description,
      coverId: box.coverId,
      cashPrice: box.cashPrice,
      pointsPrice: box.pointsPrice,
      startsAt: box.startsAt,
      endsAt: box.endsAt,
      perCustomerDailyLimit: box.perCustomerDailyLimit,
      guaranteeEvery: box.guaranteeEvery,
      guaranteeMinTier: box.guaranteeMinTier as 'RARE' | 'HIDDEN' | null,
      minimumAge: box.minimumAge,
      prizes: box.prizes.map((p) => ({
        id: p.id,
        skuId: p.skuId,
        tier: p.tier,
        quantityTotal: p.quantityTotal,
        displayValue: p.displayValue,
        sort: p.sort,
      })),
      ...changes,
      version: box.version,
    },
  };
}

const at = (box: BoxSeriesDetail) => ({ params: { id: box.id }, body: { version: box.version } });

async function drawOne(caller: Caller, seriesId: number, customer: { id: number; addressId: number }) {
  const answer = await caller.ok('drawBox', {
    params: { id: seriesId },
    body: {
      customerId: customer.id,
      payMethod: 'POINTS',
      addressId: customer.addressId,
      ageConfirmed: true,
      idempotencyKey: exchangeKey('box'),
    },
  });
  return answer.draw;
}

describe('box series: create, read, list', () => {
  it('creates a DRAFT with its prizes, their SKUs and the odds of the next draw', async () => {
    const admin = await t.as('admin');
    const { box, skus } = await newBox(admin, { description: ' Woodland figures ' });
    expect(box).toMatchObject({
      status: 'DRAFT',
      description: 'Woodland figures',
      oddsVersion: 0,
      oddsChanged: true,
      prizeCount: 3,
      quantityTotal: 10,
      quantityRemaining: 10,
      drawCount: 0,
      minimumAge: 8,
      windowState: 'RUNNING',
      version: 1,
      updatedByName: expect.any(String),
    });
    expect(box.prizes.map((p) => [p.skuId, p.tier, p.probability, p.optionValues])).toEqual([
      [skus[0], 'COMMON', 0.6, ['Cat']],
      [skus[1], 'RARE', 0.3, ['Fox']],
      [skus[2], 'HIDDEN', 0.1, ['Owl']],
    ]);
    expect(box.prizes[0]).toMatchObject({ productTitle: expect.stringMatching(/^Figure /), imageUrl: null });
    expect(await admin.ok('getBox', { params: { id: box.id } })).toEqual(box);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'box_series'), eq(auditLog.entityId, String(box.id))));
    expect(audit).toMatchObject({ action: 'create', before: null });
  });

  it('puts each refusal on its field: schema checks and the ones only the server makes', async () => {
    const admin = await t.as('admin');
    const [cat] = await threeSkus();
    const issue = async (body: unknown) => {
      const res = await admin.call('createBox', { body });
      expect(res.statusCode).toBe(400);
      return res.json().data.issues[0];
    };
    const prize = { skuId: cat, tier: 'COMMON', quantityTotal: 1, displayValue: 0 };
    expect(await issue({ title: ' ', cashPrice: 1 })).toMatchObject({
      path: ['title'],
      key: 'box.titleRequired',
    });
    expect(await issue({ title: 'x' })).toMatchObject({ path: ['cashPrice'], key: 'box.priceRequired' });
    expect(await issue({ title: 'x', cashPrice: 1, prizes: [prize, prize] })).toMatchObject({
      path: ['prizes', 1, 'skuId'],
      key: 'box.skuTwice',
    });
    expect(
      await issue({ title: 'x', cashPrice: 1, guaranteeEvery: 5, guaranteeMinTier: 'RARE', prizes: [prize] }),
    ).toMatchObject({ path: ['guaranteeMinTier'], key: 'box.guaranteeNoPrize' });
    expect(await issue({ title: 'x', cashPrice: 1, prizes: [{ ...prize, skuId: 999_999 }] })).toMatchObject({
      path: ['prizes', 0, 'skuId'],
      key: 'box.skuNotFound',
    });
    expect(await issue({ title: 'x', cashPrice: 1, coverId: 999_999 })).toMatchObject({
      path: ['coverId'],
      key: 'box.coverNotFound',
    });
    expect(await issue({ title: 'x', cashPrice: 1, prizes: [{ ...prize, id: 1 }] })).toMatchObject({
      path: ['prizes', 0, 'id'],
      key: 'box.prizeNotFound',
    });
  });

  it('lists by title and status, sorted by what was drawn', async () => {
    const admin = await t.as('admin');
    const { box: a } = await newBox(admin, { title: 'Listed Alpha' });
    const { box: b } = await newBox(admin, { title: 'Listed Beta' });
    const on = await admin.ok('publishBox', at(b));
    await drawOne(admin, on.id, await pointsCustomer(t.db, 'Lister', 500));
    const byDraws = await admin.ok('listBoxes', { query: { q: 'listed', sort: 'drawCount:desc' } });
    expect(byDraws.items.map((i) => [i.title, i.drawCount, i.quantityRemaining])).toEqual([
      ['Listed Beta', 1, 9],
      ['Listed Alpha', 0, 10],
    ]);
    expect(byDraws.total).toBe(2);
    const drafts = await admin.ok('listBoxes', { query: { q: 'Listed', status: 'DRAFT' } });
    expect(drafts.items.map((i) => i.id)).toEqual([a.id]);
  });
});

type Prize = BoxSeriesDetail['prizes'][number];
const keep = (p: Prize, quantityTotal = p.quantityTotal) => ({
  id: p.id,
  skuId: p.skuId,
  tier: p.tier,
  quantityTotal,
  displayValue: p.displayValue,
  sort: p.sort,
});

describe('box series: edits', () => {
  it('replaces the pool at its version: ids kept, remaining moves with the total, never below what was drawn', async () => {
    const admin = await t.as('admin');
    const [cat, fox, owl] = await threeSkus();
    const { box } = await newBox(admin, {
      prizes: [{ skuId: cat, tier: 'COMMON', quantityTotal: 3, displayValue: 500 }],
    });
    const buyer = await pointsCustomer(t.db, 'Edit Buyer', 1000);
    const on = await admin.ok('publishBox', at(box));
    await drawOne(admin, box.id, buyer);
    await drawOne(admin, box.id, buyer);
    const paused = await admin.ok('pauseBox', at(on));
    const [drawn] = paused.prizes as [Prize];
    expect(drawn).toMatchObject({ quantityTotal: 3, quantityRemaining: 1 });
    const refusal = async (prizes: BoxCreateBody['prizes']) =>
      (await admin.call('updateBox', bodyOf(paused, { prizes }))).json();
    expect(await refusal([keep(drawn, 1)])).toMatchObject({
      code: Codes.VALIDATION,
      data: {
        issues: [
          { path: ['prizes', 0, 'quantityTotal'], key: 'box.quantityBelowDrawn', params: { drawn: 2 } },
        ],
      },
    });
    const fresh = { skuId: fox, tier: 'RARE' as const, quantityTotal: 2, displayValue: 2500 };
    expect(await refusal([fresh])).toMatchObject({
      data: { issues: [{ path: ['prizes'], key: 'box.prizeHasDraws', params: { drawn: 2 } }] },
    });
    expect(await refusal([{ ...keep(drawn), id: 999_999 }])).toMatchObject({
      data: { issues: [{ path: ['prizes', 0, 'id'], key: 'box.prizeNotFound' }] },
    });
    expect(await refusal([keep(drawn), { ...fresh, skuId: 999_999 }])).toMatchObject({
      data: { issues: [{ path: ['prizes', 1, 'skuId'], key: 'box.skuNotFound' }] },
    });
    const grown = await admin.ok('updateBox', bodyOf(paused, { prizes: [keep(drawn, 5), fresh] }));
    expect(grown.prizes.map((p) => [p.id === drawn.id, p.quantityTotal, p.quantityRemaining])).toEqual([
      [true, 5, 3],
      [false, 2, 2],
    ]);
    expect(grown).toMatchObject({
      oddsChanged: true,
      drawCount: 2,
      quantityRemaining: 5,
      version: paused.version + 1,
    });
    const stale = await admin.call('updateBox', bodyOf(paused, { title: 'Too late' }));
    expect(stale.json()).toMatchObject({ code: Codes.VERSION_CONFLICT, data: { version: grown.version } });
    // The SKU of the new prize moved to another, and the owl added: still one write.
    const [kept, added] = grown.prizes as [Prize, Prize];
    const moved = await admin.ok(
      'updateBox',
      bodyOf(grown, { prizes: [keep(kept), { ...keep(added), skuId: owl }] }),
    );
    expect(moved.prizes.map((p) => p.skuId)).toEqual([cat, owl]);
  });

  it('locks the prizes, prices, window, limits and guarantee while on sale; the title may change', async () => {
    const admin = await t.as('admin');
    const { box } = await newBox(admin);
    const on = await admin.ok('publishBox', at(box));
    const locked = [
      { cashPrice: 1600 },
      { pointsPrice: null },
      { endsAt: '2099-01-01T00:00:00.000Z' },
      { perCustomerDailyLimit: 3 },
      { minimumAge: 12 },
      { guaranteeEvery: 5, guaranteeMinTier: 'RARE' as const },
      { prizes: on.prizes.map((p, i) => keep(p, i === 0 ? p.quantityTotal + 1 : p.quantityTotal)) },
      { prizes: on.prizes.map((p, i) => ({ ...keep(p), sort: i === 0 ? 9 : p.sort })) },
    ];
    for (const changes of locked) {
      const res = await admin.call('updateBox', bodyOf(on, changes));
      expect(res.json(), JSON.stringify(changes)).toMatchObject({
        code: Codes.ILLEGAL_TRANSITION,
        key: 'box.prizesLocked',
        params: { status: 'ON_SALE' },
        data: { seriesId: box.id, status: 'ON_SALE', allowed: ['DRAFT', 'PAUSED'] },
      });
    }
    const renamed = await admin.ok(
      'updateBox',
      bodyOf(on, { title: 'Renamed on sale', description: 'New words' }),
    );
    expect(renamed).toMatchObject({
      title: 'Renamed on sale',
      status: 'ON_SALE',
      oddsChanged: false,
      oddsVersion: 1,
    });
  });

  it('marks the odds changed only for what the snapshot discloses', async () => {
    const admin = await t.as('admin');
    const { box } = await newBox(admin);
    const on = await admin.ok('publishBox', at(box));
    const paused = await admin.ok('pauseBox', at(on));
    const limited = await admin.ok(
      'updateBox',
      bodyOf(paused, { perCustomerDailyLimit: 2, minimumAge: null }),
    );
    expect(limited).toMatchObject({ perCustomerDailyLimit: 2, minimumAge: null, oddsChanged: false });
    const priced = await admin.ok('updateBox', bodyOf(limited, { cashPrice: 1800 }));
    expect(priced).toMatchObject({ cashPrice: 1800, oddsChanged: true });
  });
});

describe('box series: the life cycle', () => {
  const refused = async (caller: Caller, name: 'publishBox' | 'pauseBox' | 'endBox', box: BoxSeriesDetail) =>
    (await caller.call(name, at(box))).json();

  it('DRAFT → ON_SALE ↔ PAUSED → ENDED, each refused from anywhere else with what is allowed', async () => {
    const admin = await t.as('admin');
    const { box } = await newBox(admin);
    expect(await refused(admin, 'pauseBox', box)).toMatchObject({
      code: Codes.ILLEGAL_TRANSITION,
      key: 'box.cannotPause',
      params: { status: 'DRAFT', allowed: 'ON_SALE, SOLD_OUT' },
      data: { seriesId: box.id, status: 'DRAFT', allowed: ['ON_SALE', 'SOLD_OUT'] },
    });
    expect(await refused(admin, 'endBox', box)).toMatchObject({ key: 'box.cannotEnd' });
    const on = await admin.ok('publishBox', at(box));
    expect(on).toMatchObject({ status: 'ON_SALE', oddsVersion: 1, oddsChanged: false, version: 2 });
    expect(on.oddsPublishedAt).not.toBeNull();
    expect(await refused(admin, 'publishBox', on)).toMatchObject({
      key: 'box.cannotPublish',
      data: { status: 'ON_SALE', allowed: ['DRAFT', 'PAUSED'] },
    });
    const deleteOn = await admin.call('deleteBox', { params: { id: on.id }, query: { version: on.version } });
    expect(deleteOn.json()).toMatchObject({ code: Codes.ILLEGAL_TRANSITION, key: 'box.cannotDelete' });
    const stale = await admin.call('pauseBox', at(box));
    expect(stale.json().code).toBe(Codes.VERSION_CONFLICT);
    const paused = await admin.ok('pauseBox', at(on));
    expect(paused.status).toBe('PAUSED');
    // Resumed unchanged: the version on sale stays, no second snapshot.
    const resumed = await admin.ok('publishBox', at(paused));
    expect(resumed).toMatchObject({ status: 'ON_SALE', oddsVersion: 1 });
    expect((await admin.ok('listBoxOdds', { params: { id: box.id } })).items).toHaveLength(1);
    const ended = await admin.ok('endBox', at(resumed));
    expect(ended.status).toBe('ENDED');
    for (const name of ['publishBox', 'pauseBox', 'endBox'] as const)
      expect(await refused(admin, name, ended)).toMatchObject({ code: Codes.ILLEGAL_TRANSITION });
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'box_series'), eq(auditLog.entityId, String(box.id))))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['create', 'publish', 'pause', 'publish', 'end']);
  });

  it('allows each action exactly from the statuses the contract names', async () => {
    const admin = await t.as('admin');
    const actions = { publishBox: 'publish', pauseBox: 'pause', endBox: 'end' } as const;
    for (const status of boxStatuses)
      for (const [name, action] of Object.entries(actions) as [keyof typeof actions, BoxAction][]) {
        const { box } = await newBox(admin);
        // Any status but DRAFT has published odds (the table's CHECK).
        if (status !== 'DRAFT')
          await t.db.execute(
            sql`UPDATE box_series SET status = ${status}, odds_version = 1 WHERE id = ${box.id}`,
          );
        const res = (await admin.call(name, at(box))).json();
        expect([status, name, res.code], res.message).toEqual([
          status,
          name,
          canDoBoxAction(action, status) ? 20000 : Codes.ILLEGAL_TRANSITION,
        ]);
      }
  });

  it('refuses to publish an empty box or a drawn-out pool; deletes a draft', async () => {
    const admin = await t.as('admin');
    const { box: empty } = await newBox(admin, { prizes: [] });
    expect(await refused(admin, 'publishBox', empty)).toMatchObject({
      code: Codes.ILLEGAL_TRANSITION,
      key: 'box.noPrizes',
    });
    const [cat] = await threeSkus();
    const { box: one } = await newBox(admin, {
      prizes: [{ skuId: cat, tier: 'COMMON', quantityTotal: 1, displayValue: 100 }],
    });
    const on = await admin.ok('publishBox', at(one));
    await drawOne(admin, one.id, await pointsCustomer(t.db, 'Last Prize', 500));
    const soldOut = await admin.ok('getBox', { params: { id: one.id } });
    expect(soldOut).toMatchObject({ status: 'SOLD_OUT', quantityRemaining: 0 });
    expect(soldOut.version).toBeGreaterThanOrEqual(on.version);
    const paused = await admin.ok('pauseBox', at(soldOut));
    expect(await refused(admin, 'publishBox', paused)).toMatchObject({ key: 'box.poolEmpty' });
    const gone = await admin.call('deleteBox', {
      params: { id: empty.id },
      query: { version: empty.version },
    });
    expect(gone.json()).toMatchObject({ code: 20000, data: null });
    expect((await admin.call('getBox', { params: { id: empty.id } })).statusCode).toBe(404);
  });

  it('pause → edit → publish writes version 2; version 1 is kept as it was, and cannot be changed', async () => {
    const admin = await t.as('admin');
    const { box } = await newBox(admin, { guaranteeEvery: 5, guaranteeMinTier: 'RARE' });
    const on = await admin.ok('publishBox', at(box));
    const [v1] = (await admin.ok('listBoxOdds', { params: { id: box.id } })).items;
    expect(v1).toMatchObject({
      oddsVersion: 1,
      cashPrice: 1500,
      pointsPrice: 100,
      guaranteeEvery: 5,
      guaranteeMinTier: 'RARE',
      publishedByName: expect.any(String),
    });
    expect(v1?.prizes.map((p) => [p.tier, p.quantityRemaining, p.probability])).toEqual([
      ['COMMON', 6, 0.6],
      ['RARE', 3, 0.3],
      ['HIDDEN', 1, 0.1],
    ]);
    expect(v1?.tiers).toEqual({ COMMON: 0.6, RARE: 0.3, HIDDEN: 0.1 });
    const paused = await admin.ok('pauseBox', at(on));
    const edited = await admin.ok(
      'updateBox',
      bodyOf(paused, { prizes: paused.prizes.map((p, i) => keep(p, i === 0 ? 16 : p.quantityTotal)) }),
    );
    expect(edited.oddsChanged).toBe(true);
    const republished = await admin.ok('publishBox', at(edited));
    expect(republished).toMatchObject({ oddsVersion: 2, oddsChanged: false });
    const [v2, v1Again] = (await admin.ok('listBoxOdds', { params: { id: box.id } })).items;
    expect(v2?.prizes.map((p) => p.probability)).toEqual([0.8, 0.15, 0.05]);
    expect(v1Again).toEqual(v1);
    const change = t.db.execute(
      sql`UPDATE box_odds_snapshot SET tiers = '{}'::jsonb WHERE series_id = ${box.id} AND odds_version = 1`,
    );
    await expect(change).rejects.toThrow();
    await expect(t.db.delete(boxOddsSnapshot).where(eq(boxOddsSnapshot.seriesId, box.id))).rejects.toThrow();
    expect((await admin.ok('listBoxOdds', { params: { id: box.id } })).items).toHaveLength(2);
  });
});

describe('box series: stats and access', () => {
  it('sets each prize’s disclosed odds beside what was drawn under that version', async () => {
    const admin = await t.as('admin');
    const { box } = await newBox(admin);
    const before = await admin.ok('getBoxStats', { params: { id: box.id } });
    expect(before).toEqual({
      seriesId: box.id,
      oddsVersion: 0,
      versions: [],
      totalDraws: 0,
      guaranteeDraws: 0,
      prizes: [],
    });
    await admin.ok('publishBox', at(box));
    const buyer = await pointsCustomer(t.db, 'Stats Buyer', 2000);
    const won = [];
    for (let i = 0; i < 4; i++) won.push((await drawOne(admin, box.id, buyer)).prizeId);
    const stats = await admin.ok('getBoxStats', { params: { id: box.id } });
    expect(stats).toMatchObject({ oddsVersion: 1, versions: [1], totalDraws: 4, guaranteeDraws: 0 });
    expect(stats.prizes.map((p) => p.disclosed)).toEqual([0.6, 0.3, 0.1]);
    for (const p of stats.prizes) {
      const n = won.filter((id) => id === p.prizeId).length;
      expect(p).toMatchObject({ draws: n, observed: n / 4 });
    }
    // A second version: its draws apart from the first's, the first's kept as they were.
    const live = await admin.ok('getBox', { params: { id: box.id } });
    const paused = await admin.ok('pauseBox', at(live));
    const grown = await admin.ok(
      'updateBox',
      bodyOf(paused, { prizes: paused.prizes.map((p) => keep(p, p.quantityTotal + 2)) }),
    );
    await admin.ok('publishBox', at(grown));
    const second = [];
    for (let i = 0; i < 2; i++) second.push((await drawOne(admin, box.id, buyer)).prizeId);
    const v2 = await admin.ok('getBoxStats', { params: { id: box.id } });
    expect(v2).toMatchObject({ oddsVersion: 2, versions: [2, 1], totalDraws: 2 });
    for (const p of v2.prizes) expect(p.draws, p.title).toBe(second.filter((id) => id === p.prizeId).length);
    const v1 = await admin.ok('getBoxStats', { params: { id: box.id }, query: { oddsVersion: 1 } });
    expect(v1).toMatchObject({ oddsVersion: 1, totalDraws: 4 });
    expect(v1.prizes).toEqual(stats.prizes);
    expect(
      (await admin.call('getBoxStats', { params: { id: box.id }, query: { oddsVersion: 7 } })).statusCode,
    ).toBe(404);
    expect((await admin.call('getBoxStats', { params: { id: 999_999 } })).statusCode).toBe(404);
  });

  it('the server refuses the life cycle to staff without box.publish, whatever the console shows', async () => {
    const admin = await t.as('admin');
    const { box } = await newBox(admin);
    const token = await sessionWithPermissions(t.db, 'box-clerk', ['box']);
    const clerk = callerOf(t.app, token);
    expect((await clerk.ok('getBox', { params: { id: box.id } })).id).toBe(box.id);
    for (const name of ['publishBox', 'pauseBox', 'endBox'] as const) {
      const res = await clerk.call(name, at(box));
      expect(res.statusCode, name).toBe(403);
    }
    const del = await clerk.call('deleteBox', { params: { id: box.id }, query: { version: box.version } });
    expect(del.statusCode).toBe(403);
    const editor = await t.as('editor');
    expect((await editor.ok('publishBox', at(box))).status).toBe('ON_SALE');
  });
});
