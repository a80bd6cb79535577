import { asc, count, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffUser } from '../../db/schema.js';

export interface StaffListFilter {
  page: number;
  pageSize: number;
  q?: string | undefined;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listStaff(db: Db, filter: StaffListFilter) {
  let where: SQL | undefined;
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    where = or(ilike(staffUser.username, pattern), ilike(staffUser.name, pattern));
  }
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: staffUser.id,
        username: staffUser.username,
        name: staffUser.name,
        avatar: staffUser.avatar,
        roles: staffUser.roles,
        disabled: staffUser.disabled,
        lastLoginAt: staffUser.lastLoginAt,
        createdAt: staffUser.createdAt,
      })
      .from(staffUser)
      .where(where)
      .orderBy(asc(staffUser.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(staffUser).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
