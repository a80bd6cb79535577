import type { Permission } from '@shop/contract/permissions';
import { openSession } from '../areas/session/session.service.js';
import type { Db } from '../db/client.js';
import { role, rolePermission } from '../db/schema.js';
import { insertStaff } from './staff-rows.js';

/**
 * A custom role holding exactly `granted`, a member holding it, and a session of theirs: for tests
 * of what a permission lets through. Answers the token.
 */
export async function sessionWithPermissions(
  db: Db,
  name: string,
  granted: readonly Permission[],
): Promise<string> {
  await db.insert(role).values({ name, label: name });
  if (granted.length > 0)
    await db.insert(rolePermission).values(granted.map((permission) => ({ role: name, permission })));
  const [staffId] = await insertStaff(db, [{ username: `member-${name}`, roles: [name] }]);
  const { token } = await openSession(
    db,
    staffId ?? 0,
    { ip: '127.0.0.1', userAgent: 'test' },
    { maxHours: 1 },
  );
  return token;
}
