import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';

const ui = setUpConsole();

// B-F21/B-F22, B-J2, B-K4: each language, from the navbar, with its cookie, toast and title.
const languages = [
  {
    code: 'zh',
    label: '中文',
    toast: '切换语言成功',
    title: '库存 SKU 列表',
    menu: '出入库记录',
    picker: '语言',
  },
  {
    code: 'es',
    label: 'Español',
    toast: 'Idioma cambiado correctamente',
    title: 'Lista de SKU del inventario',
    menu: 'Registros',
    picker: 'Idioma',
  },
  {
    code: 'ja',
    label: '日本語',
    toast: '言語を切り替えました',
    title: '在庫 SKU 一覧',
    menu: '入出庫記録',
    picker: '言語',
  },
  {
    code: 'en',
    label: 'English',
    toast: 'Switch Language Success',
    title: 'Inventory SKU List',
    menu: 'Records',
    picker: 'Language',
  },
];

describe('language (B-F21, B-F22, B-J2, B-K4)', () => {
  it('switches through every language at once, with cookie, toast and page title', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/inventory/product');
    let picker = 'Language';
    for (const language of languages) {
      await ui.page.getByRole('button', { name: picker, exact: true }).click();
      const current = ui.page.getByRole('menuitem', {
        name: languages.find((l) => l.picker === picker)?.label,
      });
      expect(await current.getAttribute('aria-disabled')).toBe('true');
      await ui.page.getByRole('menuitem', { name: language.label }).click();
      await ui.page.getByText(language.toast).waitFor();
      expect(await ui.cookie('language')).toMatchObject({ value: language.code, path: '/', expires: -1 });
      expect(await ui.page.title()).toBe(`${language.title} - Handmade Shop`);
      expect(await ui.page.evaluate(() => document.documentElement.lang)).toBe(language.code);
      // Page, menu and navbar names all speak it.
      await ui.page.getByRole('heading', { name: language.title }).waitFor();
      await ui.page.getByRole('link', { name: language.menu, exact: true }).waitFor();
      await ui.page.getByRole('button', { name: language.picker, exact: true }).waitFor();
      picker = language.picker;
    }
  });

  it('starts in the language of the cookie and keeps the choice across a reload', async () => {
    await ui.context.addCookies([{ name: 'language', value: 'ja', url: ui.url() }]);
    await ui.page.goto(ui.url('/login'));
    await ui.page.getByRole('heading', { name: 'ユーザーログイン' }).waitFor();
    expect(await ui.page.title()).toBe('Handmade Shop');
  });
});

describe('size (B-F19, B-F20)', () => {
  // How antd draws its Buttons at each size: size class, font size, control height (compact for mini).
  const sizes = [
    { label: 'Small', value: 'small', antd: ['ant-btn-sm', '14px', '32px'] },
    { label: 'Mini', value: 'mini', antd: ['ant-btn-sm', '12px', '28px'] },
    { label: 'Default', value: 'default', antd: ['ant-btn-lg', '16px', '32px'] },
    { label: 'Medium', value: 'medium', antd: ['', '14px', '32px'] },
  ];

  it('applies each size to antd at once, with cookie and toast, remounting the page in place', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await ui.openSignedIn('/exchange/index?page=2');
    const historyLength = await ui.page.evaluate(() => history.length);
    const sizeButton = ui.page.getByRole('button', { name: 'Global Size' });
    const toasts: string[] = [];
    for (const size of sizes) {
      // Marks the page; a remount drops the mark.
      await ui.page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.app-main .ant-card')]
          .find((card) => card.offsetParent !== null)
          ?.setAttribute('data-old', ''),
      );
      expect(await ui.page.locator('.app-main .ant-card[data-old]').count()).toBe(1);
      await sizeButton.click();
      await ui.page.getByRole('menuitem', { name: size.label }).click();
      toasts.push('Switch Size Success');
      await expect.poll(ui.toastsSeen).toEqual(toasts);
      expect(await ui.cookie('size')).toMatchObject({ value: size.value, path: '/', expires: -1 });
      await ui.page.waitForURL(ui.url('/exchange/index?page=2'));
      await expect.poll(() => ui.page.locator('.app-main .ant-card[data-old]').count()).toBe(0);
      await ui.page.getByRole('tab', { name: 'Items' }).waitFor();
      // Every antd component follows, e.g. the avatar button (its font size animates there).
      const drawn = () =>
        ui.page.getByRole('button', { name: 'Account menu' }).evaluate((button) => {
          const style = getComputedStyle(button);
          return [
            /ant-btn-(lg|sm)/.exec(button.className)?.[0] ?? '',
            style.fontSize,
            style.getPropertyValue('--ant-control-height'),
          ];
        });
      await expect.poll(drawn).toEqual(size.antd);
      expect(await ui.page.evaluate(() => history.length)).toBe(historyLength);
    }
    await sizeButton.click();
    expect(await ui.page.getByRole('menuitem', { name: 'Medium' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    // Back goes to the page before, never to /redirect/….
    await ui.page.keyboard.press('Escape');
    await ui.page.goBack();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
  });
});
