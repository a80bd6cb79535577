import type { OrderDetail } from '@shop/contract/areas/order';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_LOG, setUpConsole } from './console-harness';
import { shopFixture } from './shop-fixture';

/*
 * Points in an order's life (issue 18 point 2), with the default rules: a point is worth a cent,
 * points pay at most half of the goods, a point is earned per euro kept.
 */
const ui = setUpConsole();
const shop = shopFixture(ui);

let teapot: number;
let customerId: number;

beforeAll(async () => {
  [teapot] = (await shop.product('E2E Points Teapot', [
    { code: 'E2E-PT-TEAPOT', price: 2000, onHand: 10 },
  ])) as [number];
  customerId = await shop.customer('Pia Points', '+34600555444');
  await (await shop.as()).ok('adjustPoints', {
    body: {
      customerId,
      delta: 500,
      reason: 'promotion',
      note: 'Welcome points',
      idempotencyKey: `e2e-points-${Date.now()}`,
    },
  });
});

const button = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('button', { name: new RegExp(`(^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .filter({ visible: true });

const visibleOptions = (page: Page) => page.locator('.ant-select-item-option').filter({ visible: true });
const amounts = (drawer: Locator) => drawer.getByRole('region', { name: 'Amounts' });

/** The row of a Descriptions table by its label: the label's cell and its value's. */
const amountRow = (drawer: Locator, label: string) =>
  amounts(drawer)
    .locator('tr')
    .filter({ has: ui.page.locator('th', { hasText: new RegExp(`^${label}$`) }) });

async function balance(id = customerId): Promise<number> {
  return (await (await shop.as()).ok('getCustomer', { params: { id } })).pointsBalance;
}

/** The customer's drawer, its Points tab open. */
async function customerPoints() {
  await ui.openSignedIn(`/user/index?customer=${customerId}`);
  const drawer = ui.page.getByRole('dialog', { name: 'Pia Points', exact: true });
  await drawer.getByRole('tab', { name: 'Points' }).click();
  return drawer.getByRole('tabpanel', { name: 'Points' });
}

describe('points in the order life cycle', () => {
  it('places an order paying with points, the balance drops; cancelling it gives them back', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await button(ui.page, 'New order').click();
    const form = ui.page.getByRole('dialog', { name: 'New order' });
    const customer = form.getByRole('combobox', { name: 'Customer' });
    await customer.click();
    await customer.fill('Pia');
    await visibleOptions(ui.page).filter({ hasText: 'Pia Points' }).first().click();
    const addSku = form.getByRole('combobox', { name: 'Add a SKU' });
    await addSku.click();
    await addSku.fill('E2E-PT');
    await visibleOptions(ui.page).filter({ hasText: 'E2E-PT-TEAPOT' }).click();
    await form.getByRole('spinbutton', { name: 'Quantity of E2E-PT-TEAPOT' }).waitFor();
    await form.getByLabel('City').fill('Sevilla');
    await form.getByLabel('Street and number').fill('Calle Sierpes 3');

    // A teapot of €20.00: at most 1,000 points (half the goods), the customer holds 500.
    await form.getByText('Balance 500 · at most 1,000 on this order').waitFor();
    const points = form.getByRole('spinbutton', { name: 'Points used' });
    await points.fill('600');
    await points.blur();
    await form.getByText('The customer has only 500 points').waitFor();
    await points.fill('300');
    await points.blur();
    const totals = form.locator('.ant-descriptions').filter({ hasText: 'Indicative totals' });
    await totals.getByText('−€3.00').waitFor();
    await totals.getByText('€17.00').waitFor();
    await button(form, 'Place order').click();

    const drawer = ui.page.getByRole('dialog', { name: /^Order SO\d+$/ });
    await drawer.waitFor();
    await amountRow(drawer, 'Points').getByText('300 points: −€3.00').waitFor();
    expect(await amountRow(drawer, 'Total').innerText()).toContain('€17.00');
    expect(await amountRow(drawer, 'Points returned').innerText()).toContain('0');
    expect(await balance()).toBe(200);

    await button(drawer, 'Cancel order').click();
    const orderNo = (await drawer.locator('.ant-drawer-title').innerText()).replace('Order ', '');
    const cancel = ui.page.getByRole('dialog', { name: `Cancel ${orderNo}` });
    await cancel.getByLabel('Reason for cancelling').fill('Customer changed their mind');
    await button(cancel, 'Cancel the order').click();
    await cancel.waitFor({ state: 'detached' });
    await expect.poll(() => amountRow(drawer, 'Points returned').innerText()).toContain('300');
    expect(await balance()).toBe(500);

    // The customer's drawer: the balance back at 500, the order's two rows newest first.
    const tab = await customerPoints();
    await tab.getByText('500', { exact: true }).first().waitFor();
    const rows = tab.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(3);
    const [returned, used] = await rows.allInnerTexts();
    expect(returned).toContain('Order points returned');
    expect(returned).toContain(orderNo);
    expect(returned).toContain('+300');
    expect(used).toContain('Used on order');
    expect(used).toContain('-300');
    expect(
      await tab.getByRole('link', { name: 'Whole history on the Point page' }).getAttribute('href'),
    ).toBe(`/point/index?customerId=${customerId}`);
  });

  it('says so under the points when the balance dropped while the order was being written (42202)', async () => {
    const other = await shop.customer('Quinn Quick', '+34600555333');
    const api = await shop.as();
    const adjust = (delta: number, key: string) =>
      api.ok('adjustPoints', {
        body: {
          customerId: other,
          delta,
          reason: 'correction',
          note: 'E2E',
          idempotencyKey: `${key}-${other}`,
        },
      });
    await adjust(400, 'e2e-quinn-start');
    ui.allow(NETWORK_LOG); // the browser logs the 422 of the refused order
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await button(ui.page, 'New order').click();
    const form = ui.page.getByRole('dialog', { name: 'New order' });
    const customer = form.getByRole('combobox', { name: 'Customer' });
    await customer.click();
    await customer.fill('Quinn');
    await visibleOptions(ui.page).filter({ hasText: 'Quinn Quick' }).first().click();
    const addSku = form.getByRole('combobox', { name: 'Add a SKU' });
    await addSku.click();
    await addSku.fill('E2E-PT');
    await visibleOptions(ui.page).filter({ hasText: 'E2E-PT-TEAPOT' }).click();
    await form.getByLabel('City').fill('Cádiz');
    await form.getByLabel('Street and number').fill('Calle Ancha 1');
    await form.getByText('Balance 400 · at most 1,000 on this order').waitFor();
    await form.getByRole('spinbutton', { name: 'Points used' }).fill('300');
    // Another member of staff takes 250 of them meanwhile.
    await adjust(-250, 'e2e-quinn-meanwhile');
    await button(form, 'Place order').click();
    await form.getByText('The balance changed meanwhile: 150 points now').waitFor();
    expect(await balance(other)).toBe(150);
    expect((await api.ok('listOrders', { query: { customerId: other } })).total).toBe(0);
  });

  it('completes a shipped order in the console and shows the points it earned', async () => {
    const api = await shop.as();
    const placed: OrderDetail = await shop.placeOrder(customerId, [{ skuId: teapot, quantity: 2 }]);
    await shop.payOrder(placed);
    await api.ok('shipOrder', {
      params: { id: placed.id },
      body: { carrier: 'Correos', trackingNo: `PT${placed.id}` },
    });
    await ui.signInAs('admin');
    await ui.openSignedIn(`/order/index?order=${placed.id}`);
    const drawer = ui.page.getByRole('dialog', { name: `Order ${placed.orderNo}` });
    await button(drawer, 'Complete').click();
    const complete = ui.page.getByRole('dialog', { name: `Complete ${placed.orderNo}?` });
    await button(complete, 'Complete').click();
    await complete.waitFor({ state: 'detached' });
    // €40.00 kept: 40 points.
    await expect.poll(() => amountRow(drawer, 'Points earned').innerText()).toContain('40');
    expect(await balance()).toBe(540);
  });
});
