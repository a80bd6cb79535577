import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerOf } from '../../../../server/src/test-support/harness';
import { signIn } from '../../../../server/src/test-support/test-app';
import { useSessionStore } from '../../stores/session-store';
import { type ApiServer, recordFeedback, startApiServer } from '../../test-support/api-server';
import { RouterSignInExit } from './login-route';
import { QrLoginDialog } from './qr-login-dialog';

let server: ApiServer;
let shown: ReturnType<typeof recordFeedback>;
let phone: string;

beforeAll(async () => {
  server = await startApiServer();
  phone = await signIn(server.testApp.app, 'editor');
});
afterAll(() => server.close());
beforeEach(() => {
  shown = recordFeedback();
  useSessionStore.getState().resetToken();
});
afterEach(() => {
  cleanup();
  shown.restore();
});

function onPhone(step: 'scanQrLogin' | 'confirmQrLogin', state: string) {
  return callerOf(server.testApp.app, phone).call(step, { body: { state } });
}

function renderDialog(open = true) {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <RouterSignInExit>
            <QrLoginDialog open={open} onClose={() => undefined} />
          </RouterSignInExit>
        ),
      },
      { path: '/dashboard/index', element: <p>Dashboard page</p> },
    ],
    { initialEntries: ['/login?redirect=%2Fdashboard%2Findex'] },
  );
  // No QueryClientProvider: the public screens bring their own, as they must outside the layout.
  render(<RouterProvider router={router} />);
  return router;
}

async function shownState(): Promise<string> {
  const link = await screen.findByRole('link', { name: /\/auth-redirect\?state=/ });
  const url = new URL(link.getAttribute('href') ?? '');
  expect(url.origin).toBe(server.origin);
  return url.searchParams.get('state') ?? '';
}

describe('QR login dialog', () => {
  it('shows a local QR code and link, follows the phone, and signs in to the redirect target', async () => {
    const router = renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Or connect with' })).toBeTruthy();
    const state = await shownState();
    expect(screen.getByRole('img', { name: 'QR code to sign in with your phone' })).toBeTruthy();
    expect(await screen.findByText('Waiting for the code to be scanned')).toBeTruthy();

    await onPhone('scanQrLogin', state);
    expect(await screen.findByText('Scanned — confirm on your phone', {}, { timeout: 4000 })).toBeTruthy();

    await onPhone('confirmQrLogin', state);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/index'), { timeout: 4000 });
    expect(useSessionStore.getState().token).toMatch(/^[\w-]{20,}$/);
    await expect(useSessionStore.getState().getInfo()).resolves.toMatchObject({ name: 'Eddie Editor' });
    expect(shown.errors).toEqual([]);
  });

  it('offers a new code once the old one can no longer be used', async () => {
    renderDialog();
    const first = await shownState();
    // Time passes: the code's three minutes are over.
    await server.testApp.database.db.execute(
      sql`update auth_state set expires_at = now() - interval '1 second' where kind = 'qr'`,
    );
    const refresh = await screen.findByRole('button', { name: 'Refresh QR code' }, { timeout: 4000 });
    expect(screen.getByText('This QR code has expired.')).toBeTruthy();
    refresh.click();
    await waitFor(async () => expect(await shownState()).not.toBe(first));
    expect(await screen.findByText('Waiting for the code to be scanned')).toBeTruthy();
  });

  it('asks nothing while closed', async () => {
    const before = server.testApp.logs.length;
    renderDialog(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(server.testApp.logs.slice(before).filter((l) => l.includes('incoming request'))).toEqual([]);
  });
});
