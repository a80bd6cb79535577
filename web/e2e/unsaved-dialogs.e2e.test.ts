import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';
import { listRow, pickOption, shopFixture } from './shop-fixture';

// Issue 17 point 2, the dialogs: an order action, a note being written and a stock adjustment
// ask Save / Discard / Stay before what was typed in them is lost (no Save where submitting would
// cancel or refund); an untouched one just closes.
const ui = setUpConsole();
const shop = shopFixture(ui);

let bowl: number;
let customerId: number;

beforeAll(async () => {
  [bowl] = (await shop.product('E2E Unsaved Bowl', [
    { code: 'E2E-UNS-BOWL', optionValues: [], price: 900, onHand: 10 },
  ])) as [number];
  customerId = await shop.customer('E2E Unsaved Customer');
});

const question = () => ui.page.getByRole('dialog', { name: 'Unsaved changes' });
const answer = async (name: 'Save' | 'Discard' | 'Stay') => {
  await question().getByRole('button', { name, exact: true }).click();
  await question().waitFor({ state: 'detached' });
};
/** The dialog's own footer button (its × is named Close too). */
const footerButton = (dialog: Locator, name: string) =>
  dialog.locator('.ant-modal-footer').getByRole('button', { name, exact: true });

describe('unsaved dialogs', () => {
  it('order: a typed cancel reason asks on Escape and Close (Stay keeps it, Discard closes), and so does a note when the drawer closes', async () => {
    const order = await shop.placeOrder(customerId, [{ skuId: bowl, quantity: 1 }]);
    await ui.signInAs('admin');
    await ui.openSignedIn(`/order/index?order=${order.id}`);
    const drawer = ui.page.getByRole('dialog', { name: `Order ${order.orderNo}` });
    const actions = drawer.getByRole('toolbar', { name: 'Order actions' });
    const cancel = ui.page.getByRole('dialog', { name: `Cancel ${order.orderNo}` });
    const reason = cancel.getByLabel('Reason for cancelling');

    // Untouched, or typed and then deleted again: nothing to lose, it closes at once.
    await actions.getByRole('button', { name: 'Cancel order' }).click();
    await reason.fill('Changed my mind');
    await reason.fill('');
    await footerButton(cancel, 'Close').click();
    await cancel.waitFor({ state: 'detached' });
    expect(await question().count()).toBe(0);

    await actions.getByRole('button', { name: 'Cancel order' }).click();
    await reason.fill('Customer called to cancel');
    await ui.page.keyboard.press('Escape');
    await question().waitFor();
    // Cancelling an order is no mere save: the question never submits it.
    expect(await question().getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await answer('Stay');
    expect(await reason.inputValue()).toBe('Customer called to cancel');
    await footerButton(cancel, 'Close').click();
    await answer('Discard');
    await cancel.waitFor({ state: 'detached' });
    expect((await (await shop.as()).ok('getOrder', { params: { id: order.id } })).status).toBe(
      'PENDING_PAYMENT',
    );

    // A note being written in the timeline: closing the order drawer asks first.
    await drawer.getByRole('textbox', { name: 'Note' }).fill('Call back on Monday');
    await drawer.getByRole('button', { name: 'Close', exact: true }).first().click();
    await answer('Stay');
    expect(ui.page.url()).toContain(`order=${order.id}`);
    expect(await drawer.getByRole('textbox', { name: 'Note' }).inputValue()).toBe('Call back on Monday');
    await drawer.getByRole('button', { name: 'Close', exact: true }).first().click();
    await answer('Discard');
    await drawer.waitFor({ state: 'detached' });
  });

  it('inventory: a typed adjustment holds the browser tab, and Save from the question applies it', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/inventory/product?q=E2E-UNS-');
    await listRow(ui.page, 'E2E-UNS-BOWL').waitFor();
    await ui.page.getByRole('button', { name: 'Adjust E2E-UNS-BOWL' }).click();
    const dialog = ui.page.getByRole('dialog', { name: 'Adjust stock of E2E-UNS-BOWL' });
    await dialog.getByRole('spinbutton', { name: 'Change (+/−)' }).fill('5');
    await pickOption(ui.page, dialog.getByRole('combobox', { name: 'Reason' }), 'Received');

    // The dialog covers the tags bar; closing the browser's tab asks (dismissed: the page stays).
    const asked = new Promise<string>((resolve) =>
      ui.page.once('dialog', (prompt) => {
        resolve(prompt.type());
        void prompt.dismiss();
      }),
    );
    await ui.page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    await footerButton(dialog, 'Cancel').click();
    await answer('Save');
    await dialog.waitFor({ state: 'detached' });
    const stock = await (await shop.as()).ok('listInventory', { query: { q: 'E2E-UNS-BOWL' } });
    expect(stock.items.find((sku) => sku.code === 'E2E-UNS-BOWL')?.onHand).toBe(15);
  });
});
