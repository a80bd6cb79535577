import { z } from 'zod';
import { roleSchema } from '../roles.js';

/** Staff accounts: the people who sign in to the console. */
export const staffPaths = {
  list: '/base/admin/staff',
} as const;

export const staffListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(64).optional(),
});

export const staffListItem = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  roles: z.array(roleSchema),
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffListItem = z.infer<typeof staffListItem>;

export const staffListData = z.object({
  items: z.array(staffListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
