import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MfaDisableRequest } from '@hadal/domain';
import {
  disableMfa,
  enableMfa,
  fetchMfaStatus,
  fetchPasskeys,
  fetchTrustedDevices,
  mfaKeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
  revokeTrustedDevice,
  startMfaSetup,
} from './api';

export function useMfaStatus(enabled = true) {
  return useQuery({ queryKey: mfaKeys.status(), queryFn: fetchMfaStatus, enabled });
}

export function useTrustedDevices(enabled: boolean) {
  return useQuery({ queryKey: mfaKeys.trustedDevices(), queryFn: fetchTrustedDevices, enabled });
}

export function usePasskeys(enabled: boolean) {
  return useQuery({ queryKey: mfaKeys.passkeys(), queryFn: fetchPasskeys, enabled });
}

/** After any change every two-factor query is read again. */
function useInvalidateMfa() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mfaKeys.all });
}

export function useStartMfaSetup() {
  return useMutation({ mutationFn: startMfaSetup });
}

export function useEnableMfa() {
  // The wizard shows its success step first; the status is read again when it completes.
  return useMutation({ mutationFn: (code: string) => enableMfa(code) });
}

export function useDisableMfa() {
  const invalidate = useInvalidateMfa();
  return useMutation({ mutationFn: (body: MfaDisableRequest) => disableMfa(body), onSuccess: invalidate });
}

export function useRevokeTrustedDevice() {
  const invalidate = useInvalidateMfa();
  return useMutation({ mutationFn: (id: number) => revokeTrustedDevice(id), onSuccess: invalidate });
}

/** Registers a passkey: creation options from the server, the browser's ceremony, then the server's check. */
export function useAddPasskey() {
  const invalidate = useInvalidateMfa();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await passkeyRegistrationOptions();
      const response = await startRegistration({ optionsJSON: options as never });
      return registerPasskey(name, response as unknown as Record<string, unknown>);
    },
    onSuccess: invalidate,
  });
}

export function useRenamePasskey() {
  const invalidate = useInvalidateMfa();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renamePasskey(id, name),
    onSuccess: invalidate,
  });
}

export function useRemovePasskey() {
  const invalidate = useInvalidateMfa();
  return useMutation({ mutationFn: (id: number) => removePasskey(id), onSuccess: invalidate });
}
