import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storeRoles } from '@/lib/api-session';
import { accountKeys, getMe, getProfile } from './api';

/** The query of GET /auth/me, shared by its hook and the start-up prefetch. */
export const meQuery = queryOptions({ queryKey: accountKeys.me, queryFn: getMe, retry: false });

/** The query of GET /auth/profile, shared by its hook and the start-up prefetch. */
export const profileQuery = queryOptions({
  queryKey: accountKeys.profile,
  queryFn: getProfile,
  retry: false,
  staleTime: 60_000,
});

/** The signed-in learner of GET /auth/me. */
export function useMe() {
  return useQuery(meQuery);
}

/** Starts GET /auth/me into the cache (a failure stays in the cache for the screen to show). */
export function prefetchMe(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(meQuery);
}

/** Starts GET /auth/profile into the cache, for the guard of every signed-in screen. */
export function prefetchProfile(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(profileQuery);
}

/** The signed-in profile (role flags, account status); the roles are kept in localStorage too. */
export function useProfile(enabled = true) {
  const query = useQuery({ ...profileQuery, enabled });
  useEffect(() => {
    if (query.data) storeRoles(query.data);
  }, [query.data]);
  return query;
}
