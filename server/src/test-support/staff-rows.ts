import type { Role } from '@shop/contract/roles';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { staffUser } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { TEST_PASSWORD } from './test-app.js';

export interface ExtraStaff {
  username: string;
  name?: string;
  roles?: Role[];
  disabled?: boolean;
  /** Seconds before now; default: now. */
  createdSecondsAgo?: number;
  lastLoginSecondsAgo?: number | null;
}

/** Adds staff accounts (password TEST_PASSWORD) beside the demo ones; returns their ids in order. */
export async function insertStaff(db: Db, rows: ExtraStaff[]): Promise<number[]> {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const inserted = await db
    .insert(staffUser)
    .values(
      rows.map((r) => ({
        username: r.username,
        name: r.name ?? r.username,
        roles: r.roles ?? ['editor'],
        disabled: r.disabled ?? false,
        passwordHash,
        createdAt: sql`now() - make_interval(secs => ${r.createdSecondsAgo ?? 0})`,
        lastLoginAt:
          r.lastLoginSecondsAgo == null ? null : sql`now() - make_interval(secs => ${r.lastLoginSecondsAgo})`,
      })),
    )
    .returning({ id: staffUser.id });
  return inserted.map((r) => r.id);
}

/**
 * `count` accounts named `<prefix>0001`…, with roles, statuses and sign-ins mixed, creation times
 * microseconds apart with runs of equal ones (the traps of keyset paging), for list and export tests.
 */
export function bulkStaff(prefix: string, count: number): ExtraStaff[] {
  const roleSets: Role[][] = [['editor'], ['admin'], ['editor', 'admin'], ['developer']];
  return Array.from({ length: count }, (_, i) => ({
    username: `${prefix}${String(i + 1).padStart(4, '0')}`,
    name: `${['Zoe', 'amy', 'Bob', 'carl'][i % 4]} ${prefix} ${String(count - i).padStart(4, '0')}`,
    roles: roleSets[i % roleSets.length] ?? ['editor'],
    disabled: i % 5 === 0,
    // Three rows share each creation time; neighbours differ by a few microseconds.
    createdSecondsAgo: 1000 + Math.floor(i / 3) * 0.000007,
    lastLoginSecondsAgo: i % 3 === 0 ? null : 500 + (i % 17),
  }));
}
