import {
  detailSchema,
  mfaResultSchema,
  mfaSetupResponseSchema,
  mfaStatusSchema,
  passkeySchema,
  passkeysResponseSchema,
  trustedDevicesResponseSchema,
  webAuthnJsonSchema,
  type MfaDisableRequest,
} from '@hadal/domain';
import { api, ApiError } from '@/lib/api-client';

/** The two-factor calls of spec 02 §7 (and passkeys), each answer parsed with its domain schema. */

export const mfaKeys = {
  all: ['mfa'] as const,
  status: () => [...mfaKeys.all, 'status'] as const,
  trustedDevices: () => [...mfaKeys.all, 'trusted-devices'] as const,
  passkeys: () => [...mfaKeys.all, 'passkeys'] as const,
};

export async function fetchMfaStatus() {
  return mfaStatusSchema.parse(await api.get('/mfa/status'));
}

/** POST /mfa/setup (empty body): secret, QR code and the backup codes, shown once. */
export async function startMfaSetup() {
  return mfaSetupResponseSchema.parse(await api.post('/mfa/setup'));
}

export async function enableMfa(code: string) {
  return mfaResultSchema.parse(await api.post('/mfa/enable', { code }));
}

export async function disableMfa(body: MfaDisableRequest) {
  return mfaResultSchema.parse(await api.post('/mfa/disable', body));
}

export async function fetchTrustedDevices() {
  return trustedDevicesResponseSchema.parse(await api.get('/mfa/trusted-devices'));
}

export async function revokeTrustedDevice(id: number) {
  return detailSchema.parse(await api.delete(`/mfa/trusted-devices/${id}`));
}

export async function fetchPasskeys() {
  return passkeysResponseSchema.parse(await api.get('/mfa/passkeys'));
}

export async function passkeyRegistrationOptions() {
  return webAuthnJsonSchema.parse(await api.post('/mfa/passkeys/registration-options'));
}

export async function registerPasskey(name: string, response: Record<string, unknown>) {
  return passkeySchema.parse(await api.post('/mfa/passkeys', { name, response }));
}

export async function renamePasskey(id: number, name: string) {
  return passkeySchema.parse(await api.patch(`/mfa/passkeys/${id}`, { name }));
}

export async function removePasskey(id: number) {
  return detailSchema.parse(await api.delete(`/mfa/passkeys/${id}`));
}

/** The server's detail when it sent one, else the spec's fallback message (spec 02 §8). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail && error.status < 500 ? error.detail : fallback;
}
