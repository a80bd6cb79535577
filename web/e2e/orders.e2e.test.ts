import { readFile } from 'node:fs/promises';
import type { OrderDetail } from '@shop/contract/areas/order';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import zhMessages from '../src/locales/zh/messages/order.json';
import { NETWORK_LOG, setUpConsole } from './console-harness';
import { shopFixture } from './shop-fixture';

const ui = setUpConsole();
const shop = shopFixture(ui);

/** Orders placed through the API go to this receiver, so a search finds them and nothing else. */
const RECEIVER = 'E2E Receiver Lin';
const address = {
  receiverName: RECEIVER,
  phone: '+34600999888',
  region: 'Madrid',
  city: 'Madrid',
  line: 'Calle Mayor 9',
  postalCode: '28013',
};

let mug: number;
let bowl: number;
let customerId: number;

/** Calls the API by operationId as the admin (each `ok` asserts it succeeded). */
const admin = () => shop.as('admin');

/** An order placed through the API (the browser test is about what the console does with it). */
function placeOrder(
  lines: { skuId: number; quantity: number }[],
  to: typeof address = address,
): Promise<OrderDetail> {
  return shop.placeOrder(customerId, lines, { address: to });
}

/** Paid in full by bank transfer, reference `TR-<id>`. */
async function payOrder(order: OrderDetail): Promise<void> {
  await shop.payOrder(order);
}

/** The SKU's available stock as the InventorySKU list reads it. */
async function available(code: string): Promise<number | undefined> {
  const data = await (await admin()).ok('listInventory', { query: { q: code } });
  return data.items.find((s) => s.code === code)?.available;
}

beforeAll(async () => {
  [mug, bowl] = (await shop.product('E2E Stoneware', [
    { code: 'E2E-ORD-MUG', optionValues: ['Mug'], price: 1250, onHand: 20 },
    { code: 'E2E-ORD-BOWL', optionValues: ['Bowl'], price: 800, onHand: 10 },
  ])) as [number, number];
  customerId = await shop.customer('E2E Lin Customer', '+34600999888');
});

/** A button by its text; an icon before it adds its own name ("plus New order"). */
const button = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('button', { name: new RegExp(`(^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .filter({ visible: true });

async function pick(page: Page, field: Locator, typed: string, option: string) {
  await field.click();
  await field.fill(typed);
  await page
    .locator('.ant-select-item-option', { hasText: option })
    .filter({ visible: true })
    .first()
    .click();
  await expect.poll(() => page.locator('.ant-select-dropdown').filter({ visible: true }).count()).toBe(0);
}

/** The detail drawer of the order open now. */
const orderDrawer = (page: Page) => page.getByRole('dialog', { name: /^Order SO\d+$/ });
const section = (drawer: Locator, name: string) => drawer.getByRole('region', { name });
const timeline = (drawer: Locator) => section(drawer, 'Timeline').locator('[data-event]').allInnerTexts();

async function openOrder(order: OrderDetail) {
  await ui.openSignedIn(`/order/index?order=${order.id}`);
  const drawer = ui.page.getByRole('dialog', { name: `Order ${order.orderNo}` });
  await drawer.getByRole('toolbar', { name: 'Order actions' }).waitFor();
  return drawer;
}

describe('orders', () => {
  it('places a manual order for a new customer, records the payment, ships it, and shows each step on the timeline', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await button(ui.page, 'New order').click();
    const form = ui.page.getByRole('dialog', { name: 'New order' });

    // A first-time caller: created on the spot with their address.
    await button(form, 'New customer').click();
    const newCustomer = ui.page.getByRole('dialog', { name: 'New customer' });
    await newCustomer.getByLabel('Name', { exact: true }).fill('E2E Rosa Prado');
    await newCustomer.getByLabel('Phone', { exact: true }).fill('+34 611 222 333');
    await newCustomer.getByLabel('Receiver', { exact: true }).fill('Rosa Prado');
    await newCustomer.getByLabel("Receiver's phone").fill('+34611222333');
    await newCustomer.getByLabel('City').fill('Sevilla');
    await newCustomer.getByLabel('Street and number').fill('Calle Feria 12');
    await button(newCustomer, 'Create').click();
    await newCustomer.waitFor({ state: 'detached' });
    await form.getByRole('radio', { name: /Rosa Prado · \+34611222333 · Calle Feria 12, Sevilla/ }).waitFor();
    expect(await form.getByRole('radio', { name: /Calle Feria 12/ }).isChecked()).toBe(true);
    // This parcel goes to her shop instead: typed for this order.
    await form.getByRole('radio', { name: 'Another address' }).check();
    await form.getByLabel('City').fill('Cádiz');
    await form.getByLabel('Street and number').fill('Calle Ancha 3');

    // Two SKUs, searched by code, each shown with its price and availability.
    const addSku = form.getByRole('combobox', { name: 'Add a SKU' });
    await pick(ui.page, addSku, 'E2E-ORD-MUG', 'E2E-ORD-MUG — E2E Stoneware · Mug — €12.50, 20 available');
    await pick(ui.page, addSku, 'E2E-ORD-BOWL', 'E2E-ORD-BOWL');
    await form.getByRole('spinbutton', { name: 'Quantity of E2E-ORD-MUG' }).fill('2');
    // More bowls than there are now: a line stops at what the list showed available, but another
    // order took 5 since; the server refuses and names the short SKU on its line.
    ui.allow(NETWORK_LOG);
    const rival = await placeOrder([{ skuId: bowl, quantity: 5 }], {
      ...address,
      receiverName: 'E2E Rival',
      phone: '+34600111000',
    });
    const bowls = form.getByRole('spinbutton', { name: 'Quantity of E2E-ORD-BOWL' });
    await bowls.fill('6');
    await button(form, 'Place order').click();
    await form.getByRole('alert').getByText('Only 5 available for E2E-ORD-BOWL.').waitFor();
    await (await admin()).ok('cancelOrder', { params: { id: rival.id }, body: { reason: 'Test done' } });
    await bowls.fill('1');
    await form.getByRole('spinbutton', { name: 'Shipping fee' }).fill('4.5');
    await form.getByLabel("Buyer's note").fill('Wrap as a gift');
    await form.getByText('Indicative totals').waitFor();
    await button(form, 'Place order').click();

    const drawer = orderDrawer(ui.page);
    await drawer.waitFor();
    const orderNo = (await drawer.locator('.ant-drawer-title').innerText()).replace('Order ', '');
    await ui.page.getByText(`Order ${orderNo} placed`).first().waitFor();
    // The server's totals: 2 × 12.50 + 8.00 + 4.50 shipping.
    const amounts = section(drawer, 'Amounts');
    await amounts.getByText('€37.50').waitFor();
    const shipping = section(drawer, 'Receiver and shipping');
    await shipping.getByText('Wrap as a gift').waitFor();
    await shipping.getByText('Calle Ancha 3, Cádiz').waitFor();

    await button(drawer, 'Record payment').click();
    const pay = ui.page.getByRole('dialog', { name: `Record a payment for ${orderNo}` });
    expect(await pay.getByLabel('Amount').inputValue()).toBe('37.50');
    await pay.getByLabel('Reference').fill('CASH-0001');
    await button(pay, 'Record payment').click();
    await pay.waitFor({ state: 'detached' });
    await section(drawer, 'Payments').getByText('CASH-0001').waitFor();

    await button(drawer, 'Ship').click();
    const ship = ui.page.getByRole('dialog', { name: `Ship ${orderNo}` });
    await ship.getByLabel('Carrier').fill('Correos');
    await ship.getByLabel('Tracking number').fill('PK0001ES');
    await button(ship, 'Ship').click();
    await ship.waitFor({ state: 'detached' });
    await section(drawer, 'Receiver and shipping').getByText('PK0001ES').waitFor();

    await expect.poll(() => timeline(drawer)).toHaveLength(3);
    const [shipped, paid, placed] = await timeline(drawer);
    expect(shipped).toContain('Shipped with Correos, tracking number PK0001ES');
    expect(paid).toContain('Paid €37.50 by Cash, reference CASH-0001');
    expect(placed).toContain('Order placed by staff');
    expect(placed).toContain('Wrap as a gift');
    for (const entry of [shipped, paid, placed]) expect(entry).toContain('Ada Admin');
    // Shipped: only completing (and the after-sale and refund steps) remain.
    expect(await button(drawer, 'Record payment').count()).toBe(0);
    await button(drawer, 'Complete').waitFor();
  });

  it('cancels an order with a reason, and its SKU’s reserved stock is available again', async () => {
    const order = await placeOrder([{ skuId: bowl, quantity: 3 }]);
    expect(await available('E2E-ORD-BOWL')).toBe(6); // 10, less 1 from the first test, less these 3
    await ui.signInAs('admin');
    const drawer = await openOrder(order);
    await button(drawer, 'Cancel order').click();
    const cancel = ui.page.getByRole('dialog', { name: `Cancel ${order.orderNo}` });
    await cancel.getByText('The reserved stock is released and goes back on sale.').waitFor();
    await cancel.getByLabel('Reason for cancelling').fill('Customer called to cancel');
    await button(cancel, 'Cancel the order').click();
    await cancel.waitFor({ state: 'detached' });
    await drawer.getByText('Cancelled', { exact: true }).first().waitFor();
    const [latest] = await timeline(drawer);
    expect(latest).toContain('Cancelled');
    expect(latest).toContain('Customer called to cancel');
    expect(await available('E2E-ORD-BOWL')).toBe(9);
    expect(await drawer.getByRole('toolbar', { name: 'Order actions' }).count()).toBe(0);
  });

  it('refunds one line of a paid order, its amount shown as it is picked, and shows the refund and refund status', async () => {
    const order = await placeOrder([
      { skuId: mug, quantity: 2 },
      { skuId: bowl, quantity: 1 },
    ]);
    await payOrder(order);
    await ui.signInAs('admin');
    const drawer = await openOrder(order);
    await button(drawer, 'Refund').first().click();
    const refund = ui.page.getByRole('dialog', { name: `Refund ${order.orderNo}` });
    await refund.getByRole('spinbutton', { name: 'Quantity of E2E-ORD-MUG' }).fill('1');
    await refund.getByText('What this refund comes to').waitFor();
    expect(await refund.getByRole('spinbutton', { name: 'Amount to refund' }).inputValue()).toBe('12.50');
    await refund.getByLabel('Reason').fill('Chipped rim');
    await button(refund, 'Refund €12.50').click();
    await refund.waitFor({ state: 'detached' });

    await drawer.getByText('Partly refunded').first().waitFor();
    const refunds = section(drawer, 'Refunds');
    const row = refunds.locator('.ant-table-row');
    await row.first().waitFor();
    const text = await row.first().innerText();
    for (const part of ['€12.50', 'E2E-ORD-MUG × 1', 'Chipped rim', 'Ada Admin'])
      expect(text).toContain(part);
    const mugLine = section(drawer, 'Items').locator('.ant-table-row', { hasText: 'E2E-ORD-MUG' });
    expect(await mugLine.locator('td').nth(5).innerText()).toBe('1');
    const [latest] = await timeline(drawer);
    expect(latest).toContain('Refunded €12.50');
  });

  it('shows an editor a paid order without the refund and cancel actions', async () => {
    const order = await placeOrder([{ skuId: mug, quantity: 1 }]);
    await payOrder(order);
    await ui.signInAs('editor');
    const drawer = await openOrder(order);
    await button(drawer, 'Ship').waitFor();
    expect(await button(drawer, 'Refund').count()).toBe(0);
    expect(await button(drawer, 'Cancel order').count()).toBe(0);
  });

  it('changes the address of an unpaid order; a stale save says who changed it first, and Reload brings their address', async () => {
    ui.allow(NETWORK_LOG);
    const order = await placeOrder([{ skuId: mug, quantity: 1 }]);
    await ui.signInAs('admin');
    const drawer = await openOrder(order);
    await button(drawer, 'Edit address').click();
    const edit = ui.page.getByRole('dialog', { name: `Delivery address of ${order.orderNo}` });
    await edit.getByLabel('Street and number').fill('Gran Vía 1');
    // Meanwhile someone else moves the parcel to Toledo.
    await (await admin()).ok('changeOrderAddress', {
      params: { id: order.id },
      body: { ...address, city: 'Toledo', version: order.version },
    });
    await button(edit, 'Save').click();
    await edit.getByText('Someone else saved this first').waitFor();
    await edit.getByText(/^Changed by Ada Admin at /).waitFor();
    await button(edit, 'Reload').click();
    await expect.poll(() => edit.getByLabel('City').inputValue()).toBe('Toledo');
    expect(await edit.getByLabel('Street and number').inputValue()).toBe('Calle Mayor 9');
    await edit.getByLabel('Street and number').fill('Gran Vía 1');
    await button(edit, 'Save').click();
    await edit.waitFor({ state: 'detached' });
    await section(drawer, 'Receiver and shipping').getByText('Gran Vía 1, 28013 Toledo, Madrid').waitFor();
    const [latest] = await timeline(drawer);
    expect(latest).toContain('Delivery address changed');
    await ui.page
      .getByRole('dialog', { name: `Order ${order.orderNo}` })
      .getByLabel('Close', { exact: true })
      .click();
    // Unpaid orders hold stock only until cancelled: cancel it so the counts below stay simple.
    await (await admin()).ok('cancelOrder', { params: { id: order.id }, body: { reason: 'Test done' } });
  });

  it('takes a return through its steps: opened, approved, received back into stock, and refunded', async () => {
    const order = await placeOrder([{ skuId: mug, quantity: 2 }]);
    await payOrder(order);
    await (await admin()).ok('shipOrder', {
      params: { id: order.id },
      body: { carrier: 'SEUR', trackingNo: 'SE1' },
    });
    const before = await available('E2E-ORD-MUG');
    await ui.signInAs('admin');
    const drawer = await openOrder(order);

    await button(drawer, 'Open after-sale').click();
    const open = ui.page.getByRole('dialog', { name: `Open an after-sale for ${order.orderNo}` });
    // A button-style radio; a click while the dialog still zooms in can miss, so check it took.
    const returnType = open.getByRole('radio', { name: 'Return and refund' });
    await expect
      .poll(async () => {
        if (!(await returnType.isChecked()))
          await open.getByText('Return and refund', { exact: true }).click();
        return returnType.isChecked();
      })
      .toBe(true);
    await open.getByRole('spinbutton', { name: 'Quantity of E2E-ORD-MUG' }).fill('1');
    await open.getByLabel('Reason').fill('Glaze flaw');
    await button(open, 'Open after-sale').click();
    await open.waitFor({ state: 'detached' });

    const afterSales = section(drawer, 'After-sales');
    await afterSales.getByRole('button', { name: /^Approve AS\d+$/ }).click();
    await button(ui.page.getByRole('dialog', { name: /^Approve AS\d+\?$/ }), 'Approve').click();
    await afterSales.getByRole('button', { name: /^Confirm received AS\d+$/ }).click();
    const receive = ui.page.getByRole('dialog', { name: /^Returned goods of AS\d+ arrived$/ });
    expect(await receive.getByRole('checkbox', { name: 'Put the goods back in stock' }).isChecked()).toBe(
      true,
    );
    await button(receive, 'Confirm received').click();
    await receive.waitFor({ state: 'detached' });
    await afterSales.getByText('Back in stock').waitFor();
    expect(await available('E2E-ORD-MUG')).toBe((before ?? 0) + 1);

    await afterSales.getByRole('button', { name: /^Refund AS\d+$/ }).click();
    const refund = ui.page.getByRole('dialog', { name: /^Refund after-sale AS\d+$/ });
    // The after-sale's own line, fixed.
    expect(await refund.getByRole('spinbutton', { name: 'Quantity of E2E-ORD-MUG' }).isDisabled()).toBe(true);
    await refund.getByLabel('Reason').fill('Returned with a glaze flaw');
    await button(refund, 'Refund €12.50').click();
    await refund.waitFor({ state: 'detached' });
    await afterSales.getByText('Refunded', { exact: true }).waitFor();
    await drawer.getByText('Partly refunded').first().waitFor();
    const entries = await timeline(drawer);
    expect(entries.slice(0, 5).map((e) => e.split('\n')[0])).toEqual([
      expect.stringMatching(/^Refunded €12\.50 \(RF\d+\)$/),
      'Returned units back in stock: 1',
      expect.stringMatching(/^Returned goods of AS\d+ received$/),
      expect.stringMatching(/^After-sale AS\d+ approved$/),
      expect.stringMatching(/^After-sale AS\d+ opened: Return and refund$/),
    ]);
  });

  it('searches, picks a status tab with its count, and exports exactly the filtered orders as CSV', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await ui.page.getByRole('searchbox', { name: 'Search orders' }).fill(RECEIVER);
    await ui.page.waitForURL(/[?&]q=E2E/);
    // Placed here: two cancelled, two paid (one of them partly refunded), one shipped and returned.
    await ui.page.getByRole('tab', { name: 'Paid (2)' }).click();
    await ui.page.waitForURL(/[?&]tab=PAID/);
    await ui.page.getByRole('tab', { name: 'Cancelled (2)' }).waitFor();
    await ui.page.getByRole('tab', { name: 'All (5)' }).waitFor();
    await expect
      .poll(() => ui.page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true }).count())
      .toBe(2);

    const [download] = await Promise.all([
      ui.page.waitForEvent('download'),
      ui.page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d\.csv$/);
    const rows: Record<string, string>[] = parse(await readFile(await download.path()), {
      bom: true,
      columns: true,
    });
    expect(rows).toHaveLength(2);
    // Written for people: statuses as the console names them (English here).
    expect(rows.map((r) => [r.Status, r.Receiver, r.Refund]).sort()).toEqual([
      ['Paid', RECEIVER, 'Not refunded'],
      ['Paid', RECEIVER, 'Partly refunded'],
    ]);
    const refunded = rows.find((r) => r.Refund === 'Partly refunded');
    expect(refunded).toMatchObject({
      Total: '33.00',
      Paid: '33.00',
      Refunded: '12.50',
      Currency: 'EUR',
      Customer: 'E2E Lin Customer',
    });
  });

  it('ships the selected paid orders all or nothing, saying clearly when nothing shipped', async () => {
    ui.allow(NETWORK_LOG);
    const first = await placeOrder([{ skuId: mug, quantity: 1 }]);
    const second = await placeOrder([{ skuId: bowl, quantity: 1 }]);
    const unpaid = await placeOrder([{ skuId: bowl, quantity: 1 }]);
    await payOrder(first);
    await payOrder(second);
    await ui.signInAs('admin');
    await ui.openSignedIn(`/order/index?q=${encodeURIComponent(RECEIVER)}`);
    for (const order of [first, second, unpaid]) {
      await ui.page.getByRole('checkbox', { name: `Select ${order.orderNo}` }).check();
    }
    // Cancelled behind the list's back: the list still shows it paid.
    await (await admin()).ok('cancelOrder', { params: { id: second.id }, body: { reason: 'Called' } });

    await button(ui.page.getByRole('region', { name: 'Bulk actions' }), 'Ship').click();
    const dialog = ui.page.getByRole('dialog', { name: 'Ship paid orders: 2' });
    await dialog.getByText(`Only paid orders can ship. Left out: ${unpaid.orderNo}`).waitFor();
    await dialog.getByLabel('One carrier for every order').fill('GLS');
    await button(dialog, 'Apply to all').click();
    for (const order of [first, second]) {
      // The fields take the value on the next render: wait for it rather than read at once.
      await expect.poll(() => dialog.getByLabel(`Carrier for ${order.orderNo}`).inputValue()).toBe('GLS');
      await dialog.getByLabel(`Tracking number for ${order.orderNo}`).fill(`GLS-${order.id}`);
    }
    await button(dialog, 'Ship all').click();
    await dialog
      .getByRole('alert')
      .getByText(`Nothing was shipped: ${second.orderNo} cannot ship.`)
      .waitFor();
    expect(await dialog.getByRole('group', { name: second.orderNo }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await dialog.getByRole('group', { name: first.orderNo }).getAttribute('aria-invalid')).toBe(
      'false',
    );
    expect((await (await admin()).ok('getOrder', { params: { id: first.id } })).status).toBe('PAID');

    // Without the cancelled one, the rest ships. Closing over the typed lines asks first.
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await ui.page
      .getByRole('dialog', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await dialog.waitFor({ state: 'detached' });
    await ui.page.getByRole('checkbox', { name: `Select ${second.orderNo}` }).uncheck();
    await button(ui.page.getByRole('region', { name: 'Bulk actions' }), 'Ship').click();
    const again = ui.page.getByRole('dialog', { name: 'Ship paid orders: 1' });
    await again.getByLabel(`Carrier for ${first.orderNo}`).fill('GLS');
    await again.getByLabel(`Tracking number for ${first.orderNo}`).fill('GLS-1');
    await button(again, 'Ship all').click();
    await ui.page.getByText('Orders shipped: 1').waitFor();
    await again.waitFor({ state: 'detached' });
    expect((await (await admin()).ok('getOrder', { params: { id: first.id } })).status).toBe('SHIPPED');
  });

  it('shows a refund the server refuses in the Chinese console, in Chinese', async () => {
    ui.allow(NETWORK_LOG);
    // Another receiver: the list test above counts the orders of RECEIVER.
    const order = await placeOrder([{ skuId: mug, quantity: 2 }], { ...address, receiverName: 'E2E 周收货' });
    await payOrder(order);
    const mugLine = order.lines.find((l) => l.skuCode === 'E2E-ORD-MUG');
    await ui.signInAs('admin');
    await ui.context.addCookies([{ name: 'language', value: 'zh', url: ui.url() }]);
    await ui.page.goto(ui.url(`/order/index?order=${order.id}`));
    const drawer = ui.page.getByRole('dialog', { name: `订单 ${order.orderNo}` });
    await drawer.getByRole('toolbar', { name: '订单操作' }).waitFor();

    await button(drawer, '退款').first().click();
    const refund = ui.page.getByRole('dialog', { name: `退款 ${order.orderNo}` });
    // Both mugs, worked out while both are still refundable.
    await refund.getByRole('spinbutton', { name: 'E2E-ORD-MUG 的数量' }).fill('2');
    await refund.getByText('本次退款金额').waitFor();
    await refund.getByLabel('原因').fill('釉面开裂');

    // Meanwhile someone refunds one of the two mugs: only one is left to refund.
    await (await admin()).ok('refundOrder', {
      params: { id: order.id },
      body: {
        lines: [{ lineId: mugLine?.id ?? 0, quantity: 1 }],
        reason: 'Refunded by phone',
        idempotencyKey: `e2e-zh-refund-${order.id}`,
      },
    });
    await refund
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /^退款 / })
      .click();

    // The server's refusal (order.refundExceedsRemaining, remaining 1) in the console's language.
    const said = zhMessages['order.refundExceedsRemaining'].replace('{{remaining}}', '1');
    expect(said).toBe('最多还可退 1 件');
    const alert = refund.getByRole('alert');
    await alert.getByText(said).waitFor();
    await alert.getByText('操作未能完成').waitFor();
    const shown = await refund.innerText();
    expect(shown).not.toContain('At most 1 left to refund');
    expect(shown).not.toContain('left to refund');
    // Nothing more was refunded: the first refund only.
    const after = await (await admin()).ok('getOrder', { params: { id: order.id } });
    expect(after.refunds).toHaveLength(1);
    expect(after.lines.find((l) => l.id === mugLine?.id)?.refundedQuantity).toBe(1);
  });
});
