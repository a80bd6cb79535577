import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertStaff } from '../../../../server/src/test-support/staff-rows';
import { signIn } from '../../../../server/src/test-support/test-app';
import { apiUrl, call } from '../../lib/api';
import { setToken } from '../../lib/auth-cookie';
import { isStaleVersion, staleVersionNotice } from '../../lib/list/stale-version';
import { streamDownload } from '../../lib/list/stream-download';
import { type ApiServer, recordFeedback, signInConsole, startApiServer } from '../../test-support/api-server';
import { updateStaff } from './staff.queries';
import { setDisabled } from './staff-bulk';

let server: ApiServer;
let shown: ReturnType<typeof recordFeedback>;
let ids: number[];

beforeAll(async () => {
  server = await startApiServer();
  ids = await insertStaff(server.testApp.database.db, [
    { username: 'wren', name: 'Wren Weaver' },
    { username: 'otto', name: 'Otto Potter' },
    { username: 'ivy', name: 'Ivy Ink', roles: ['admin'] },
  ]);
});
afterAll(() => server.close());
beforeEach(async () => {
  shown = recordFeedback();
  await signInConsole('admin');
});
afterEach(() => shown.restore());

/** Someone else's edit, through the server's own test client. */
async function editElsewhere(id: number, version: number, payload: Record<string, unknown>) {
  const token = await signIn(server.testApp.app, 'developer');
  const res = await server.testApp.app.inject({
    method: 'PATCH',
    url: `/base/admin/staff/${id}`,
    headers: { 'x-token': token },
    payload: { version, ...payload },
  });
  expect(res.statusCode).toBe(200);
}

describe('staff queries', () => {
  it('lists with the URL state as query params', async () => {
    const data = await call('listStaff', {
      query: { q: 'o', role: 'editor', sort: 'username:asc', page: 1, pageSize: 20 },
    });
    expect(data.items.map((i) => i.username)).toEqual(['editor', 'otto']);
  });

  it('saves at the version read, and a stale save rejects with who changed it', async () => {
    const id = ids[0] ?? 0;
    const read = await call('getStaff', { params: { id: id } });
    await editElsewhere(id, read.version, { name: 'Wren by Devi' });
    const error = await updateStaff(id, { version: read.version, name: 'Mine' }).catch((e: unknown) => e);
    expect(isStaleVersion(error)).toBe(true);
    expect(staleVersionNotice(error, 'en')?.name).toBe('Devi Developer');
    expect(shown.errors.map((e) => e.text)).toEqual([
      expect.stringMatching(/^Changed by Devi Developer at /),
    ]);
    expect((await call('getStaff', { params: { id: id } })).name).toBe('Wren by Devi');
  });

  it('bulk-disables at each row version, reporting stale rows untouched', async () => {
    const rows = (await call('listStaff', { query: { q: 'o', sort: 'username:asc', page: 1, pageSize: 20 } }))
      .items;
    const otto = rows.find((r) => r.username === 'otto');
    await editElsewhere(otto?.id ?? 0, otto?.version ?? 0, { name: 'Otto Changed' });
    const outcome = await setDisabled(rows, true);
    expect(outcome.updated.map((r) => r.username)).toEqual(['developer', 'editor']);
    expect(outcome.stale.map((r) => r.username)).toEqual(['otto']);
    expect(await call('getStaff', { params: { id: otto?.id ?? 0 } })).toMatchObject({
      disabled: false,
      name: 'Otto Changed',
    });
    await setDisabled(outcome.updated, false);
  });
});

describe('streamDownload', () => {
  it('reads the export with progress and gives the file the server named', async () => {
    const progress: number[] = [];
    const file = await streamDownload(
      apiUrl('exportStaff', { query: { role: 'admin', sort: 'username:asc' } }),
      (p) => {
        progress.push(p.received);
        expect(p.rows).toBe(2);
      },
    );
    expect(file.fileName).toMatch(/^staff-\d{4}-\d\d-\d\d\.xlsx$/);
    expect(file.rows).toBe(2);
    expect(progress.at(-1)).toBe(file.blob.size);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.blob.arrayBuffer());
    const usernames: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row, n) => {
      if (n > 1) usernames.push(row.getCell(2).value);
    });
    expect(usernames).toEqual(['admin', 'ivy']);
  });

  it('rejects with the server message when the export is refused', async () => {
    await signInConsole('editor');
    await expect(streamDownload(apiUrl('exportStaff'), () => {})).rejects.toMatchObject({
      code: 40300,
      message: 'Forbidden',
    });
  });

  it('offers re-login when the session ended before the export', async () => {
    setToken('never-issued');
    await expect(streamDownload(apiUrl('exportStaff'), () => {})).rejects.toMatchObject({ code: 50008 });
    expect(shown.dialogs).toHaveLength(1);
    shown.dialogs[0]?.onCancel();
  });
});
