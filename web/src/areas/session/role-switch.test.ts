import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PASSWORD } from '../../../../server/src/test-support/test-app';
import { getToken } from '../../lib/auth-cookie';
import { useSessionStore } from '../../stores/session-store';
import { type ApiServer, recordFeedback, startApiServer } from '../../test-support/api-server';
import { ROLE_SWITCH_TARGET, switchRole } from './role-switch';
import { switchableRoles } from './role-switch-menu';
import { passwordStep } from './session.api';

let server: ApiServer;
let shown: ReturnType<typeof recordFeedback>;
const leave = vi.fn();

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  shown = recordFeedback();
  leave.mockReset();
  useSessionStore.getState().resetToken();
});
afterEach(() => shown.restore());

async function signInAs(username: string) {
  const data = await passwordStep({ username, password: TEST_PASSWORD });
  await useSessionStore.getState().login(data.state);
  await useSessionStore.getState().getInfo();
}

describe('role switch (B-A15)', () => {
  it('lets a developer act as editor and back, each time with a new session', async () => {
    await signInAs('developer');
    const developerToken = useSessionStore.getState().token;
    expect(await switchableRoles(developerToken)).toEqual(['developer', 'admin', 'editor']);

    await switchRole('editor', leave);
    const editorToken = useSessionStore.getState().token;
    expect(editorToken).not.toBe(developerToken);
    expect(getToken()).toBe(editorToken);
    // Roles are cleared so that the fresh page load asks for user info again.
    expect(useSessionStore.getState().roles).toEqual([]);
    expect(leave).toHaveBeenCalledWith(ROLE_SWITCH_TARGET);
    expect(ROLE_SWITCH_TARGET).toBe('/dashboard/index');

    await expect(useSessionStore.getState().getInfo()).resolves.toMatchObject({
      roles: ['editor'],
      name: 'Devi Developer',
    });
    // Acting as editor still offers the way back.
    expect(await switchableRoles(editorToken)).toEqual(['developer', 'admin', 'editor']);

    await switchRole('developer', leave);
    await expect(useSessionStore.getState().getInfo()).resolves.toMatchObject({ roles: ['developer'] });
    expect(leave).toHaveBeenCalledTimes(2);
    expect(shown.errors).toEqual([]);
  });

  it('ends the session it switched away from', async () => {
    await signInAs('developer');
    const before = useSessionStore.getState().token;
    await switchRole('admin', leave);
    const old = await server.testApp.app.inject({
      url: '/base/admin/user/info',
      headers: { 'x-token': before },
    });
    expect(old.json().code).not.toBe(20000);
  });

  it('offers nothing to anyone else and refuses their switch with 403', async () => {
    await signInAs('admin');
    const { token } = useSessionStore.getState();
    expect(await switchableRoles(token)).toEqual([]);

    await expect(switchRole('developer', leave)).rejects.toMatchObject({ code: 40300 });
    expect(shown.errors.map((e) => e.text)).toEqual(['Forbidden']);
    expect(useSessionStore.getState()).toMatchObject({ token, roles: ['admin'] });
    expect(getToken()).toBe(token);
    expect(leave).not.toHaveBeenCalled();
  });
});
