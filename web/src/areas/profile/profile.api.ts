import type { PasswordBody, Profile, ProfileBody, SessionItem } from '@shop/contract/areas/session';
import type { SignInItem } from '@shop/contract/areas/staff';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';

export type { Profile, SessionItem };

/** Query keys of the signed-in staff member's own account. */
export const profileKeys = {
  all: ['profile'] as const,
  profile: () => [...profileKeys.all, 'me'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
  signIns: () => [...profileKeys.all, 'signIns'] as const,
};

export function getProfile(): Promise<Profile> {
  return call('getProfile');
}

/** Saves name, avatar and introduction; bad fields come back as code 40000 with `data.issues`. */
export function updateProfile(body: ProfileBody): Promise<Profile> {
  return call('updateProfile', { body });
}

/** A wrong current password is a 40000 with an issue on `oldPassword`; other sessions end on success. */
export async function changePassword(body: PasswordBody): Promise<void> {
  await call('changePassword', { body });
}

export async function listSessions(): Promise<SessionItem[]> {
  return (await call('listOwnSessions')).items;
}

/** The staff member's own latest sign-in attempts, newest first. */
export async function listSignIns(): Promise<SignInItem[]> {
  return (await call('listOwnSignIns')).items;
}

/** Signs out one of the staff member's own sessions; that device's next call is refused. */
export async function endSession(id: number): Promise<void> {
  await call('endOwnSession', { params: { id } });
}

// The profile page is `noCache` (B-I2): nothing of it outlives the page, not even in the query cache.
export const profileQuery = () =>
  queryOptions({ queryKey: profileKeys.profile(), queryFn: getProfile, gcTime: 0 });

export const sessionsQuery = () =>
  queryOptions({ queryKey: profileKeys.sessions(), queryFn: listSessions, gcTime: 0 });

export const signInsQuery = () =>
  queryOptions({ queryKey: profileKeys.signIns(), queryFn: listSignIns, gcTime: 0 });
