import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Menu } from 'antd';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PASSWORD } from '../../../../server/src/test-support/test-app';
import { useSessionStore } from '../../stores/session-store';
import { type ApiServer, recordFeedback, startApiServer } from '../../test-support/api-server';
import { switchRole } from './role-switch';
import { useRoleSwitchMenuItems } from './role-switch-menu';
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
});
afterEach(() => {
  cleanup();
  shown.restore();
  vi.restoreAllMocks();
});

async function signInAs(username: string) {
  const data = await passwordStep({ username, password: TEST_PASSWORD });
  await useSessionStore.getState().login(data.state);
  await useSessionStore.getState().getInfo();
}

/** An antd menu with the role-switch entries, as the avatar menu renders them. */
function AvatarMenu() {
  return (
    <Menu selectable={false} items={[{ key: 'profile', label: 'Profile' }, ...useRoleSwitchMenuItems()]} />
  );
}

function renderMenu() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AvatarMenu />
    </QueryClientProvider>,
  );
}

const isDisabled = (name: string) =>
  screen.getByRole('menuitem', { name }).getAttribute('aria-disabled') === 'true';

describe('role switch menu entries', () => {
  it('offers a developer the three roles with the current one disabled, and switches on a click', async () => {
    await signInAs('developer');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderMenu();
    expect(await screen.findByText('Switch role')).toBeTruthy();
    expect(['Developer', 'Admin', 'Editor'].map(isDisabled)).toEqual([true, false, false]);

    const before = useSessionStore.getState().token;
    fireEvent.click(screen.getByRole('menuitem', { name: 'Editor' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard/index'));
    expect(useSessionStore.getState().token).not.toBe(before);
  });

  it('keeps the way back open while acting as another role', async () => {
    await signInAs('developer');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await switchRole('admin', () => undefined);
    await useSessionStore.getState().getInfo();
    renderMenu();
    await screen.findByText('Switch role');
    expect(['Developer', 'Admin', 'Editor'].map(isDisabled)).toEqual([false, true, false]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers nothing to anyone who is not a developer', async () => {
    await signInAs('admin');
    renderMenu();
    await screen.findByRole('menuitem', { name: 'Profile' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText('Switch role')).toBeNull();
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
  });
});
