import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { MAX_PASSKEYS, MFA_MESSAGES, type Passkey } from '@hadal/domain';
import type { UserRow } from '@/db/schema';
import { BadRequest, Conflict, NotFound } from '@/lib/errors';
import {
  countPasskeys,
  deletePasskey,
  findPasskeyByCredential,
  findSecret,
  insertPasskey,
  listPasskeys,
  renamePasskey,
  saveChallenge,
  takeChallenge,
  updatePasskeyUse,
  type PasskeyRow,
} from './mfa.queries';
import type { MfaServiceDeps } from './mfa.types';

/** A WebAuthn ceremony must finish within this long. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

const toPasskey = (r: PasskeyRow): Passkey => ({
  id: r.id,
  name: r.name,
  created_at: r.createdAt.toISOString(),
  last_used: r.lastUsedAt?.toISOString() ?? null,
});

/** The WebAuthn library (and its ASN.1 and COSE parsers) loads with the first passkey ceremony. */
const webauthnLibrary = () => import('@simplewebauthn/server');

const transportsOf = (r: PasskeyRow) => (r.transports ? r.transports.split(',') : []) as AuthenticatorTransport[];

/**
 * Passkeys (WebAuthn, @simplewebauthn/server) as a second factor beside TOTP: registered while
 * two-factor authentication is on, each named; any one of them finishes a sign-in's second step.
 */
export function createPasskeys(deps: MfaServiceDeps) {
  const { db, clock, webauthn, notifier } = deps;
  const expiry = () => new Date(clock.now().getTime() + CHALLENGE_TTL_MS);

  async function assertEnabled(userId: number) {
    if (!(await findSecret(db, userId))?.enabledAt) throw new BadRequest(MFA_MESSAGES.notEnabled);
  }

  return {
    async list(userId: number): Promise<Passkey[]> {
      return (await listPasskeys(db, userId)).map(toPasskey);
    },

    async registrationOptions(user: UserRow) {
      await assertEnabled(user.id);
      const existing = await listPasskeys(db, user.id);
      if (existing.length >= MAX_PASSKEYS) throw new Conflict(MFA_MESSAGES.passkeyLimit);
      const { generateRegistrationOptions } = await webauthnLibrary();
      const options = await generateRegistrationOptions({
        rpName: webauthn.rpName,
        rpID: webauthn.rpID,
        userName: user.email ?? user.username,
        userID: new TextEncoder().encode(`hadal-user-${user.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await saveChallenge(db, user.id, 'register', options.challenge, expiry());
      return options as unknown as Record<string, unknown>;
    },

    async register(userId: number, name: string, response: Record<string, unknown>): Promise<Passkey> {
      await assertEnabled(userId);
      if ((await countPasskeys(db, userId)) >= MAX_PASSKEYS) throw new Conflict(MFA_MESSAGES.passkeyLimit);
      const challenge = await takeChallenge(db, userId, 'register', clock.now());
      if (!challenge) throw new BadRequest(MFA_MESSAGES.passkeyFailed);
      const { verifyRegistrationResponse } = await webauthnLibrary();
      const verification = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: webauthn.origin,
        expectedRPID: webauthn.rpID,
        requireUserVerification: false,
      }).catch(() => null);
      if (!verification?.verified || !verification.registrationInfo) throw new BadRequest(MFA_MESSAGES.passkeyFailed);
      const { credential } = verification.registrationInfo;
      const row = await insertPasskey(db, {
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports?.join(',') ?? null,
        name,
        createdAt: clock.now(),
      });
      if (!row) throw new Conflict('This passkey is already registered');
      await notifier.sendSecurityNotification(userId, 'passkey_added', `Passkey: ${name}`);
      return toPasskey(row);
    },

    async rename(userId: number, id: number, name: string): Promise<Passkey> {
      const row = await renamePasskey(db, userId, id, name);
      if (!row) throw new NotFound(MFA_MESSAGES.passkeyNotFound);
      return toPasskey(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await deletePasskey(db, userId, id))) throw new NotFound(MFA_MESSAGES.passkeyNotFound);
    },

    /** Options for the sign-in's second step; null when the account has no passkey. */
    async loginOptions(userId: number) {
      const existing = await listPasskeys(db, userId);
      if (existing.length === 0) return null;
      const { generateAuthenticationOptions } = await webauthnLibrary();
      const options = await generateAuthenticationOptions({
        rpID: webauthn.rpID,
        allowCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
        userVerification: 'preferred',
      });
      await saveChallenge(db, userId, 'login', options.challenge, expiry());
      return options as unknown as Record<string, unknown>;
    },

    /** Checks an assertion against the outstanding challenge and the stored key; bumps the counter. */
    async verifyLogin(userId: number, response: Record<string, unknown>): Promise<boolean> {
      const challenge = await takeChallenge(db, userId, 'login', clock.now());
      const credentialId = typeof response.id === 'string' ? response.id : '';
      const passkey = credentialId ? await findPasskeyByCredential(db, userId, credentialId) : undefined;
      if (!challenge || !passkey) return false;
      const { verifyAuthenticationResponse } = await webauthnLibrary();
      const verification = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: webauthn.origin,
        expectedRPID: webauthn.rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: transportsOf(passkey),
        },
        requireUserVerification: false,
      }).catch(() => null);
      if (!verification?.verified) return false;
      await updatePasskeyUse(db, passkey.id, verification.authenticationInfo.newCounter, clock.now());
      return true;
    },
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
