import type { OrderDetail } from '@shop/contract/areas/order';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeUnpaidOrders } from '../../server/src/areas/order/order-jobs';
import { insertCustomers } from '../../server/src/test-support/customer-rows';
import { setUpConsole } from './console-harness';
import { shopFixture } from './shop-fixture';

/*
 * Orders as a new user found them (issue 17): a phone order that closed itself after 30 minutes,
 * a picked customer shown as "#52", sold-out SKUs offered, a refund needing a Calculate click, a
 * cash payment asking for a reference.
 */
const ui = setUpConsole();
const shop = shopFixture(ui);

let vase: number;
let customerId: number;

beforeAll(async () => {
  [vase] = (await shop.product('E2E Glazed Vase', [
    { code: 'E2E-NU-VASE', price: 2000, onHand: 5 },
    { code: 'E2E-NU-GONE', price: 1500, onHand: 0 },
  ])) as [number, number];
  // More customers than the picker lists at once, all sorted before the one picked: once the
  // search box empties, the picked customer is not among the options any more.
  await insertCustomers(
    ui.testApp.database.db,
    Array.from({ length: 22 }, (_, i) => ({ name: `Aaron Filler ${String(i).padStart(2, '0')}` })),
  );
  customerId = await shop.customer('Zoe Picked', '+34600777111');
});

/** A button by its text; an icon before it adds its own name ("plus New order"). */
const button = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('button', { name: new RegExp(`(^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .filter({ visible: true });

/** The options of the open dropdown. */
const visibleOptions = (page: Page) => page.locator('.ant-select-item-option').filter({ visible: true });

async function openOrder(order: Pick<OrderDetail, 'id' | 'orderNo'>) {
  await ui.openSignedIn(`/order/index?order=${order.id}`);
  const drawer = ui.page.getByRole('dialog', { name: `Order ${order.orderNo}` });
  await drawer.getByRole('toolbar', { name: 'Order actions' }).waitFor();
  return drawer;
}

describe('orders as a new user meets them', () => {
  it('places a phone order: the searched customer stays named, a sold-out SKU is shown but not offered, and the order is still open 31 minutes later', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await button(ui.page, 'New order').click();
    const form = ui.page.getByRole('dialog', { name: 'New order' });

    const customer = form.getByRole('combobox', { name: 'Customer' });
    await customer.click();
    await customer.fill('zoe');
    await visibleOptions(ui.page).filter({ hasText: 'Zoe Picked · +34600777111' }).first().click();
    // Opened again, the list is back to the first customers by name, which do not hold the one
    // picked: the box still says who was picked (it read "#<id>").
    await customer.click();
    await visibleOptions(ui.page).filter({ hasText: 'Aaron Filler 00' }).waitFor();
    await customer.press('Escape');
    await expect
      .poll(() => ui.page.locator('.ant-select-dropdown').filter({ visible: true }).count())
      .toBe(0);
    const picker = customer.locator('xpath=..'); // the box's shown value sits beside its input
    expect(await picker.innerText()).toContain('Zoe Picked · +34600777111');
    expect(await picker.innerText()).not.toContain(`#${customerId}`);

    const addSku = form.getByRole('combobox', { name: 'Add a SKU' });
    await addSku.click();
    await addSku.fill('E2E-NU');
    const gone = visibleOptions(ui.page).filter({ hasText: 'E2E-NU-GONE' });
    await gone.waitFor();
    expect(await gone.innerText()).toContain('€15.00, sold out');
    expect(await gone.getAttribute('aria-disabled')).toBe('true');
    const vaseOption = visibleOptions(ui.page).filter({ hasText: 'E2E-NU-VASE' });
    expect(await vaseOption.innerText()).toContain('€20.00, 5 available');
    await gone.click({ force: true }); // a click on it adds nothing
    await vaseOption.click();
    const quantity = form.getByRole('spinbutton', { name: 'Quantity of E2E-NU-VASE' });
    await quantity.waitFor();
    expect(await form.getByRole('spinbutton', { name: 'Quantity of E2E-NU-GONE' }).count()).toBe(0);
    // No more than the 5 available.
    await quantity.fill('9');
    await quantity.blur();
    await expect.poll(() => quantity.inputValue()).toBe('5');
    await quantity.fill('2');
    await form.getByLabel('Receiver', { exact: true }).fill('Zoe Picked');
    await form.getByLabel("Receiver's phone").fill('+34600777111');
    await form.getByLabel('City').fill('Bilbao');
    await form.getByLabel('Street and number').fill('Gran Vía 5');
    await button(form, 'Place order').click();

    const drawer = ui.page.getByRole('dialog', { name: /^Order SO\d+$/ });
    await drawer.waitFor();
    const orderNo = (await drawer.locator('.ant-drawer-title').innerText()).replace('Order ', '');
    const placed = (await (await shop.as()).ok('listOrders', { query: { q: orderNo } })).items[0];
    if (!placed) throw new Error(`${orderNo} is not listed`);
    expect(placed.customerName).toBe('Zoe Picked');

    // The order clock, 31 minutes on: the storefront's window has passed, this phone order waits.
    await closeUnpaidOrders(ui.testApp.database.db, {
      now: new Date(Date.parse(placed.placedAt) + 31 * 60_000),
    });
    expect((await (await shop.as()).ok('getOrder', { params: { id: placed.id } })).status).toBe(
      'PENDING_PAYMENT',
    );
    const reopened = await openOrder(placed);
    await button(reopened, 'Record payment').waitFor();
    expect(await reopened.getByText('Pending payment').count()).toBeGreaterThan(0);
    expect(await reopened.getByText('Not paid in time').count()).toBe(0);
  });

  it('records a cash payment without a reference', async () => {
    const order = await shop.placeOrder(customerId, [{ skuId: vase, quantity: 1 }]);
    await ui.signInAs('admin');
    const drawer = await openOrder(order);
    await button(drawer, 'Record payment').click();
    const pay = ui.page.getByRole('dialog', { name: `Record a payment for ${order.orderNo}` });
    await pay.getByText('Optional for cash: leave it empty when the till gives no receipt number.').waitFor();
    expect(await pay.getByLabel('Reference').inputValue()).toBe('');
    await button(pay, 'Record payment').click();
    await pay.waitFor({ state: 'detached' });
    await button(drawer, 'Ship').waitFor();
    const payments = drawer.getByRole('region', { name: 'Payments' });
    await payments.getByText('€20.00').first().waitFor();
    const paid = await (await shop.as()).ok('getOrder', { params: { id: order.id } });
    expect(paid.payments).toMatchObject([{ channel: 'CASH', reference: null, amount: 2000 }]);
  });

  it('shows the refund amount as a line is picked, refunds exactly that, and puts the returned vase back in stock', async () => {
    const placed = await shop.placeOrder(customerId, [{ skuId: vase, quantity: 2 }], { shippingFee: 500 });
    await shop.payOrder(placed);
    const api = await shop.as();
    await api.ok('shipOrder', {
      params: { id: placed.id },
      body: { carrier: 'SEUR', trackingNo: 'SE-NU-1' },
    });
    const available = async () =>
      (await api.ok('listInventory', { query: { q: 'E2E-NU-VASE' } })).items.find(
        (s) => s.code === 'E2E-NU-VASE',
      )?.available;
    const before = await available();
    await ui.signInAs('admin');
    const drawer = await openOrder(placed);
    await button(drawer, 'Refund').first().click();
    const refund = ui.page.getByRole('dialog', { name: `Refund ${placed.orderNo}` });
    expect(await button(refund, 'Calculate').count()).toBe(0);
    await refund.getByRole('spinbutton', { name: 'Quantity of E2E-NU-VASE' }).fill('1');
    const shown = refund.getByTestId('refund-computed-amount');
    await expect.poll(() => shown.innerText()).toBe('€20.00');
    await expect
      .poll(() => refund.getByRole('spinbutton', { name: 'Amount to refund' }).inputValue())
      .toBe('20.00');
    await refund.getByRole('checkbox', { name: 'Put the returned goods back in stock' }).check();
    await refund.getByLabel('Reason').fill('Cracked in the kiln');
    await button(refund, 'Refund €20.00').click();
    await refund.waitFor({ state: 'detached' });
    await drawer.getByText('Partly refunded').first().waitFor();
    const after = await api.ok('getOrder', { params: { id: placed.id } });
    expect(after.refunds.map((r) => r.amount)).toEqual([2000]);
    expect(await available()).toBe((before ?? 0) + 1);
  });
});
