import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';

/**
 * Issue 17 point 1: a page load asks for the signed-in user's info and for the public config
 * once each (they were asked twice: the role switch and the shop currency asked again).
 */
const ui = setUpConsole();

function countSignInCalls() {
  const counts = { info: 0, config: 0 };
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/base/admin/user/info') counts.info += 1;
    if (pathname === '/base/public/config') counts.config += 1;
  };
  ui.page.on('request', onRequest);
  return {
    counts,
    stop: () => ui.page.off('request', onRequest),
  };
}

describe('the sign-in calls of a page load', () => {
  it.each(['admin', 'developer'])(
    'asks for user info and the public config once each, as %s, on a load and a reload',
    async (username) => {
      await ui.signInAs(username);
      for (const load of [() => ui.page.goto(ui.url('/order/index')), () => ui.page.reload()]) {
        const calls = countSignInCalls();
        await load();
        // The list with prices (the currency is a public entry) and the avatar menu (which offers
        // a developer the role switch, read off the user info) are both drawn.
        await ui.page.getByRole('columnheader', { name: 'Total' }).waitFor();
        await ui.page.waitForLoadState('networkidle');
        calls.stop();
        expect(calls.counts).toEqual({ info: 1, config: 1 });
      }
    },
  );
});
