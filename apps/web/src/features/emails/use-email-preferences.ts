import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferenceKey, EmailPreferences } from '@hadal/domain';
import { emailKeys, fetchEmailPreferences, updateEmailPreference } from './api';

export function useEmailPreferences() {
  return useQuery({ queryKey: emailKeys.preferences(), queryFn: fetchEmailPreferences });
}

/**
 * A preference toggle applied at once (spec 02 §4): the switch moves before the server answers,
 * and moves back if the change fails.
 */
export function useToggleEmailPreference() {
  const queryClient = useQueryClient();
  const key = emailKeys.preferences();
  const set = (name: EmailPreferenceKey, value: boolean) =>
    queryClient.setQueryData<EmailPreferences>(key, (old) => (old ? { ...old, [name]: value } : old));
  return useMutation({
    mutationFn: ({ name, value }: { name: EmailPreferenceKey; value: boolean }) => updateEmailPreference(name, value),
    onMutate: async ({ name, value }) => {
      await queryClient.cancelQueries({ queryKey: key });
      set(name, value);
    },
    // Only the switch that failed moves back; a change made meanwhile to another one stays.
    onError: (_error, { name, value }) => set(name, !value),
    onSuccess: (_saved, { name, value }) => set(name, value),
  });
}
