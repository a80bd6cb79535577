import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_LOG, setUpConsole } from './console-harness';
import { listRow, shopFixture, testAddress } from './shop-fixture';

const ui = setUpConsole();
const shop = shopFixture(ui);

const CODE = 'E2E-EX-CANDLE';
let customerId: number;
let keys = 0;

/** Calls the API by operationId as the admin (each `ok` asserts it succeeded). */
const admin = () => shop.as('admin');

/** Gives the customer points as staff would on the Point page. */
async function grantPoints(id: number, delta: number) {
  await (await admin()).ok('adjustPoints', {
    body: {
      customerId: id,
      delta,
      reason: 'goodwill',
      note: 'E2E exchange',
      idempotencyKey: `e2e-ex-${Date.now()}-${++keys}`,
    },
  });
}

const balanceOf = async (id: number) =>
  (await (await admin()).ok('getCustomer', { params: { id } })).pointsBalance;

beforeAll(async () => {
  await shop.product('E2E Exchange Candle', [
    { code: CODE, optionValues: ['Amber'], price: 1500, onHand: 10 },
  ]);
  customerId = await shop.customer('E2E Points Paula', '+34600555111');
  await (await admin()).ok('addCustomerAddress', {
    params: { id: customerId },
    body: { ...testAddress, isDefault: true },
  });
  await grantPoints(customerId, 1000);
});

/** A button by its text; an icon before it adds its own name ("plus New item"). */
const button = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('button', { name: new RegExp(`(^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .filter({ visible: true });

/** Types into a searching Select and picks the option holding `option`. */
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

/** Redeems through the dialog open now: customer, quantity, then Redeem; answers the order drawer. */
async function redeem(page: Page, customer: string, quantity: number) {
  const dialog = page.getByRole('dialog', { name: 'Redeem for a customer' });
  await pick(page, dialog.getByRole('combobox', { name: 'Customer' }), customer, customer);
  await dialog.getByText(/^Points balance: /).waitFor();
  await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  return dialog;
}

describe('exchange', () => {
  it('creates an item for a catalogue SKU, redeems it for a customer with points, and ships it', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/exchange/index');
    await ui.page.getByRole('heading', { name: 'Exchange List' }).waitFor();

    // A new item: the SKU picked from the catalogue names it.
    await button(ui.page, 'New item').click();
    const drawer = ui.page.getByRole('dialog', { name: 'New item' });
    await pick(ui.page, drawer.getByRole('combobox', { name: 'SKU' }), CODE, CODE);
    await expect.poll(() => drawer.getByLabel('Title').inputValue()).toBe('E2E Exchange Candle · Amber');
    await drawer.getByRole('spinbutton', { name: 'Points price' }).fill('300');
    await drawer.getByRole('spinbutton', { name: 'Total quota' }).fill('5');
    await drawer.getByRole('spinbutton', { name: 'Per order' }).fill('2');
    await drawer.getByRole('switch', { name: 'Status' }).click();
    await button(drawer, 'Create').click();
    await drawer.waitFor({ state: 'detached' });

    const row = listRow(ui.page, 'E2E Exchange Candle · Amber');
    await expect.poll(() => row.innerText()).toContain('5 / 5');
    expect(await row.innerText()).toContain(CODE);

    // Redeemed for a customer: the dialog says what it costs and what is left.
    await row.getByRole('button', { name: 'Redeem E2E Exchange Candle · Amber for a customer' }).click();
    const dialog = await redeem(ui.page, 'E2E Points Paula', 2);
    await dialog.getByText('Points balance: 1,000').waitFor();
    await dialog.getByText('Costs 600 points').waitFor();
    await dialog.getByText('The customer keeps 400 points').waitFor();
    expect(await dialog.getByRole('radio', { name: /Calle Mayor 9/ }).isChecked()).toBe(true);
    // More than the per-order limit: refused under its field, nothing placed (the browser logs the 400).
    ui.allow(NETWORK_LOG);
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await button(dialog, 'Redeem').click();
    await dialog.getByText('At most 2 per exchange order').waitFor();
    expect(await balanceOf(customerId)).toBe(1000);
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await button(dialog, 'Redeem').click();
    await dialog.waitFor({ state: 'detached' });

    // The order opens on the orders tab: points spent, quota taken.
    const order = ui.page.getByRole('dialog', { name: /^Exchange order EX/ });
    await order.getByRole('toolbar', { name: 'Exchange order actions' }).waitFor();
    expect(await order.innerText()).toContain('To ship');
    expect(await balanceOf(customerId)).toBe(400);

    // Shipped with a carrier and tracking number.
    await button(order, 'Ship').click();
    const ship = ui.page.getByRole('dialog', { name: /^Ship EX/ });
    await ship.getByLabel('Carrier').fill('Correos');
    await ship.getByLabel('Tracking number').fill('PK123456');
    await button(ship, 'Ship').click();
    await ship.waitFor({ state: 'detached' });
    await order.getByText('Shipped with Correos, tracking PK123456').waitFor();
    await expect
      .poll(() => order.getByRole('toolbar', { name: 'Exchange order actions' }).innerText())
      .toContain('Complete');
    await ui.page.keyboard.press('Escape');
    await order.waitFor({ state: 'detached' });

    // The items tab shows the quota taken; a new redemption sees the balance dropped.
    await ui.page.getByRole('tab', { name: 'Items' }).click();
    await expect.poll(() => listRow(ui.page, 'E2E Exchange Candle · Amber').innerText()).toContain('3 / 5');
    await button(ui.page, 'Redeem for a customer').click();
    const again = await redeem(ui.page, 'E2E Points Paula', 1);
    await again.getByText('Points balance: 400').waitFor();
  });

  it('shows an editor Exchange but not Point, and lets them redeem', async () => {
    const virtual = await (await admin()).ok('createExchangeItem', {
      body: { title: 'E2E Gift card', pointsPrice: 50, quotaTotal: 10, status: 'ON' },
    });
    const editorsCustomer = await shop.customer('E2E Editor Elena', '+34600555222');
    await grantPoints(editorsCustomer, 120);

    await ui.signInAs('editor');
    await ui.openSignedIn('/dashboard/index');
    const menu = ui.page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('menuitem', { name: 'Exchange List' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Point', exact: true }).count()).toBe(0);

    await menu.getByRole('menuitem', { name: 'Exchange List' }).click();
    await ui.page.getByRole('heading', { name: 'Exchange List' }).waitFor();
    await listRow(ui.page, virtual.title).waitFor();
    await button(ui.page, 'Redeem for a customer').click();
    const dialog = ui.page.getByRole('dialog', { name: 'Redeem for a customer' });
    await pick(ui.page, dialog.getByRole('combobox', { name: 'Item' }), 'E2E Gift', 'E2E Gift card');
    await redeem(ui.page, 'E2E Editor Elena', 2);
    await dialog.getByText('The customer keeps 20 points').waitFor();
    await button(dialog, 'Redeem').click();
    await dialog.waitFor({ state: 'detached' });

    // A virtual item has nothing to ship: done once placed.
    const order = ui.page.getByRole('dialog', { name: /^Exchange order EX/ });
    await order.getByText('Virtual item: nothing to ship').waitFor();
    expect(await order.innerText()).toContain('Completed');
    expect(await balanceOf(editorsCustomer)).toBe(20);
  });
});
