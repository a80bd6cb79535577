import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';
import { shopFixture } from './shop-fixture';

// Issue 17 point 2: typed values are never lost without a word (Save / Discard / Stay), and two
// open records are told apart by their tabs.
const ui = setUpConsole();
const shop = shopFixture(ui);

const bar = () => ui.page.getByRole('tablist', { name: 'Opened pages' });
const tab = (name: string) => bar().getByRole('tab', { name, exact: true });
const tabNames = () => bar().getByRole('tab').allInnerTexts();
const closeOf = (name: string) => tab(name).locator('.tags-view-close');
const field = (label: string) => ui.page.getByLabel(label, { exact: true }).filter({ visible: true });
const question = () => ui.page.getByRole('dialog', { name: 'Unsaved changes' });
const answer = (name: 'Save' | 'Discard' | 'Stay') => question().getByRole('button', { name, exact: true });
const menuItem = (name: string) =>
  ui.page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name, exact: true });

async function newProduct(title: string, code: string) {
  const api = await shop.as();
  return api.ok('createProduct', { body: { title, skus: [{ code, optionValues: [], price: 1200 }] } });
}

describe('unsaved edits', () => {
  it('product: two records, two titles; Stay keeps the typed value, Discard closes, a clean form just closes', async () => {
    const tote = await newProduct('Linen tote', 'TOTE-1');
    const apron = await newProduct('Canvas apron', 'APRON-1');
    await ui.signInAs('admin');
    await ui.openSignedIn(`/product/edit/${tote.id}`);
    await expect.poll(() => field('Title').inputValue()).toBe('Linen tote');
    await ui.page.getByRole('link', { name: 'Dashboard' }).first().click();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    await ui.page.goto(ui.url(`/product/edit/${apron.id}`));
    await expect.poll(() => field('Title').inputValue()).toBe('Canvas apron');
    await expect.poll(() => ui.page.title()).toMatch(/^Edit Product: Canvas apron - /);

    // Reloaded: only this record's tab (the tabs live in the page). Open the tote beside it.
    await ui.page.evaluate((path) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: 'tote', idx }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/product/edit/${tote.id}`);
    await tab('Edit Product: Linen tote').waitFor();
    expect(await tabNames()).toEqual(['Dashboard', 'Edit Product: Canvas apron', 'Edit Product: Linen tote']);

    await field('Title').fill('Linen tote, large');
    await closeOf('Edit Product: Linen tote').click();
    await answer('Stay').click();
    await question().waitFor({ state: 'detached' });
    expect(await tab('Edit Product: Linen tote').count()).toBe(1);
    expect(await field('Title').inputValue()).toBe('Linen tote, large');

    // The apron tab (clean, behind) closes without a question; the typed tote stays dirty behind it.
    await closeOf('Edit Product: Canvas apron').click();
    await expect.poll(tabNames).toEqual(['Dashboard', 'Edit Product: Linen tote']);
    expect(await question().count()).toBe(0);

    // Kept behind another tab, the tote still knows it has typed values.
    await tab('Dashboard').click();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    await closeOf('Edit Product: Linen tote').click();
    await answer('Discard').click();
    await expect.poll(tabNames).toEqual(['Dashboard']);
    expect((await (await shop.as()).ok('getProduct', { params: { id: tote.id } })).title).toBe('Linen tote');
  });

  it('config: Save saves then closes the tab', async () => {
    const api = await shop.as();
    await api.ok('createConfig', {
      body: { key: 'gift_note', valueType: 'string', value: 'Thanks', category: 'promo', label: 'Gift note' },
    });
    await ui.signInAs('admin');
    await ui.openSignedIn('/config/edit/gift_note');
    await expect.poll(() => field('Value').inputValue()).toBe('Thanks');
    await field('Value').fill('Wrapped with care');
    await closeOf('Edit Config: gift_note').click();
    await answer('Save').click();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    expect(await tabNames()).toEqual(['Dashboard']);
    expect((await api.ok('getConfig', { params: { key: 'gift_note' } })).value).toBe('Wrapped with care');
  });

  it('leaving a page that is not kept (the profile) by the menu asks too', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/profile/index');
    const introduction = field('Introduction');
    await introduction.fill('Weaver and potter');
    await menuItem('Dashboard').click();
    await answer('Stay').click();
    await question().waitFor({ state: 'detached' });
    expect(ui.page.url()).toBe(ui.url('/profile/index'));
    expect(await introduction.inputValue()).toBe('Weaver and potter');
    // Closing the browser's own tab asks too (dismissed: the page stays).
    const asked = new Promise<string>((resolve) =>
      ui.page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await ui.page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    await menuItem('Dashboard').click();
    await answer('Discard').click();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
  });
});
