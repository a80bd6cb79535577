import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';

const ui = setUpConsole();

/** Text only React Router's code holds (its refusal of a router inside a router). */
const ROUTER_CODE = 'You cannot render a <Router> inside another <Router>';

/** Whether any script the page has loaded so far holds React Router. */
async function routerLoaded(scripts: Response[]): Promise<boolean> {
  const texts = await Promise.all(scripts.map((response) => response.text()));
  return texts.some((text) => text.includes(ROUTER_CODE));
}

describe('a signed-out visit to /login', () => {
  it('shows the page before the router loads, then signs in to the target through it', async () => {
    const scripts: Response[] = [];
    ui.page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await ui.page.goto(ui.url('/login?redirect=%2Fprofile%2Findex&tab=2'));
    await ui.page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await ui.page.waitForLoadState('networkidle');
    expect(await ui.page.title()).toBe('Handmade Shop');
    expect(await routerLoaded(scripts)).toBe(false);

    await ui.signInWithForm('admin');
    await ui.page.waitForURL(ui.url('/profile/index?tab=2'));
    await ui.page.getByRole('navigation', { name: 'Main menu', includeHidden: true }).waitFor({
      state: 'attached',
    });
    expect(await routerLoaded(scripts)).toBe(true);

    // The login address stays behind the target, and with a token the guard leads it home (B-C4).
    await ui.page.goBack();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    await ui.page.getByRole('heading', { name: 'Welcome, Ada Admin' }).waitFor();
  });
});
