import {
  accountPaths,
  type PasswordBody,
  type ProfileBody,
  type profileData,
  type sessionItem,
} from '@shop/contract/areas/session';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { request, underBase } from '../../lib/request';

export type Profile = z.infer<typeof profileData>;
export type SessionItem = z.infer<typeof sessionItem>;

/** Query keys of the signed-in staff member's own account. */
export const profileKeys = {
  all: ['profile'] as const,
  profile: () => [...profileKeys.all, 'me'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
};

export async function getProfile(): Promise<Profile> {
  return (await request<Profile>(underBase(accountPaths.profile))).data;
}

/** Saves name, avatar and introduction; bad fields come back as code 40000 with `data.issues`. */
export async function updateProfile(body: ProfileBody): Promise<Profile> {
  return (await request<Profile>(underBase(accountPaths.profile), { method: 'PUT', data: body })).data;
}

/** A wrong current password is a 40000 with an issue on `oldPassword`; other sessions end on success. */
export async function changePassword(body: PasswordBody): Promise<void> {
  await request<null>(underBase(accountPaths.password), { method: 'POST', data: body });
}

export async function listSessions(): Promise<SessionItem[]> {
  return (await request<{ items: SessionItem[] }>(underBase(accountPaths.sessions))).data.items;
}

/** Signs out one of the staff member's own sessions; that device's next call is refused. */
export async function endSession(id: number): Promise<void> {
  const path = underBase(accountPaths.session).replace(':id', String(id));
  await request<null>(path, { method: 'DELETE' });
}

// The profile page is `noCache` (B-I2): nothing of it outlives the page, not even in the query cache.
export const profileQuery = () =>
  queryOptions({ queryKey: profileKeys.profile(), queryFn: getProfile, gcTime: 0 });

export const sessionsQuery = () =>
  queryOptions({ queryKey: profileKeys.sessions(), queryFn: listSessions, gcTime: 0 });
