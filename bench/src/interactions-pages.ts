import type { Page } from 'playwright-core';
import { measure, type Sample, type Shown } from './interactions-probe.js';

/**
 * The interactions the bench repeats, on the console's Orders page and on the bare table. Each is
 * done once or twice first (the API answers it needs are then cached), then measured `repeats`
 * times, alternating between two states so every repeat changes what is shown.
 */

export type InteractionName = 'tab switch' | 'drawer open' | 'page change' | 'filter typing';

/** The text cells of a table page, read to give the bare table the same rows. */
export interface TablePage {
  titles: string[];
  rows: string[][];
}

/** Where the page's table is: the console's page area, or the bare page's root. */
export type Root = 'main' | '#app';

const activeTab = (key: string): Shown => ({ selector: `main .ant-tabs-tab-active[data-node-key="${key}"]` });
const row = (root: Root, key: string): Shown => ({ selector: `${root} tr[data-row-key="${key}"]` });
const activePage = (root: Root, n: number): Shown => ({
  selector: `${root} .ant-pagination-item-active[title="${n}"]`,
});

async function firstRowKey(page: Page, root: Root): Promise<string> {
  const key = await page.locator(`${root} tr[data-row-key]`).first().getAttribute('data-row-key');
  if (!key) throw new Error('the table shows no rows');
  return key;
}

/** Waits until the table shows its rows with no spinner (a background refetch done). */
async function settled(page: Page, root: Root = 'main') {
  await page.locator(`${root} tr[data-row-key]`).first().waitFor();
  await page.locator(`${root} .ant-spin-spinning`).waitFor({ state: 'detached' });
}

/** The header titles and cell texts of the table page shown (the checkbox column left out). */
export function readTable(page: Page): Promise<TablePage> {
  return page.evaluate(() => {
    const text = (cell: Element) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
    const isData = (cell: Element) => !cell.classList.contains('ant-table-selection-column');
    const titles = Array.from(document.querySelectorAll('main thead th')).filter(isData).map(text);
    const rows = Array.from(document.querySelectorAll('main tbody tr[data-row-key]')).map((tr) =>
      Array.from(tr.querySelectorAll('td')).filter(isData).map(text),
    );
    return { titles, rows };
  });
}

/** Orders status tabs: Paid ↔ Shipped. */
export async function tabSwitch(page: Page, repeats: number): Promise<Sample[]> {
  const tabs = ['PAID', 'SHIPPED'] as const;
  const first: Record<string, string> = {};
  for (const key of tabs) {
    await page.locator(`main .ant-tabs-tab[data-node-key="${key}"]`).click();
    await page.locator(activeTab(key).selector).waitFor();
    await settled(page);
    first[key] = await firstRowKey(page, 'main');
  }
  const samples: Sample[] = [];
  for (let i = 0; i < repeats; i++) {
    const key = tabs[i % 2] as string;
    samples.push(
      await measure(page, [activeTab(key), row('main', first[key] as string)], () =>
        page.locator(`main .ant-tabs-tab[data-node-key="${key}"]`).click(),
      ),
    );
    await settled(page);
  }
  return samples;
}

/** The list's pager: page 2 ↔ page 1. */
export async function pageChange(page: Page, repeats: number, root: Root): Promise<Sample[]> {
  const first: Record<number, string> = {};
  for (const n of [2, 1]) {
    await page.locator(`${root} .ant-pagination-item-${n}`).click();
    await page.locator(activePage(root, n).selector).waitFor();
    await settled(page, root);
    first[n] = await firstRowKey(page, root);
  }
  const samples: Sample[] = [];
  for (let i = 0; i < repeats; i++) {
    const n = i % 2 === 0 ? 2 : 1;
    samples.push(
      await measure(page, [activePage(root, n), row(root, first[n] as string)], () =>
        page.locator(`${root} .ant-pagination-item-${n}`).click(),
      ),
    );
    await settled(page, root);
  }
  return samples;
}

/** The order drawer of one of the first three rows, closed again (Escape) between repeats. */
export async function drawerOpen(page: Page, repeats: number): Promise<Sample[]> {
  const links = page.locator('main a[aria-label^="Open order"]');
  const orderNos = (await links.allInnerTexts()).slice(0, 3);
  const open = async (orderNo: string) => {
    await page.locator(`main a[aria-label="Open order ${orderNo}"]`).click();
  };
  const shown = (orderNo: string): Shown[] => [
    { selector: '.ant-drawer-open .ant-drawer-title', text: orderNo },
    { selector: '.ant-drawer-open section[aria-label="Items"] tr.ant-table-row' },
  ];
  const close = async () => {
    await page.keyboard.press('Escape');
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    await settled(page);
  };
  for (const orderNo of orderNos) {
    await open(orderNo);
    await page
      .locator(shown(orderNo)[1]?.selector as string)
      .first()
      .waitFor();
    await close();
  }
  const samples: Sample[] = [];
  for (let i = 0; i < repeats; i++) {
    const orderNo = orderNos[i % orderNos.length] as string;
    samples.push(await measure(page, shown(orderNo), () => open(orderNo)));
    await close();
  }
  return samples;
}

/**
 * One keystroke in the list's search box: "1", then Backspace, and so on; each keystroke is one
 * interaction, shown when the box holds the new text. The settle time after it covers the
 * search applied after the 300 ms pause (the list filtered, or back to all).
 */
export async function filterTyping(page: Page, repeats: number, root: Root, box: string): Promise<Sample[]> {
  await page.locator(box).click();
  // Typing goes to the box only once it has the focus (a drawer just closed gives it back late).
  await page.waitForFunction((selector) => document.activeElement === document.querySelector(selector), box);
  for (const key of ['1', 'Backspace']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(400);
    await settled(page, root);
  }
  const samples: Sample[] = [];
  for (let i = 0; i < repeats; i++) {
    const typing = i % 2 === 0;
    samples.push(
      await measure(page, [{ selector: box, value: typing ? '1' : '' }], () =>
        page.keyboard.press(typing ? '1' : 'Backspace'),
      ),
    );
    await settled(page, root);
  }
  return samples;
}
