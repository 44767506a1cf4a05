import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryCompleteRequest } from '@hadal/domain';
import { accountKeys } from '@/lib/account/api';
import { completeStory, getStories, getStory, storiesKeys } from './api';

export function useStories() {
  return useQuery({ queryKey: storiesKeys.list, queryFn: getStories });
}

export function useStory(id: string) {
  return useQuery({ queryKey: storiesKeys.story(id), queryFn: () => getStory(id) });
}

/** Sends the answers; afterwards the list's done marks and the learner's XP are read again. */
export function useCompleteStory(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StoryCompleteRequest) => completeStory(id, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: storiesKeys.all });
      void client.invalidateQueries({ queryKey: accountKeys.me });
    },
  });
}
