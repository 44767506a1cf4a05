import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storeRoles } from '@/lib/api-session';
import { accountKeys, getMe, getProfile } from './api';

/** The signed-in learner of GET /auth/me. */
export function useMe() {
  return useQuery({ queryKey: accountKeys.me, queryFn: getMe, retry: false });
}

/** The signed-in profile (role flags, account status); the roles are kept in localStorage too. */
export function useProfile(enabled = true) {
  const query = useQuery({
    queryKey: accountKeys.profile,
    queryFn: getProfile,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data) storeRoles(query.data);
  }, [query.data]);
  return query;
}
