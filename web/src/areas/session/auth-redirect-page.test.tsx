import { api } from '@shop/contract/api';
import { fillPath } from '@shop/contract/endpoint';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PASSWORD } from '../../../../server/src/test-support/test-app';
import { useSessionStore } from '../../stores/session-store';
import { type ApiServer, recordFeedback, startApiServer } from '../../test-support/api-server';
import { AuthRedirectPage } from './auth-redirect-page';
import { OAUTH_CODE_KEY } from './qr.api';
import { passwordStep } from './session.api';

let server: ApiServer;
let shown: ReturnType<typeof recordFeedback>;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  shown = recordFeedback();
  useSessionStore.getState().resetToken();
  useSessionStore.setState({ name: '' });
});
afterEach(() => {
  cleanup();
  shown.restore();
  vi.restoreAllMocks();
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth-redirect', element: <AuthRedirectPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: [url] },
  );
  // No QueryClientProvider: the public screens bring their own, as they must outside the layout.
  render(<RouterProvider router={router} />);
  return router;
}

/** The device that shows the QR code, through the server's own test client. */
async function startOnDesktop() {
  const res = await server.testApp.app.inject({
    method: 'POST',
    url: api.startQrLogin.path,
    headers: { 'user-agent': 'DeskBrowser/3.0' },
  });
  const binding = res.cookies.find((c) => c.name === 'login_binding')?.value ?? '';
  return { state: res.json().data.state as string, binding };
}

async function desktopStatus(desktop: { state: string; binding: string }) {
  const res = await server.testApp.app.inject({
    url: fillPath(api.getQrLoginStatus.path, { state: desktop.state }),
    cookies: { login_binding: desktop.binding },
  });
  return res.json().data.status as string;
}

describe('/auth-redirect (B-A16)', () => {
  it('as a third-party popup stores its query string and closes', () => {
    vi.spyOn(window, 'opener', 'get').mockReturnValue({} as Window);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/auth-redirect?code=CODE&state=STATE');
    renderAt('/auth-redirect?code=CODE&state=STATE');
    expect(localStorage.getItem(OAUTH_CODE_KEY)).toBe('code=CODE&state=STATE');
    expect(close).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toBe('');
  });

  it('signed out, asks to sign in first and sends the way back along', async () => {
    const router = renderAt('/auth-redirect?state=abc%2Bdef');
    expect(await screen.findByText('Sign in to confirm')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/auth-redirect?state=abc%2Bdef',
    );
  });

  it('signed in, shows the asking device and confirms the sign-in as this staff member', async () => {
    const desktop = await startOnDesktop();
    const data = await passwordStep({ username: 'admin', password: TEST_PASSWORD });
    await useSessionStore.getState().login(data.state);

    renderAt(`/auth-redirect?state=${encodeURIComponent(desktop.state)}`);
    expect(await screen.findByText('Sign in on the other device as Ada Admin?')).toBeTruthy();
    expect(screen.getByText('DeskBrowser/3.0')).toBeTruthy();
    expect(screen.getByText('127.0.0.1')).toBeTruthy();
    expect(await desktopStatus(desktop)).toBe('SCANNED');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You can return to the other device.')).toBeTruthy();
    expect(await desktopStatus(desktop)).toBe('CONFIRMED');
  });

  it('declining leaves the other device signed out', async () => {
    const desktop = await startOnDesktop();
    const data = await passwordStep({ username: 'admin', password: TEST_PASSWORD });
    await useSessionStore.getState().login(data.state);

    renderAt(`/auth-redirect?state=${encodeURIComponent(desktop.state)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The other device was not signed in.')).toBeTruthy();
    expect(await desktopStatus(desktop)).toBe('SCANNED');
  });

  it('says so when the code is unknown or used', async () => {
    const data = await passwordStep({ username: 'admin', password: TEST_PASSWORD });
    await useSessionStore.getState().login(data.state);
    renderAt('/auth-redirect?state=never-issued');
    expect(await screen.findByText('This sign-in request can no longer be used')).toBeTruthy();
  });
});
