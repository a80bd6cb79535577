import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';

const ui = setUpConsole();

describe('error pages (B-M1, B-M2)', () => {
  it('shows /404 without the layout, with a link home', async () => {
    await ui.page.goto(ui.url('/404'));
    await ui.page.getByText('OOPS!').waitFor();
    await ui.page.getByText('The webmaster said that you can not enter this page...').waitFor();
    await ui.page
      .getByText(
        'Please check that the URL you entered is correct, or click the button below to return to the homepage.',
      )
      .waitFor();
    expect(await ui.page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await ui.page.getByRole('link', { name: 'Back to home' }).click();
    await ui.page.waitForURL(ui.url('/login?redirect=%2Fdashboard%2Findex'));
  });

  it('shows /401 with a Back button that goes back, and a link to the dashboard', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await ui.page.goto(ui.url('/401'));
    await ui.page.getByText('Oops!').waitFor();
    await ui.page.getByRole('heading', { name: 'You do not have permission to access this page' }).waitFor();
    expect(await ui.page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    expect(await ui.page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/dashboard');
    await ui.page.getByRole('button', { name: 'Back' }).click();
    await ui.page.waitForURL(ui.url('/order/index'));
  });

  it('goes to the dashboard from /401?noGoBack', async () => {
    await ui.signInAs('admin');
    await ui.page.goto(ui.url('/401?noGoBack=1'));
    await ui.page.getByRole('button', { name: 'Back' }).click();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
  });

  it('speaks Chinese on /401', async () => {
    await ui.context.addCookies([{ name: 'language', value: 'zh', url: ui.url() }]);
    await ui.page.goto(ui.url('/401'));
    await ui.page.getByRole('heading', { name: '你没有权限去该页面' }).waitFor();
    await ui.page.getByRole('link', { name: '回首页' }).waitFor();
  });
});
