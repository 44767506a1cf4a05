import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearAllSavedLessonState } from '@/lib/saved-lesson-state';
import { settingsQuery } from '@/lib/account/hooks';
import { changePassword, fetchProfile, profileKeys, resetAllProgress, saveSettings } from './api';

export function useProfileDetails() {
  return useQuery({ queryKey: profileKeys.profile(), queryFn: fetchProfile, retry: false });
}

export function useSettings() {
  return useQuery(settingsQuery);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved, change) => {
      queryClient.setQueryData(profileKeys.settings(), saved);
      // A child's new username shows in the profile and the greeting.
      if (change.username !== undefined) void queryClient.invalidateQueries();
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** Danger zone: the server clears progress, XP and reviews; this browser forgets saved lesson state. */
export function useResetAllProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetAllProgress,
    onSuccess: async () => {
      clearAllSavedLessonState();
      // Every screen's progress, XP and streak data is stale now.
      await queryClient.invalidateQueries();
    },
  });
}
