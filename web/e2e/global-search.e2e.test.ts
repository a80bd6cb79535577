import type { ProductDetail } from '@shop/contract/areas/product';
import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';
import { shopFixture } from './shop-fixture';

/** Issue 17 point 7: the navbar search finds orders, customers and products, keyboard first. */
const ui = setUpConsole();
const shop = shopFixture(ui);

const searchBox = () => ui.page.getByRole('combobox', { name: 'Search menu' });
const popup = () => ui.page.locator('.header-search-popup:not(.ant-select-dropdown-hidden)');
const option = (text: string) => popup().locator('.ant-select-item-option', { hasText: text });

async function openSearch() {
  await ui.signInAs('admin');
  await ui.openSignedIn('/dashboard/index');
  await ui.page.keyboard.press('Control+k');
  await searchBox().waitFor();
}

describe('the navbar search finds records', () => {
  it('opens an order typed by number in its drawer with Enter', async () => {
    const [sku] = await shop.product('Search jug', [{ code: 'SEARCH-JUG', price: 2400, onHand: 5 }]);
    const customerId = await shop.customer('Search Orderer');
    const order = await shop.placeOrder(customerId, [{ skuId: sku as number, quantity: 1 }]);
    await openSearch();
    await searchBox().pressSequentially(order.orderNo);
    await option(`${order.orderNo} · Search Orderer`).waitFor();
    await popup().getByText('Orders', { exact: true }).waitFor();
    await searchBox().press('Enter');
    await ui.page.getByRole('dialog', { name: `Order ${order.orderNo}` }).waitFor();
    expect(new URL(ui.page.url()).pathname).toBe('/order/index');
    expect(new URL(ui.page.url()).searchParams.get('order')).toBe(String(order.id));
    await searchBox().waitFor({ state: 'detached' });
  });

  it('opens a customer found by phone in the customer drawer', async () => {
    await shop.customer('Search Phoner', '+34612000731');
    await openSearch();
    await searchBox().pressSequentially('+34 612 000');
    await option('Search Phoner · +34612000731').waitFor();
    await searchBox().press('Enter');
    await ui.page.getByRole('dialog', { name: 'Search Phoner', exact: true }).waitFor();
    expect(new URL(ui.page.url()).pathname).toBe('/user/index');
  });

  it('finds a Chinese title by its pinyin; arrows move from customers to products; Enter edits it', async () => {
    const admin = await shop.as();
    const apron: ProductDetail = await admin.ok('createProduct', {
      body: { title: '棉麻围裙', skus: [{ code: 'APRON-LINEN', optionValues: [], price: 3900 }] },
    });
    await shop.customer('Mianma Studio');
    await openSearch();
    await searchBox().pressSequentially('mianma');
    await option('棉麻围裙').waitFor();
    const labels = await popup()
      .locator('.ant-select-item-option:not(.ant-select-item-option-disabled)')
      .allInnerTexts();
    // Customers come before products, so the apron is reached with the arrow keys.
    const customerAt = labels.indexOf('Mianma Studio');
    const apronAt = labels.indexOf('棉麻围裙');
    expect(customerAt).toBeGreaterThanOrEqual(0);
    expect(apronAt).toBeGreaterThan(customerAt);
    for (let i = 0; i < apronAt; i++) await ui.page.keyboard.press('ArrowDown');
    await ui.page.keyboard.press('Enter');
    await ui.page.waitForURL(ui.url(`/product/edit/${apron.id}`));
  });

  it('says so when no record matches', async () => {
    await openSearch();
    await searchBox().pressSequentially('qqxqq');
    await option('No matching orders, customers or products').waitFor();
  });
});
