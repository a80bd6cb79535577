import type { Role } from '@shop/contract/roles';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { staffUser } from '../db/schema.js';
import { hashPassword, randomPassword } from '../lib/passwords.js';

export interface SeedStaffResult {
  created: string[];
  /** Set when the password was generated: shown once in the start-up log, never stored in clear. */
  generatedPassword?: string;
}

const demoStaff: { username: string; name: string; roles: Role[]; introduction: string }[] = [
  { username: 'admin', name: 'Ada Admin', roles: ['admin'], introduction: 'Runs the shop day to day.' },
  {
    username: 'editor',
    name: 'Eddie Editor',
    roles: ['editor'],
    introduction: 'Looks after products and orders.',
  },
  {
    username: 'developer',
    name: 'Devi Developer',
    roles: ['developer'],
    introduction: 'Keeps the console running.',
  },
];

/**
 * On first start (no staff at all) creates the demo accounts, or with SEED=none only `admin`,
 * so there is always someone who can sign in. Later starts change nothing.
 */
export async function seedStaff(
  db: Db,
  options: { seed: 'demo' | 'none'; adminPassword?: string | undefined },
): Promise<SeedStaffResult> {
  const [existing] = await db.select({ n: count() }).from(staffUser);
  if ((existing?.n ?? 0) > 0) return { created: [] };
  const password = options.adminPassword ?? randomPassword();
  const passwordHash = await hashPassword(password);
  const accounts = options.seed === 'demo' ? demoStaff : demoStaff.filter((s) => s.username === 'admin');
  await db
    .insert(staffUser)
    .values(accounts.map((s) => ({ ...s, passwordHash, avatar: `/avatars/${s.username}.svg` })))
    .onConflictDoNothing();
  return {
    created: accounts.map((s) => s.username),
    ...(options.adminPassword ? {} : { generatedPassword: password }),
  };
}
