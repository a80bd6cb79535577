import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { staffKeys } from '../../lib/resource-keys';

/** The signed-in member's own username (user info carries none), read once per session. */
const ownProfileOptions = () =>
  queryOptions({
    queryKey: [...staffKeys.all, 'self'],
    queryFn: () => call('getProfile'),
    staleTime: Infinity,
  });

/** Whether a staff row is the signed-in member's own account (undefined until known). */
export function useIsSelf(username: string): boolean | undefined {
  const { data } = useQuery(ownProfileOptions());
  return data ? data.username.toLowerCase() === username.toLowerCase() : undefined;
}
