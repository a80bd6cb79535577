import { readFile } from 'node:fs/promises';
import type { BoxDrawDetail, BoxSeriesDetail, BoxTier } from '@shop/contract/areas/box';
import type { Permission } from '@shop/contract/permissions';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { role, rolePermission } from '../../server/src/db/schema';
import { insertStaff } from '../../server/src/test-support/staff-rows';
import { setUpConsole } from './console-harness';
import { listRow, listRows, pickOption, shopFixture, testAddress } from './shop-fixture';

/*
 * Issue 21, the record list: a box is published and drawn from through the API; the console finds
 * each draw, shows its proof (odds version, the server's roll) and payment, ships and completes
 * it, sets the disclosed odds beside what was drawn when filtered to the box, and exports the
 * draws only for those holding box.export.
 */

const ui = setUpConsole();
const shop = shopFixture(ui);
const admin = () => shop.as('admin');

const tierNames: Record<BoxTier, string> = { COMMON: 'Common', RARE: 'Rare', HIDDEN: 'Hidden' };
const percent = (share: number) =>
  new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2 }).format(share);

let box: BoxSeriesDetail;
let cashDraw: BoxDrawDetail;
let pointsDraw: BoxDrawDetail;
let keys = 0;

async function draw(payMethod: 'CASH' | 'POINTS', customerId: number, addressId: number) {
  const answer = await (await admin()).ok('drawBox', {
    params: { id: box.id },
    body: {
      customerId,
      payMethod,
      ...(payMethod === 'CASH' ? { payment: { channel: 'CASH' as const, reference: '' } } : {}),
      addressId,
      idempotencyKey: `e2e-record-${Date.now()}-${++keys}`,
    },
  });
  return answer.draw;
}

/** A custom role holding exactly `granted`, and a member holding only it. */
async function memberWith(username: string, granted: Permission[]) {
  const db = ui.testApp.database.db;
  await db.insert(role).values({ name: username, label: username });
  await db.insert(rolePermission).values(granted.map((permission) => ({ role: username, permission })));
  await insertStaff(db, [{ username, roles: [username] }]);
}

beforeAll(async () => {
  const [common, rare, hidden] = await shop.product('E2E Record Figure', [
    { code: 'E2E-REC-COMMON', optionValues: ['Fox'], price: 900, onHand: 20 },
    { code: 'E2E-REC-RARE', optionValues: ['Owl'], price: 1900, onHand: 20 },
    { code: 'E2E-REC-HIDDEN', optionValues: ['Moth'], price: 4900, onHand: 20 },
  ]);
  const caller = await admin();
  const created = await caller.ok('createBox', {
    body: {
      title: 'E2E Record Box',
      cashPrice: 990,
      pointsPrice: 100,
      minimumAge: null,
      prizes: [
        { skuId: common ?? 0, tier: 'COMMON', quantityTotal: 5, displayValue: 900 },
        { skuId: rare ?? 0, tier: 'RARE', quantityTotal: 2, displayValue: 1900 },
        { skuId: hidden ?? 0, tier: 'HIDDEN', quantityTotal: 1, displayValue: 4900 },
      ],
    },
  });
  box = await caller.ok('publishBox', { params: { id: created.id }, body: { version: created.version } });

  const customerId = await shop.customer('E2E Record Rita', '+34600444333');
  const withAddress = await caller.ok('addCustomerAddress', {
    params: { id: customerId },
    body: { ...testAddress, receiverName: 'Rita Receiver', isDefault: true },
  });
  const addressId = withAddress.addresses[0]?.id ?? 0;
  await caller.ok('adjustPoints', {
    body: {
      customerId,
      delta: 500,
      reason: 'promotion',
      note: 'E2E box',
      idempotencyKey: 'e2e-record-points',
    },
  });
  cashDraw = await draw('CASH', customerId, addressId);
  pointsDraw = await draw('POINTS', customerId, addressId);
  await memberWith('box-clerk', ['box']);
});

/** A button by its text; an icon before it adds its own name. */
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${name}$`) }).filter({ visible: true });

const shownDrawNos = (page: Page) => listRows(page).locator('td a').allInnerTexts();

describe('the record list', () => {
  it('finds a draw, shows its proof and payment, ships it and completes it', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/record/index');
    await ui.page.getByRole('heading', { name: 'Record List' }).waitFor();
    await expect.poll(() => shownDrawNos(ui.page)).toEqual([pointsDraw.drawNo, cashDraw.drawNo]);
    const tabs = ui.page.locator('.app-main').getByRole('tab');
    await expect
      .poll(() => tabs.allInnerTexts())
      .toEqual(['To ship (2)', 'Shipped (0)', 'Completed (0)', 'All (2)']);

    // Searched by its number, then opened.
    await ui.page.getByRole('searchbox', { name: 'Search draws' }).fill(cashDraw.drawNo);
    await expect.poll(() => shownDrawNos(ui.page)).toEqual([cashDraw.drawNo]);
    const row = listRow(ui.page, cashDraw.drawNo);
    expect(await row.innerText()).toContain(tierNames[cashDraw.tier]);
    await row.getByRole('link', { name: `Open draw ${cashDraw.drawNo}` }).click();

    const drawer = ui.page.getByRole('dialog', { name: `Draw ${cashDraw.drawNo}` });
    await drawer.getByRole('toolbar', { name: 'Draw actions' }).waitFor();
    const text = await drawer.innerText();
    expect(text).toContain('E2E Record Box');
    expect(text).toContain(cashDraw.prizeTitle);
    expect(text).toContain(tierNames[cashDraw.tier]);
    expect(text).toContain('v1');
    expect(text).toContain(`Drawn by the server: value ${cashDraw.roll} of 8`);
    expect(text).toContain('Counter');
    // Paid in cash at the counter: its payment, linked to the pay list.
    const payNo = cashDraw.payment?.payNo ?? '';
    expect(payNo).not.toBe('');
    await drawer.getByRole('link', { name: payNo }).waitFor();
    expect(text).toContain('€9.90');
    expect(text).toContain('Rita Receiver');

    // Shipped with a carrier and tracking number.
    await button(drawer, 'Ship').click();
    const ship = ui.page.getByRole('dialog', { name: `Ship ${cashDraw.drawNo}` });
    await ship.getByLabel('Carrier').fill('Correos');
    await ship.getByLabel('Tracking number').fill('PK-BOX-1');
    await button(ship, 'Ship').click();
    await ship.waitFor({ state: 'detached' });
    await expect.poll(() => drawer.innerText()).toContain('PK-BOX-1');
    expect(await drawer.innerText()).toContain('Shipped');
    await expect.poll(() => row.innerText()).toContain('Shipped');

    // Completed, after a confirmation.
    await button(drawer, 'Complete').click();
    const complete = ui.page.getByRole('dialog', { name: `Complete ${cashDraw.drawNo}` });
    await complete.getByText('The customer has the prize. This cannot be undone.').waitFor();
    await button(complete, 'Complete').click();
    await complete.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toContain('Completed');
    expect(await drawer.getByRole('toolbar', { name: 'Draw actions' }).count()).toBe(0);
    const timeline = await drawer
      .locator('[data-event]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-event')));
    expect(timeline).toEqual(['drawn', 'shipped', 'completed']);

    // The tabs count it where it now stands (under the search still applied).
    await expect
      .poll(() => tabs.allInnerTexts())
      .toEqual(['To ship (0)', 'Shipped (0)', 'Completed (1)', 'All (1)']);
    const stored = await (await admin()).ok('getBoxDraw', { params: { id: cashDraw.id } });
    expect([stored.fulfilStatus, stored.carrier, stored.trackingNo]).toEqual([
      'COMPLETED',
      'Correos',
      'PK-BOX-1',
    ]);
  });

  it('shows a points draw with its ledger entry', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn(`/record/index?draw=${pointsDraw.id}`);
    const drawer = ui.page.getByRole('dialog', { name: `Draw ${pointsDraw.drawNo}` });
    await drawer.getByRole('toolbar', { name: 'Draw actions' }).waitFor();
    expect(await drawer.innerText()).toContain('100 points');
    await drawer.getByRole('link', { name: `Entry #${pointsDraw.pointsEntryId}` }).click();
    await ui.page.waitForURL(/\/point\/index\?customerId=\d+&bizType=BOX$/);
  });

  it('sets the disclosed odds beside the observed frequencies when filtered to the box', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/record/index');
    await listRows(ui.page).first().waitFor();
    await pickOption(ui.page, ui.page.getByRole('combobox', { name: 'Box' }), 'E2E Record Box');
    await ui.page.waitForURL(new RegExp(`seriesId=${box.id}`));

    const panel = ui.page.getByRole('region', { name: 'Disclosed odds and what was drawn' });
    const table = panel.getByRole('region', { name: 'Odds version 1 per prize' });
    await table.getByRole('row').nth(3).waitFor();
    await panel
      .getByRole('img', { name: /^Disclosed odds beside observed frequencies per prize, odds version 1$/ })
      .waitFor();
    const drawn = (tier: BoxTier) => [cashDraw, pointsDraw].filter((d) => d.tier === tier).length;
    const rows = await table.getByRole('row').allInnerTexts();
    // Each prize as its odds snapshot names it (the catalogue's title and options, in the API's words).
    const stats = await (await admin()).ok('getBoxStats', { params: { id: box.id }, query: {} });
    const titleOf = (tier: BoxTier) => stats.prizes.find((p) => p.tier === tier)?.title;
    expect(rows.slice(1).map((r) => r.split('\t').map((cell) => cell.trim()))).toEqual(
      (
        [
          ['COMMON', 5 / 8],
          ['RARE', 2 / 8],
          ['HIDDEN', 1 / 8],
        ] as const
      ).map(([tier, disclosed]) => [
        titleOf(tier),
        tierNames[tier],
        percent(disclosed),
        percent(drawn(tier) / 2),
        String(drawn(tier)),
      ]),
    );
    const totals = await panel.locator('.ant-statistic').allInnerTexts();
    expect(totals.map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      'Odds version v1',
      'Draws under this version 2',
      'Decided by the guarantee 0',
    ]);
  });

  it('exports the filtered draws as CSV', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn(`/record/index?seriesId=${box.id}&payMethod=POINTS`);
    await expect.poll(() => shownDrawNos(ui.page)).toEqual([pointsDraw.drawNo]);
    const [download] = await Promise.all([
      ui.page.waitForEvent('download'),
      button(ui.page, 'Export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const rows: Record<string, string>[] = parse(await readFile(await download.path()), {
      bom: true,
      columns: true,
    });
    expect(rows).toEqual([
      expect.objectContaining({
        'Draw no.': pointsDraw.drawNo,
        Box: 'E2E Record Box',
        Tier: tierNames[pointsDraw.tier],
        'Odds version': '1',
        'Paid with': 'Points',
      }),
    ]);
  });

  it('shows no Export to a member without box.export, and the server refuses them', async () => {
    await ui.signInAs('box-clerk');
    await ui.openSignedIn('/record/index');
    await expect.poll(() => shownDrawNos(ui.page)).toEqual([pointsDraw.drawNo, cashDraw.drawNo]);
    // The column chooser is drawn: the toolbar's buttons are there, Export is not.
    await button(ui.page, 'Columns').waitFor();
    expect(await button(ui.page, 'Export').count()).toBe(0);
    const refused = await (await shop.as('box-clerk')).call('exportBoxDraws', { query: {} });
    expect(refused.statusCode).toBe(403);
  });
  it('picks among the odds versions once the box has published several', async () => {
    // Paused, a prize's count changed, put on sale again: odds version 2, drawn once.
    const caller = await admin();
    const paused = await caller.ok('pauseBox', { params: { id: box.id }, body: { version: box.version } });
    const edited = await caller.ok('updateBox', {
      params: { id: box.id },
      body: {
        title: paused.title,
        cashPrice: paused.cashPrice,
        pointsPrice: paused.pointsPrice,
        minimumAge: null,
        version: paused.version,
        prizes: paused.prizes.map((p) => ({
          id: p.id,
          skuId: p.skuId,
          tier: p.tier,
          quantityTotal: p.tier === 'COMMON' ? p.quantityTotal + 4 : p.quantityTotal,
          displayValue: p.displayValue,
        })),
      },
    });
    box = await caller.ok('publishBox', { params: { id: box.id }, body: { version: edited.version } });
    expect(box.oddsVersion).toBe(2);
    const customerId = pointsDraw.customerId;
    const { addresses } = await caller.ok('getCustomer', { params: { id: customerId } });
    const third = await draw('CASH', customerId, addresses[0]?.id ?? 0);
    expect(third.oddsVersion).toBe(2);

    await ui.signInAs('admin');
    await ui.openSignedIn(`/record/index?seriesId=${box.id}`);
    const panel = ui.page.getByRole('region', { name: 'Disclosed odds and what was drawn' });
    await panel.getByRole('region', { name: 'Odds version 2 per prize' }).waitFor();
    const totals = () => panel.locator('.ant-statistic-content').allInnerTexts();
    await expect.poll(totals).toEqual(['v2', '1', expect.any(String)]);

    // Version 1 still shows what was disclosed then and the two draws made under it.
    await pickOption(ui.page, panel.getByRole('combobox', { name: 'Odds version shown' }), 'Version 1');
    const first = panel.getByRole('region', { name: 'Odds version 1 per prize' });
    await first.waitFor();
    await expect.poll(totals).toEqual(['v1', '2', '0']);
    expect(await first.getByRole('row').nth(1).innerText()).toContain('62.5%');
  });
});
