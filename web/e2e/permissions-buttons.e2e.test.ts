import type { Permission } from '@shop/contract/permissions';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { role, rolePermission } from '../../server/src/db/schema';
import { callerOf } from '../../server/src/test-support/harness';
import { insertStaff } from '../../server/src/test-support/staff-rows';
import { setUpConsole } from './console-harness';
import { listRow, shopFixture } from './shop-fixture';

/*
 * Issue 19: the console draws no button the member may not use. Members of custom roles that hold
 * a page but none of its actions see the page without its export, bulk, refund, publish, delete or
 * adjust controls, and the page sends no request the server would refuse them (the harness fails
 * a test on any failed request the browser logs); an admin on the same pages sees them all.
 */

const ui = setUpConsole();
const shop = shopFixture(ui);

/** A custom role holding exactly `granted`, and a member (password TEST_PASSWORD) holding only it. */
async function memberWith(username: string, granted: Permission[]): Promise<void> {
  const db = ui.testApp.database.db;
  await db.insert(role).values({ name: username, label: username });
  await db.insert(rolePermission).values(granted.map((permission) => ({ role: username, permission })));
  await insertStaff(db, [{ username, roles: [username] }]);
}

let paidOrder: { id: number; orderNo: string };

beforeAll(async () => {
  await memberWith('order-clerk', ['order']);
  await memberWith('catalogue-clerk', ['product']);
  await memberWith('points-clerk', ['point']);
  const [mug] = await shop.product('E2E Gated Mug', [
    { code: 'E2E-GATE-MUG', optionValues: ['Mug'], price: 1250, onHand: 20 },
  ]);
  await shop.product('E2E Gated Vase', [
    { code: 'E2E-GATE-VASE', optionValues: ['Vase'], price: 900, onHand: 5 },
  ]);
  const customerId = await shop.customer('E2E Gated Customer', '+34600777666');
  paidOrder = await shop.placeOrder(customerId, [{ skuId: mug ?? 0, quantity: 1 }]);
  await shop.payOrder(await (await shop.as()).ok('getOrder', { params: { id: paidOrder.id } }));
  await (await shop.as()).ok('adjustPoints', {
    body: { customerId, delta: 50, reason: 'promotion', note: 'Welcome', idempotencyKey: 'e2e-gated-points' },
  });
});

/** A button by its text; an icon before it adds its own name ("download Export"). */
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${name}$`) }).filter({ visible: true });

async function openOrders() {
  await ui.openSignedIn(`/order/index?order=${paidOrder.id}`);
  const drawer = ui.page.getByRole('dialog', { name: `Order ${paidOrder.orderNo}` });
  await drawer.getByRole('toolbar', { name: 'Order actions' }).waitFor();
  await listRow(ui.page, paidOrder.orderNo).waitFor();
  return drawer;
}

describe('buttons follow the permissions (issue 19)', () => {
  it('shows an admin Export, New order, the row selection and Refund on the Orders page', async () => {
    await ui.signInAs('admin');
    const drawer = await openOrders();
    await button(drawer, 'Refund').waitFor();
    await button(drawer, 'Cancel order').waitFor();
    await button(ui.page, 'Export').waitFor();
    await button(ui.page, 'New order').waitFor();
    await ui.page.getByRole('checkbox', { name: `Select ${paidOrder.orderNo}` }).waitFor();
  });

  it('shows a member with the Orders page but not its actions the order without Export, bulk or Refund, and the API refuses them', async () => {
    await ui.signInAs('order-clerk');
    const drawer = await openOrders();
    // What the page allows stays: shipping the paid order.
    await button(drawer, 'Ship').waitFor();
    expect(await button(drawer, 'Refund').count()).toBe(0);
    // Cancelling a paid order refunds it.
    expect(await button(drawer, 'Cancel order').count()).toBe(0);
    expect(await button(ui.page, 'Export').count()).toBe(0);
    expect(await ui.page.getByRole('checkbox', { name: `Select ${paidOrder.orderNo}` }).count()).toBe(0);
    // The new order drawer finds customers and SKUs in pages this role does not hold.
    expect(await button(ui.page, 'New order').count()).toBe(0);

    const clerk = callerOf(ui.testApp.app, await ui.signInAsApi('order-clerk'));
    const refund = await clerk.call('refundOrder', {
      params: { id: paidOrder.id },
      body: { amount: 100, reason: 'Not allowed', idempotencyKey: 'e2e-gated-refund' },
    });
    expect(refund.json().code).toBe(40300);
    const exported = await clerk.call('exportOrders', {});
    expect(exported.statusCode).toBe(403);
  });

  it('shows a member with the Products page but not its actions no Import, Export, status moves, Delete or bulk bar', async () => {
    await ui.signInAs('catalogue-clerk');
    await ui.openSignedIn('/product/index');
    const row = listRow(ui.page, 'E2E Gated Vase');
    await row.waitFor();
    await row.getByRole('link', { name: 'Edit E2E Gated Vase' }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await row.getByRole('checkbox').count()).toBe(0);
    expect(await button(ui.page, 'Import CSV').count()).toBe(0);
    expect(await button(ui.page, 'Export').count()).toBe(0);
    await button(ui.page, 'New product').waitFor();
  });

  it('shows a member with the Points page but not its actions the ledger and the rules read-only, with no customer filter', async () => {
    await ui.signInAs('points-clerk');
    await ui.openSignedIn('/point/index');
    await listRow(ui.page, 'E2E Gated Customer').waitFor();
    expect(await button(ui.page, 'Adjust points').count()).toBe(0);
    expect(await ui.page.getByRole('button', { name: /^Adjust points of/ }).count()).toBe(0);
    expect(await button(ui.page, 'Export').count()).toBe(0);
    // Finding a customer reads the customers' list, which this role does not hold.
    expect(await ui.page.getByRole('combobox', { name: 'Customer' }).count()).toBe(0);
    await button(ui.page, 'Points rules').click();
    const rules = ui.page.getByRole('dialog', { name: 'Points rules' });
    await rules.getByRole('spinbutton').first().waitFor();
    expect(await rules.getByRole('spinbutton').first().isDisabled()).toBe(true);
    expect(await button(rules, 'Save rules').count()).toBe(0);
  });
});
