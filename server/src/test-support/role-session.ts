import type { Permission } from '@shop/contract/permissions';
import { openSession } from '../areas/session/session.service.js';
import type { Db } from '../db/client.js';
import { role, rolePermission } from '../db/schema.js';
import { insertStaff } from './staff-rows.js';

/**
 * A custom role holding exactly `granted`, a member holding it, and a session of theirs: for tests
 * of what a permission lets through. Answers the token. With `actingAs`, the session is that
 * existing member's, acting as the role (as a developer's role switch does): no new account and no
 * password hash, for tests that need many roles.
 */
export async function sessionWithPermissions(
  db: Db,
  name: string,
  granted: readonly Permission[],
  options: { actingAs?: number } = {},
): Promise<string> {
  await db.insert(role).values({ name, label: name });
  if (granted.length > 0)
    await db.insert(rolePermission).values(granted.map((permission) => ({ role: name, permission })));
  const client = { ip: '127.0.0.1', userAgent: 'test' };
  if (options.actingAs !== undefined)
    return (await openSession(db, options.actingAs, client, { maxHours: 1 }, [name])).token;
  const [staffId] = await insertStaff(db, [{ username: `member-${name}`, roles: [name] }]);
  return (await openSession(db, staffId ?? 0, client, { maxHours: 1 })).token;
}
