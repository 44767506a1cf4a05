import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlacementStatus } from '@hadal/domain';
import { answerPlacement, getPlacementStatus, placementKeys, reopenPlacementLevel, startPlacement } from './api';

export function usePlacementStatus() {
  return useQuery({ queryKey: placementKeys.status, queryFn: getPlacementStatus, retry: false });
}

/** Starting (or retaking) puts the new test into the cached status. */
export function useStartPlacement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startPlacement,
    onSuccess: (test) =>
      client.setQueryData<PlacementStatus>(placementKeys.status, (s) => ({
        result: s?.result ?? null,
        in_progress: test,
      })),
  });
}

/**
 * Answers the current question; the cached status follows. A finished test changed the learner's
 * lessons (skipped by placement), so the lesson lists are fetched again.
 */
export function useAnswerPlacement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerPlacement,
    onSuccess: async (answer) => {
      client.setQueryData<PlacementStatus>(placementKeys.status, (s) =>
        answer.done
          ? { in_progress: null, result: answer.result }
          : { result: s?.result ?? null, in_progress: answer.test },
      );
      if (answer.done) await client.invalidateQueries({ queryKey: ['lessons'] });
    },
    // A question answered in another tab: show the test as the server has it.
    onError: () => client.invalidateQueries({ queryKey: placementKeys.status }),
  });
}

/** Reopens a level the placement skipped: the result and the lesson lists follow. */
export function useReopenPlacementLevel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reopenPlacementLevel,
    onSuccess: async ({ result }) => {
      client.setQueryData<PlacementStatus>(placementKeys.status, (s) => ({
        in_progress: s?.in_progress ?? null,
        result,
      }));
      await client.invalidateQueries({ queryKey: ['lessons'] });
    },
  });
}
