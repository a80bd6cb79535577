import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, TEST_PASSWORD } from '../../../../server/src/test-support/test-app';
import { useSessionStore } from '../../stores/session-store';
import { type ApiServer, recordFeedback, signInConsole, startApiServer } from '../../test-support/api-server';
import { getProfile } from './profile.api';
import { ProfilePage } from './profile-page';

let server: ApiServer;
let shown: ReturnType<typeof recordFeedback>;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  shown = recordFeedback();
  await signInConsole('admin');
  await useSessionStore.getState().getInfo();
});
afterEach(() => {
  cleanup();
  shown.restore();
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProfilePage />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('profile page', () => {
  it('shows the account and saves the introduction, refreshing the session store', async () => {
    renderPage();
    expect(await screen.findByText('admin')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText('Name', { exact: true })).toHaveProperty('value', 'Ada Admin'),
    );
    type('Name', 'Ada Lovelace');
    type('Introduction', 'Keeps the books.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shown.successes).toEqual(['Profile saved']));
    expect(await getProfile()).toMatchObject({ name: 'Ada Lovelace', introduction: 'Keeps the books.' });
    expect(useSessionStore.getState()).toMatchObject({
      name: 'Ada Lovelace',
      introduction: 'Keeps the books.',
    });
  });

  it('checks fields with the contract before sending', async () => {
    renderPage();
    await screen.findByDisplayValue('/avatars/admin.svg');
    type('Avatar', 'javascript:alert(1)');
    expect(await screen.findByText('Avatar must be a path or an http(s) address')).toBeTruthy();
    type('New password', 'short');
    expect(await screen.findByText('Use at least 8 characters', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('refuses a new password equal to the current one on the new password field', async () => {
    renderPage();
    type('Current password', TEST_PASSWORD);
    type('New password', TEST_PASSWORD);
    type('Confirm new password', TEST_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('New password must differ from the current one')).toBeTruthy();
    expect(shown.errors).toEqual([]);
  });

  it('puts the server answer for a wrong current password on its field', async () => {
    renderPage();
    type('Current password', 'not-the-password');
    type('New password', 'a-new-password-1');
    type('Confirm new password', 'a-new-password-2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords do not match')).toBeTruthy();
    type('Confirm new password', 'a-new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // Checking a password takes the server a while (scrypt): more than waitFor's 1 s on a busy machine.
    await waitFor(() => expect(shown.errors.map((e) => e.text)).toEqual(['Current password is incorrect']), {
      timeout: 4000,
    });
    // The toast and the field both say it.
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
  });

  it('lists the sessions, marks this device and signs another one out', async () => {
    const other = await signIn(server.testApp.app, 'admin', TEST_PASSWORD);
    renderPage();
    // The sign-ins card below names the same browser: look in the sessions card only.
    const sessions = within((await screen.findByText('Active sessions')).closest('.ant-card') as HTMLElement);
    // The other session is the server's test client, which names itself in its user agent.
    const row = (await sessions.findByText('lightMyRequest')).closest('tr') as HTMLElement;
    await waitFor(() => expect(screen.getAllByText('This device')).toHaveLength(1));
    expect(within(row).queryByText('This device')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Sign out' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, sign out' }));
    await waitFor(() => expect(shown.successes).toContain('Session signed out'));
    const info = await server.testApp.app.inject({
      url: '/base/admin/user/info',
      headers: { 'x-token': other },
    });
    expect(info.json().code).toBe(50012);
    await waitFor(() => expect(sessions.queryByText('lightMyRequest')).toBeNull());
    expect(screen.getAllByText('This device')).toHaveLength(1);
  });
});
