import { useMutation, useQuery } from '@tanstack/react-query';
import { checkPronunciation, getSpeechConfig, pronunciationKeys } from './api';

/** How this learner's recordings are checked; cached for the session (it changes only with the server's configuration). */
export function useSpeechConfig() {
  return useQuery({ queryKey: pronunciationKeys.config, queryFn: getSpeechConfig, staleTime: 5 * 60_000, retry: 1 });
}

export function useCheckPronunciation() {
  return useMutation({ mutationFn: checkPronunciation });
}
