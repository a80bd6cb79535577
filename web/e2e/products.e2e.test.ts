import fs from 'node:fs/promises';
import type { ProductCategory, ProductCreateBody, ProductDetail } from '@shop/contract/areas/product';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../server/src/test-support/harness';
import { signIn } from '../../server/src/test-support/test-app';
import { pngImage } from '../../server/src/test-support/test-images';
import { NETWORK_LOG, setUpConsole } from './console-harness';

const ui = setUpConsole();

/** The API as the admin, beside the browser (a session of its own). */
async function api() {
  return callerOf(ui.testApp.app, await signIn(ui.testApp.app, 'admin'));
}

async function createProduct(body: ProductCreateBody): Promise<ProductDetail> {
  return (await api()).ok('createProduct', { body });
}

async function productOf(id: number): Promise<ProductDetail> {
  return (await api()).ok('getProduct', { params: { id } });
}

let mugs: ProductCategory;
let bowls: ProductCategory;
beforeAll(async () => {
  const client = await api();
  mugs = await client.ok('createProductCategory', { body: { name: 'Mugs' } });
  bowls = await client.ok('createProductCategory', { body: { name: 'Bowls' } });
});

/** A field of the page shown now (kept pages stay in the document, hidden). */
const field = (label: string) => ui.page.getByLabel(label, { exact: true }).filter({ visible: true });
const bodyRows = () => ui.page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });
/** A button by its text; an icon before it adds its own name ("plus Add option"). */
const button = (name: string) =>
  ui.page
    .getByRole('button', { name: new RegExp(`(^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .filter({ visible: true });

/** The field errors shown now (not those fading out). */
const fieldErrors = () =>
  ui.page
    .locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)')
    .filter({ visible: true })
    .allInnerTexts();

/** Waits for the list to settle (no spinner) and reads one column's texts. */
async function column(index: number): Promise<string[]> {
  await ui.page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  return bodyRows().locator(`td:nth-child(${index})`).allInnerTexts();
}

/** A CSV as rows of cells (quotes, doubled quotes and commas inside quotes handled). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

async function typeTags(label: string, values: string[]) {
  await field(label).click();
  for (const value of values) {
    await ui.page.keyboard.type(value);
    await ui.page.keyboard.press('Enter');
  }
}

describe('product editor', () => {
  it('creates a product with two options and four SKUs, publishes it, and lists it on sale', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/product/create');
    await field('Title').fill('Glazed mug');
    await field('Category').click();
    await ui.page.locator('.ant-select-tree-title', { hasText: 'Mugs' }).filter({ visible: true }).click();

    // Two images through the media control; the second is moved to the cover place.
    const upload = ui.page.locator('input[type=file]').filter({ visible: false }).first();
    // Each thumbnail is its own drag handle (a button, for the keyboard).
    const thumb = (n: number | RegExp) =>
      ui.page.getByRole('button', { name: typeof n === 'number' ? `Image ${n}, drag to reorder` : n });
    for (const size of [8, 12]) {
      const before = await thumb(/^Image \d, drag to reorder$/).count();
      await upload.setInputFiles({
        name: `mug-${size}.png`,
        mimeType: 'image/png',
        buffer: pngImage(size, size),
      });
      await expect.poll(() => thumb(/^Image \d, drag to reorder$/).count()).toBe(before + 1);
    }
    const firstUrl = await thumb(1).getAttribute('src');
    await button('Move image 2 left').click();
    await expect.poll(() => thumb(2).getAttribute('src')).toBe(firstUrl);
    // And back by keyboard: Space picks the focused image up, an arrow moves it, Space drops it.
    await thumb(2).focus();
    // Each step waits for the screen reader's announcement, as the drag measures between keys.
    const announced = (text: string) =>
      ui.page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await ui.page.keyboard.press('Space');
    await announced('Over place 2');
    // A loaded machine can take the arrow before the drag has measured its places, and drop it:
    // press again until the move is announced (at place 1 a further left changes nothing).
    await expect
      .poll(
        async () => {
          if ((await ui.page.getByText('Over place 1', { exact: true }).count()) > 0) return true;
          await ui.page.keyboard.press('ArrowLeft');
          return false;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    await ui.page.keyboard.press('Space');
    await announced('Dropped at place 1');
    await expect.poll(() => thumb(1).getAttribute('src')).toBe(firstUrl);
    await button('Move image 1 right').click();

    await ui.page.getByRole('textbox', { name: 'Description' }).click();
    await ui.page.keyboard.type('Thrown by hand, glazed twice.');
    await button('Add option').click();
    await field('Option 1 name').fill('Colour');
    await typeTags('Option 1 values', ['Blue', 'Green']);
    await button('Add option').click();
    await field('Option 2 name').fill('Size');
    await typeTags('Option 2 values', ['S', 'M']);
    await expect.poll(() => ui.page.getByText('SKUs (4)').count()).toBe(1);

    await field('Code prefix').fill('mug');
    await button('Generate codes').click();
    await expect.poll(() => field('Code of Green / M').inputValue()).toBe('MUG-GREEN-M');
    await field('Price for all (EUR)').fill('12.50');
    await button('Apply to all').click();
    await field('Price of Green / M').fill('14');
    await field('Weight of Blue / S').fill('350');
    await button('Create').click();

    await ui.page.waitForURL(/\/product\/edit\/\d+$/);
    const id = Number(ui.page.url().split('/').pop());
    const saved = await productOf(id);
    expect(saved).toMatchObject({
      title: 'Glazed mug',
      status: 'DRAFT',
      category: { id: mugs.id, name: 'Mugs' },
      options: [
        { name: 'Colour', values: ['Blue', 'Green'] },
        { name: 'Size', values: ['S', 'M'] },
      ],
      descriptionHtml: expect.stringContaining('Thrown by hand, glazed twice.'),
    });
    expect(saved.images).toHaveLength(2);
    expect(saved.images[1]?.url).toBe(firstUrl);
    expect(saved.skus.map((s) => [s.code, s.optionValues.join('/'), s.price, s.weightGrams])).toEqual([
      ['MUG-BLUE-S', 'Blue/S', 1250, 350],
      ['MUG-BLUE-M', 'Blue/M', 1250, null],
      ['MUG-GREEN-S', 'Green/S', 1250, null],
      ['MUG-GREEN-M', 'Green/M', 1400, null],
    ]);

    // Publishing renews the version; what was typed and not saved stays in the form.
    await field('Subtitle').fill('Typed, not saved');
    const bar = ui.page.getByRole('group', { name: 'Product status' }).filter({ visible: true });
    await bar.getByText('Draft', { exact: true }).waitFor();
    await bar.getByRole('button', { name: 'Publish' }).click();
    await bar.getByText('On sale', { exact: true }).waitFor();
    expect(await productOf(id)).toMatchObject({ status: 'ON_SALE', subtitle: '' });
    expect(await field('Subtitle').inputValue()).toBe('Typed, not saved');

    await ui.page.goto(ui.url('/product/index?status=ON_SALE'));
    await expect.poll(() => column(3)).toEqual([expect.stringMatching(/^Glazed mug/)]);
    const row = bodyRows().first();
    expect(await row.innerText()).toMatch(/On sale[\s\S]*€12\.50 – €14\.00/);
  });
});

describe('product list', () => {
  it('filters by category into the URL and exports the filtered SKUs as CSV', async () => {
    await createProduct({
      title: 'Tea bowl',
      categoryId: bowls.id,
      skus: [{ code: 'BOWL-1', optionValues: [], price: 2200 }],
    });
    await createProduct({
      title: 'Rice bowl',
      categoryId: bowls.id,
      options: [{ name: 'Glaze', values: ['Celadon', 'Tenmoku'] }],
      skus: [
        { code: 'RICE-C', optionValues: ['Celadon'], price: 1500 },
        { code: 'RICE-T', optionValues: ['Tenmoku'], price: 1650 },
      ],
    });
    await createProduct({ title: 'Linen tote', skus: [{ code: 'TOTE-1', optionValues: [], price: 900 }] });

    await ui.signInAs('admin');
    await ui.openSignedIn('/product/index');
    await bodyRows().first().waitFor();
    await field('Category').click();
    await ui.page.locator('.ant-select-tree-title', { hasText: 'Bowls' }).filter({ visible: true }).click();
    await ui.page.waitForURL(new RegExp(`categoryId=${bowls.id}`));
    await expect.poll(async () => (await column(3)).sort()).toEqual(['Rice bowl', 'Tea bowl']);
    await ui.page.getByRole('columnheader', { name: 'Title' }).click();
    await ui.page.waitForURL(/sort=title/);
    await expect.poll(() => column(3)).toEqual(['Rice bowl', 'Tea bowl']);

    // With codes: the import's own file (its column names), which staff edit and import back.
    await button('Download choices').click();
    const [download] = await Promise.all([
      ui.page.waitForEvent('download'),
      ui.page.getByRole('menuitem', { name: 'Export with codes' }).click(),
    ]);
    const rows = parseCsv((await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''));
    const header = rows[0] ?? [];
    const at = (name: string) => header.indexOf(name);
    expect(at('product_title')).toBeGreaterThanOrEqual(0);
    const body = rows.slice(1).filter((r) => r.length > 1);
    expect(
      body.map((r) => [r[at('product_title')], r[at('sku_code')], r[at('price')], r[at('category')]]),
    ).toEqual([
      ['Rice bowl', 'RICE-C', '15.00', 'Bowls'],
      ['Rice bowl', 'RICE-T', '16.50', 'Bowls'],
      ['Tea bowl', 'BOWL-1', '22.00', 'Bowls'],
    ]);
  });

  it('previews a bulk publish, names the refused product with its reason, then applies it', async () => {
    const ready = await createProduct({
      title: 'Bulk ready vase',
      skus: [{ code: 'VASE-1', optionValues: [], price: 3000 }],
    });
    const unpriced = await createProduct({
      title: 'Bulk idle vase',
      skus: [{ code: 'VASE-2', optionValues: [], price: 3000, status: 'INACTIVE' }],
    });

    await ui.signInAs('admin');
    await ui.openSignedIn('/product/index?q=bulk');
    await expect.poll(() => bodyRows().count()).toBe(2);
    await ui.page.getByRole('checkbox', { name: 'Select Bulk ready vase' }).check();
    await ui.page.getByRole('checkbox', { name: 'Select Bulk idle vase' }).check();
    const bulkBar = ui.page.getByRole('region', { name: 'Bulk actions' });
    await bulkBar.getByText('2 selected').waitFor();
    await bulkBar.getByRole('button', { name: 'Publish', exact: true }).click();

    const dialog = ui.page.getByRole('dialog', { name: 'Publish: 2 selected' });
    await dialog.getByText('Will change: 1').first().waitFor();
    expect(await dialog.innerText()).toContain('Bulk ready vase');
    await dialog
      .getByText('Bulk idle vase — A product goes on sale only with an active SKU that has a price')
      .waitFor();
    // Nothing changed yet: that was the dry run.
    expect((await productOf(ready.id)).status).toBe('DRAFT');

    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await ui.page.getByText('Products changed: 1').waitFor();
    await bulkBar.waitFor({ state: 'detached' });
    expect((await productOf(ready.id)).status).toBe('ON_SALE');
    expect((await productOf(unpriced.id)).status).toBe('DRAFT');
    await expect
      .poll(() => bodyRows().filter({ hasText: 'Bulk ready vase' }).innerText())
      .toContain('On sale');
  });

  it('previews a bulk price rise SKU by SKU before applying it', async () => {
    const jug = await createProduct({
      title: 'Price jug',
      options: [{ name: 'Size', values: ['S', 'L'] }],
      skus: [
        { code: 'JUG-S', optionValues: ['S'], price: 1000 },
        { code: 'JUG-L', optionValues: ['L'], price: 2000 },
      ],
    });
    await ui.signInAs('admin');
    await ui.openSignedIn('/product/index?q=price%20jug');
    await ui.page.getByRole('checkbox', { name: 'Select Price jug' }).check();
    await ui.page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Change prices' })
      .click();
    const dialog = ui.page.getByRole('dialog', { name: 'Change prices of the selected products (1)' });
    await dialog.getByLabel('Change (%)').fill('10');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const table = dialog.getByRole('table');
    await table.getByText('JUG-L').waitFor();
    expect(await table.innerText()).toMatch(
      /JUG-S[\s\S]*€10\.00[\s\S]*€11\.00[\s\S]*JUG-L[\s\S]*€20\.00[\s\S]*€22\.00/,
    );
    expect((await productOf(jug.id)).skus.map((s) => s.price)).toEqual([1000, 2000]);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await ui.page.getByText('SKU prices changed: 2').waitFor();
    expect((await productOf(jug.id)).skus.map((s) => s.price)).toEqual([1100, 2200]);
  });
});

describe('row actions', () => {
  it('moves a product through its statuses from its row, asking before archive and delete', async () => {
    const pot = await createProduct({
      title: 'Row pot',
      skus: [{ code: 'POT-1', optionValues: [], price: 1200 }],
    });
    await ui.signInAs('admin');
    await ui.openSignedIn('/product/index?q=row%20pot');
    const row = bodyRows().filter({ hasText: 'Row pot' });
    const act = (name: string) => row.getByRole('button', { name: `${name} Row pot`, exact: true });
    const shows = (status: string) => expect.poll(() => row.innerText()).toContain(status);

    await act('Publish').click();
    await shows('On sale');
    expect(await act('Delete').count()).toBe(0);
    await act('Unpublish').click();
    await shows('Off sale');
    await act('Archive').click();
    await ui.page
      .getByRole('dialog', { name: 'Archive Row pot?' })
      .getByRole('button', { name: 'Archive' })
      .click();
    await shows('Archived');
    await act('Restore').click();
    await shows('Off sale');
    expect((await productOf(pot.id)).status).toBe('OFF_SALE');

    await act('Delete').click();
    await ui.page
      .getByRole('dialog', { name: 'Delete Row pot?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await ui.page.getByText('Deleted Row pot').waitFor();
    await ui.page.getByText('No products match these filters.').waitFor();
  });
});

describe('saving', () => {
  it('puts a taken SKU code under its cell, and refuses a stale save until Reload', async () => {
    ui.allow(NETWORK_LOG);
    await createProduct({ title: 'Code holder', skus: [{ code: 'TAKEN-1', optionValues: [], price: 500 }] });
    const jug = await createProduct({
      title: 'Stale jug',
      skus: [{ code: 'JUG-X', optionValues: [], price: 700 }],
    });
    await ui.signInAs('admin');
    await ui.openSignedIn(`/product/edit/${jug.id}`);
    await expect.poll(() => field('Code of Default').inputValue()).toBe('JUG-X');
    await field('Code of Default').fill('taken-1');
    await button('Save').click();
    await expect.poll(fieldErrors).toEqual(['This SKU code is already used']);

    // Meanwhile someone else renames it.
    await (await api()).ok('updateProduct', {
      params: { id: jug.id },
      body: {
        title: 'Their jug',
        version: jug.version,
        skus: [{ id: jug.skus[0]?.id, code: 'JUG-X', optionValues: [], price: 700 }],
      },
    });
    await field('Code of Default').fill('JUG-Y');
    await button('Save').click();
    const alert = ui.page.getByRole('alert').filter({ hasText: 'Someone else saved this first' });
    await alert.waitFor();
    expect((await productOf(jug.id)).skus[0]?.code).toBe('JUG-X');
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => field('Title').inputValue()).toBe('Their jug');
    expect(await field('Code of Default').inputValue()).toBe('JUG-X');
  });

  it("shows the server's reason when a product cannot go on sale", async () => {
    ui.allow(NETWORK_LOG);
    const idle = await createProduct({
      title: 'Idle lamp',
      skus: [{ code: 'LAMP-1', optionValues: [], price: 4000, status: 'INACTIVE' }],
    });
    await ui.signInAs('admin');
    await ui.openSignedIn(`/product/edit/${idle.id}`);
    const bar = ui.page.getByRole('group', { name: 'Product status' }).filter({ visible: true });
    await bar.getByRole('button', { name: 'Publish' }).click();
    await ui.page
      .getByRole('alert')
      .getByText('A product goes on sale only with an active SKU that has a price')
      .waitFor();
    expect((await productOf(idle.id)).status).toBe('DRAFT');
  });

  it('keeps typed values, the description included, while another tab is open', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/product/create');
    await field('Title').fill('Half-made basket');
    await ui.page.getByRole('textbox', { name: 'Description' }).click();
    await ui.page.keyboard.type('Woven willow');
    const tabs = ui.page.getByRole('tablist', { name: 'Opened pages' });
    await tabs.getByRole('tab', { name: 'Dashboard', exact: true }).click();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    await tabs.getByRole('tab', { name: 'Create Product', exact: true }).click();
    await expect.poll(() => field('Title').inputValue()).toBe('Half-made basket');
    expect(await ui.page.getByRole('textbox', { name: 'Description' }).innerText()).toBe('Woven willow');
  });
});

describe('import', () => {
  const header = 'product_title,option1_name,option1_value,sku_code,price';
  const csv = (lines: string[]) => ({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[header, ...lines].join('\n')}\n`),
  });

  it('checks a file first, shows its bad rows, and imports only a clean one', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/product/index');
    await button('Import CSV').click();
    const dialog = ui.page.getByRole('dialog', { name: 'Import products from CSV' });
    const file = dialog.locator('input[type=file]');
    await file.setInputFiles(
      csv(['Willow basket,Size,S,BASKET-S,18.00', 'Willow basket,Size,L,BASKET-L,lots']),
    );
    await dialog.getByRole('button', { name: 'Check file' }).click();
    const problems = dialog.getByRole('table', { name: 'Problems in the file' });
    await problems.waitFor();
    // The row's problem travels as a key and shows in the console's language.
    expect(await problems.innerText()).toMatch(
      /\b3\b\s+price\s+Write an amount like 12\.50: digits, at most two decimals, not negative/,
    );
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);

    await file.setInputFiles(
      csv(['Willow basket,Size,S,BASKET-S,18.00', 'Willow basket,Size,L,BASKET-L,24.50']),
    );
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByText('No problems found: the file can be imported.').waitFor();
    expect(await dialog.innerText()).toMatch(/SKUs to create\s+2[\s\S]*Products to create\s+1/);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await ui.page.getByText('Rows imported: 2').waitFor();
    await expect.poll(() => column(3)).toContain('Willow basket');
  });
});

describe('categories', () => {
  it('adds, renames and deletes a category, and shows why a category in use cannot go', async () => {
    ui.allow(NETWORK_LOG);
    await createProduct({
      title: 'Plate in use',
      categoryId: mugs.id,
      skus: [{ code: 'PLATE-1', optionValues: [], price: 800 }],
    });
    await ui.signInAs('admin');
    await ui.openSignedIn('/product/index');
    await button('Categories').click();
    const drawer = ui.page.getByRole('dialog', { name: 'Categories' });
    await drawer.getByRole('button', { name: /New category/ }).click();
    await drawer.getByLabel('Name', { exact: true }).fill('Vases');
    await drawer.getByRole('button', { name: 'Create category' }).click();
    await ui.page.getByText('Created Vases').waitFor();
    await drawer.getByLabel('Name', { exact: true }).fill('Tall vases');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Tall vases (0)').waitFor();
    await drawer.getByRole('button', { name: 'Delete' }).click();
    await ui.page
      .getByRole('dialog', { name: 'Delete Tall vases?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    // The toast may come and go while a loaded machine is slow to look: read every toast shown.
    await expect
      .poll(() => ui.toastsSeen(), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining('Deleted Tall vases')]));
    await drawer.getByText('Tall vases (0)').waitFor({ state: 'detached' });

    await drawer.getByText(/^Mugs \(\d+\)$/).click();
    await drawer.getByRole('button', { name: 'Delete' }).click();
    await ui.page
      .getByRole('dialog', { name: 'Delete Mugs?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await drawer.getByRole('alert').getByText('This category still has products or subcategories').waitFor();
  });
});
