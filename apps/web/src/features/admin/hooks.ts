import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AdminChildUpdateRequest, InviteCreateRequest, RegistrationMode } from '@hadal/domain';
import * as adminApi from './api';

const { adminKeys } = adminApi;

export const useInvites = () => useQuery({ queryKey: adminKeys.invites, queryFn: adminApi.getInvites });
export const useSettings = () => useQuery({ queryKey: adminKeys.settings, queryFn: adminApi.getSettings });
export const useBundles = () => useQuery({ queryKey: adminKeys.bundles, queryFn: adminApi.getBundles });
export const useUsers = () => useQuery({ queryKey: adminKeys.users, queryFn: adminApi.getUsers });
export const useChildProfiles = () => useQuery({ queryKey: adminKeys.children, queryFn: adminApi.getChildProfiles });
export const useWaitlist = () => useQuery({ queryKey: adminKeys.waitlist, queryFn: adminApi.getWaitlist });
export const useFeedback = () => useQuery({ queryKey: adminKeys.feedback, queryFn: adminApi.getFeedback });
export const useVoiceCoverage = () =>
  useQuery({ queryKey: adminKeys.voiceCoverage, queryFn: adminApi.getVoiceCoverage });
export const useAnalytics = () => useQuery({ queryKey: adminKeys.analytics, queryFn: adminApi.getAnalytics });
export const useAiUsage = (search: string, skip: number) =>
  useQuery({
    queryKey: adminKeys.aiUsage(search, skip),
    queryFn: () => adminApi.getAiUsage(search, skip),
    placeholderData: keepPreviousData,
  });

/** A change, after which the lists under `refresh` are read again. */
function useAdminMutation<A, R>(fn: (args: A) => Promise<R>, refresh: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useCreateInvite = () =>
  useAdminMutation((body: InviteCreateRequest) => adminApi.createInvite(body), [adminKeys.invites]);
export const useRenewInvite = () =>
  useAdminMutation((a: { id: number; days: number }) => adminApi.renewInvite(a.id, a.days), [adminKeys.invites]);
export const useDeleteInvite = () => useAdminMutation((id: number) => adminApi.deleteInvite(id), [adminKeys.invites]);
export const useSetRegistrationMode = () =>
  useAdminMutation((mode: RegistrationMode) => adminApi.setRegistrationMode(mode), [adminKeys.settings]);

export const useActivateBundle = () =>
  useAdminMutation((bundleId: string) => adminApi.activateBundle(bundleId), [adminKeys.bundles]);

export const useResetUserPassword = () =>
  useAdminMutation((a: { id: number; password: string }) => adminApi.resetUserPassword(a.id, a.password), []);
export const useVerifyUserEmail = () =>
  useAdminMutation((id: number) => adminApi.verifyUserEmail(id), [adminKeys.users]);
export const useSetVoiceContributor = () =>
  useAdminMutation(
    (a: { id: number; enabled: boolean }) => adminApi.setVoiceContributor(a.id, a.enabled),
    [adminKeys.users],
  );
export const useRemoveUserMfa = () => useAdminMutation((id: number) => adminApi.removeUserMfa(id), [adminKeys.users]);
export const useDeleteUser = () =>
  useAdminMutation((id: number) => adminApi.deleteUser(id), [adminKeys.users, adminKeys.children]);

export const useUpdateChildProfile = () =>
  useAdminMutation(
    (a: { id: number; body: AdminChildUpdateRequest }) => adminApi.updateChildProfile(a.id, a.body),
    [adminKeys.children],
  );
export const useVerifyChildEmail = () =>
  useAdminMutation((id: number) => adminApi.verifyChildEmail(id), [adminKeys.children]);
export const useMoveChildProfile = () =>
  useAdminMutation(
    (a: { id: number; parentId: number }) => adminApi.moveChildProfile(a.id, a.parentId),
    [adminKeys.children],
  );

export const useInviteWaitlistEntry = () =>
  useAdminMutation((id: number) => adminApi.inviteWaitlistEntry(id), [adminKeys.waitlist, adminKeys.invites]);

export const useSetAiLimit = () =>
  useAdminMutation((a: { id: number; limit: number }) => adminApi.setAiLimit(a.id, a.limit), [['admin', 'ai-usage']]);
export const useResetAiUsage = () =>
  useAdminMutation((id: number) => adminApi.resetAiUsage(id), [['admin', 'ai-usage']]);
