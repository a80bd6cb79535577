import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/harness.js';
import { seedDemoSignIns } from './demo-sign-ins.js';

const t = useTestApp();

describe('the demo sign-in log', () => {
  it('gives the demo staff successes and failures, newest first, beside their real sign-ins', async () => {
    expect(await seedDemoSignIns(t.db)).toBeGreaterThan(10);
    const admin = await t.as('admin');
    const { items } = await admin.ok('listOwnSignIns');
    // Signing in just now is the newest; the demo's story follows.
    expect(items[0]).toMatchObject({ success: true, ip: '127.0.0.1' });
    expect(items.map((i) => i.reason)).toEqual(expect.arrayContaining([null, 'badPassword', 'throttled']));
    const times = items.map((i) => Date.parse(i.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [editorRow] = (await admin.ok('listStaff', { query: { q: 'editor' } })).items;
    const editor = await admin.ok('listStaffSignIns', { params: { id: editorRow?.id ?? 0 }, query: {} });
    expect(editor.items.some((i) => i.method === 'qr')).toBe(true);
  });
});
