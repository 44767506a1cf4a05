import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storeRoles } from '@/lib/api-session';
import { fetchProfile } from './auth-api';

export const profileQueryKey = ['auth', 'profile'] as const;

/** The signed-in profile (role flags, account status); the roles are kept in localStorage too. */
export function useProfile(enabled = true) {
  const query = useQuery({
    queryKey: profileQueryKey,
    queryFn: fetchProfile,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data) storeRoles(query.data);
  }, [query.data]);
  return query;
}
