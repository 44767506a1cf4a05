import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ChildCreateRequest, ChildUpdateRequest } from '@hadal/domain';
import { enterChildView } from '@/lib/child-view';
import { childrenKeys, getParentDashboard } from './dashboard-api';

// Every other call (zod) loads when first made: the parent dashboard's first load reads only its summary.
const loadApi = () => import('./api');

const parentDashboardQuery = queryOptions({ queryKey: childrenKeys.dashboard, queryFn: getParentDashboard });

export function useParentDashboard() {
  return useQuery(parentDashboardQuery);
}

/** Starts GET /children/dashboard into the cache before the screen shows. */
export function prefetchParentDashboard(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(parentDashboardQuery);
}

export function useChild(id: number | null) {
  return useQuery({
    queryKey: childrenKeys.child(id ?? 0),
    queryFn: async () => (await loadApi()).getChild(id!),
    enabled: id !== null,
    retry: false,
  });
}

export function useChildProgress(id: number | null) {
  return useQuery({
    queryKey: childrenKeys.progress(id ?? 0),
    queryFn: async () => (await loadApi()).getChildProgress(id!),
    enabled: id !== null,
    retry: false,
  });
}

export function useLessonTitles(enabled: boolean) {
  return useQuery({
    queryKey: childrenKeys.lessonTitles,
    queryFn: async () => (await loadApi()).getLessonTitles(),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** After any change to a child, the dashboard and that child's cached data are read again. */
function useRefreshChildren() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: childrenKeys.all });
}

export type SaveChildInput = { id: null; body: ChildCreateRequest } | { id: number; body: ChildUpdateRequest };

/** Creates (id null) or edits a child profile. */
export function useSaveChild() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: async (input: SaveChildInput) => {
      const { createChild, updateChild } = await loadApi();
      return input.id === null ? createChild(input.body) : updateChild(input.id, input.body);
    },
    onSuccess: refresh,
  });
}

export function useDeleteChild() {
  const refresh = useRefreshChildren();
  return useMutation({ mutationFn: async (id: number) => (await loadApi()).deleteChild(id), onSuccess: refresh });
}

export function useResetChildProgress() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: async (id: number) => (await loadApi()).resetChildProgress(id),
    onSuccess: refresh,
  });
}

/**
 * Continue Learning: takes the child-scoped session, stashes the parent's (spec 01 §4 Child
 * impersonation) and opens the dashboard as the child.
 */
export function useContinueLearning() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (id: number) => (await loadApi()).startChildSession(id),
    onSuccess: (session) => {
      enterChildView(session);
      // Everything cached was read with the parent's token.
      queryClient.clear();
      navigate(`/dashboard?child=${session.child_id}`);
    },
  });
}
