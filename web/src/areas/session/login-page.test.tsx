import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../../server/src/test-support/test-app';
import { setLanguage } from '../../lib/i18n';
import { type ApiServer, recordFeedback, startApiServer } from '../../test-support/api-server';
import { LoginRoute } from './login-route';

let server: ApiServer;
let shown: ReturnType<typeof recordFeedback>;

beforeAll(async () => {
  server = await startApiServer();
  shown = recordFeedback();
  // Eleven wrong passwords for admin from other addresses: past the ten the account allows before
  // it slows strangers (this page's address never signed in to it).
  await attackFromElsewhere('admin', 11);
});
afterAll(async () => {
  shown.restore();
  await act(() => setLanguage('en'));
  await server.close();
});
afterEach(cleanup);

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginRoute /> },
      { path: '/dashboard/index', element: <p>Dashboard page</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Wrong passwords for `username` from many other addresses: the account is slowed for strangers. */
async function attackFromElsewhere(username: string, attempts: number) {
  for (let i = 0; i < attempts; i++) {
    await server.testApp.app.inject({
      method: 'POST',
      url: '/base/admin/user/login/password',
      payload: { username, password: 'wrong-password' },
      remoteAddress: `10.8.0.${i}`,
    });
  }
}

describe('login page', () => {
  it('shows a slowed sign-in (429) in the console language with the wait, and stays usable', async () => {
    await act(() => setLanguage('zh'));
    const router = renderLogin();
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: TEST_PASSWORD } });
    const submit = () => screen.getByText(/^登\s*录$/).closest('button') as HTMLButtonElement;
    fireEvent.click(submit());
    await waitFor(() => expect(shown.errors).toHaveLength(1));
    const text = shown.errors[0]?.text ?? '';
    expect(text).toMatch(/^该账号多次登录失败，登录已放慢：请 \d+ 秒后再试/);
    expect(Number(/请 (\d+) 秒/.exec(text)?.[1])).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/login');
    // The form is not left pending: the owner can try again when the wait is over.
    await waitFor(() => expect(submit().className).not.toMatch(/loading/));
  });
});
