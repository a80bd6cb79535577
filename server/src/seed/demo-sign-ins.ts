import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { staffLoginLog, staffUser } from '../db/schema.js';

const browsers = {
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  script: 'python-requests/2.32.3',
};

type Attempt = [
  username: string,
  hoursAgo: number,
  method: 'password' | 'qr',
  reason: 'badPassword' | 'throttled' | 'unknownUser' | 'expired' | null,
  ip: string,
  browser: keyof typeof browsers,
];

// Two weeks of an ordinary shop: daily sign-ins from the office and a phone, a mistyped password,
// a QR code confirmed too late, and someone outside guessing at `admin` and a name that is not there.
const attempts: Attempt[] = [
  ['admin', 1, 'password', null, '192.168.1.20', 'chromeMac'],
  ['admin', 26, 'password', null, '192.168.1.20', 'chromeMac'],
  ['admin', 49, 'qr', null, '192.168.1.20', 'chromeMac'],
  ['admin', 73, 'password', null, '192.168.1.20', 'chromeMac'],
  ['admin', 73.1, 'password', 'badPassword', '192.168.1.20', 'chromeMac'],
  ['admin', 120, 'password', 'throttled', '203.0.113.45', 'script'],
  ['admin', 120.01, 'password', 'badPassword', '203.0.113.45', 'script'],
  ['admin', 120.02, 'password', 'badPassword', '203.0.113.45', 'script'],
  ['admin', 170, 'password', null, '10.0.0.8', 'safariIphone'],
  ['admin', 300, 'password', null, '192.168.1.20', 'chromeMac'],
  ['editor', 3, 'password', null, '192.168.1.31', 'firefoxWindows'],
  ['editor', 28, 'qr', null, '192.168.1.31', 'firefoxWindows'],
  ['editor', 28.1, 'qr', 'expired', '192.168.1.31', 'firefoxWindows'],
  ['editor', 52, 'password', null, '192.168.1.31', 'firefoxWindows'],
  ['editor', 52.05, 'password', 'badPassword', '192.168.1.31', 'firefoxWindows'],
  ['editor', 200, 'password', null, '10.0.0.9', 'safariIphone'],
  ['developer', 5, 'password', null, '192.168.1.40', 'edgeWindows'],
  ['developer', 100, 'password', null, '192.168.1.40', 'edgeWindows'],
  ['root', 120.03, 'password', 'unknownUser', '203.0.113.45', 'script'],
];

/** The sign-in log of the demo staff, so the staff drawer's tab and the profile have a story to show. */
export async function seedDemoSignIns(db: Db): Promise<number> {
  const staff = await db
    .select({ id: staffUser.id, username: staffUser.username })
    .from(staffUser)
    .where(inArray(staffUser.username, ['admin', 'editor', 'developer']));
  const idOf = new Map(staff.map((s) => [s.username, s.id]));
  const rows = attempts.map(([username, hoursAgo, method, reason, ip, browser]) => ({
    staffUserId: idOf.get(username) ?? null,
    username,
    method,
    success: reason === null,
    reason,
    ip,
    userAgent: browsers[browser],
    at: sql`now() - make_interval(secs => ${Math.round(hoursAgo * 3600)})`,
  }));
  await db.insert(staffLoginLog).values(rows);
  return rows.length;
}
