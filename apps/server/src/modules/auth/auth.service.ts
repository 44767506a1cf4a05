import { MFA_MESSAGES, SOCIAL_MESSAGES, type RegisterRequest, type TokenPair, type TokenResponse } from '@hadal/domain';
import type { CaptchaProvider } from '@/adapters/captcha/captcha-provider';
import type { RateLimitStore } from '@/adapters/rate-limit/rate-limit-store';
import type { Db, DbOrTx } from '@/db/client';
import type { UserRow } from '@/db/schema';
import type { AccessTokens } from '@/lib/access-token';
import type { Clock } from '@/lib/clock';
import { enforceLimit } from '@/lib/rate-limit';
import { BadRequest, Conflict, Forbidden, Unauthorized } from '@/lib/errors';
import type { RefreshTokens } from '@/modules/sessions';
import {
  assertPasswordNotCommon,
  DuplicateUser,
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  hashPassword,
  hasUsablePassword,
  insertUser,
  setPasswordHash,
  verifyPassword,
} from '@/modules/users';
import type { LoginThrottle } from './login-throttle';
import { createProvenSignIn } from './proven-sign-in';
import type { LoginExtras, LoginOutcome, SecondFactor } from './second-step';
import type { UnitOfWork } from '@/db/unit-of-work';

/** The one answer for any failed sign-in, whatever the reason (CONVENTIONS 21). */
export const LOGIN_FAILED_MESSAGE = 'Incorrect email/username or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const USERNAME_TAKEN_MESSAGE = 'This name is already taken. Please choose another one.';
export const CAPTCHA_FAILED_MESSAGE = 'Captcha verification failed. Please try again.';
export const TOO_MANY_REGISTRATIONS_MESSAGE =
  'Too many accounts were created from this network. Please try again later.';

/** How the auth module asks for the verification email after a registration (the emails module). */
export interface VerificationMailer {
  sendVerificationAfterRegister(user: UserRow): Promise<void>;
}

/** How registration checks an invite in invite mode (the invites module). */
export interface RegistrationInvites {
  mode(): Promise<'open' | 'invite'>;
  checkForRegistration(code: string | null | undefined, email: string): Promise<void>;
  redeem(tx: DbOrTx, code: string, user: { id: number; email: string }): Promise<void>;
}

/** How the auth module tells the account holder about a security change (the emails module). */
export interface SecurityNotifier {
  sendSecurityNotification(userId: number, event: 'password_changed'): Promise<void>;
}

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  refreshTokens: RefreshTokens;
  throttle: LoginThrottle;
  rateLimits: RateLimitStore;
  /** Registrations allowed per client address per hour (a family or a classroom registers a few). */
  registrationsPerAddressPerHour: number;
  captcha: CaptchaProvider;
  verificationMailer: VerificationMailer;
  securityNotifier: SecurityNotifier;
  invites: RegistrationInvites;
  /** Two-factor authentication (the mfa module). */
  secondFactor: SecondFactor;
  /** A registration or a password change writes the account: in a unit of work. */
  uow: UnitOfWork;
}

/** Registration, sign-in, token refresh, sign-out and password change. */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, tokens, refreshTokens, throttle } = deps;

  const { tokenPair, ...proven } = createProvenSignIn({ tokens, refreshTokens, secondFactor: deps.secondFactor });

  /** The account an mfa_token names, if it may still sign in. */
  async function signInAwaitingSecondStep(mfaToken: string): Promise<UserRow> {
    const userId = await deps.secondFactor.loginTokens.read(mfaToken);
    const user = userId === null ? undefined : await findUserById(db, userId);
    if (!user || user.accountStatus === 'disabled') throw new Unauthorized(MFA_MESSAGES.loginExpired);
    return user;
  }

  /** The code step: a wrong code counts toward the lockout; remember_device trusts this browser. */
  async function finishSecondStep(
    user: UserRow,
    extras: LoginExtras,
    check: () => Promise<boolean>,
  ): Promise<LoginOutcome<TokenPair>> {
    if (!(await check())) throw new Unauthorized(MFA_MESSAGES.loginInvalidCode);
    await throttle.recordSuccess({ accountId: user.id });
    const cookie = extras.rememberDevice ? await deps.secondFactor.trustDevice(user.id, extras.userAgent) : undefined;
    const body = await tokenPair(user, await refreshTokens.start(user.id));
    return cookie ? { body, cookie } : { body };
  }

  return {
    async register(input: RegisterRequest & { is_parent: boolean }, clientAddress: string) {
      await enforceLimit(
        deps.rateLimits,
        clock,
        `register:ip:${clientAddress}`,
        deps.registrationsPerAddressPerHour,
        3600 * 1000,
        TOO_MANY_REGISTRATIONS_MESSAGE,
      );
      const captcha = await deps.captcha.verify(input.captcha_token);
      if (!captcha.ok) {
        throw new BadRequest(
          captcha.reason === 'missing' ? 'Please complete the captcha verification' : CAPTCHA_FAILED_MESSAGE,
        );
      }
      await assertPasswordNotCommon(input.password);
      const email = input.email.trim();
      const username = input.username.trim();
      const inviteCode = (await deps.invites.mode()) === 'invite' ? (input.invite_code ?? '') : null;
      if (inviteCode !== null) await deps.invites.checkForRegistration(inviteCode, email);
      if (await findUserByEmail(db, email)) throw new Conflict(EMAIL_TAKEN_MESSAGE);
      if (await findUserByIdentifier(db, username)) throw new Conflict(USERNAME_TAKEN_MESSAGE);
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        // The account and its invite use are written together: a used or expired invite writes neither.
        // A new account: the admin user list is read again in every process.
        user = await deps.uow.transaction(async (tx, wrote) => {
          const row = await insertUser(tx, {
            email,
            username,
            passwordHash,
            isParent: input.is_parent,
            emailVerified: false,
            createdAt: clock.now(),
            updatedAt: clock.now(),
          });
          if (inviteCode !== null) await deps.invites.redeem(tx, inviteCode, { id: row.id, email });
          wrote.account(row.id);
          return row;
        });
      } catch (e) {
        if (e instanceof DuplicateUser)
          throw new Conflict(e.field === 'email' ? EMAIL_TAKEN_MESSAGE : USERNAME_TAKEN_MESSAGE);
        throw e;
      }
      await deps.verificationMailer.sendVerificationAfterRegister(user);
      return {
        id: user.id,
        email,
        username,
        is_parent: user.isParent,
        email_verified: false,
        detail: 'Account created. Please check your email to verify your address.',
      };
    },

    /**
     * POST /auth/token: one message for any failed password, equal timing, lockout after repeated
     * failures. With two-factor authentication on, a trusted browser signs in at once; otherwise the
     * answer is requires_mfa (with an mfa_token for /auth/login-mfa) until a valid code comes along.
     */
    async login(
      identifier: string,
      password: string,
      clientAddress: string,
      extras: LoginExtras = {},
    ): Promise<LoginOutcome<TokenResponse>> {
      const user = await findUserByIdentifier(db, identifier);
      const subject = user ? { accountId: user.id } : { identifier };
      await throttle.assertAllowed(subject, clientAddress);
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!user || !ok) {
        const locked = await throttle.recordFailure(subject, clientAddress);
        if (locked) throw locked;
        throw new Unauthorized(LOGIN_FAILED_MESSAGE);
      }
      const mfa = deps.secondFactor;
      if (extras.mfaCode && (await proven.secondStepNeeded(user, extras.trustedDeviceToken))) {
        return finishSecondStep(user, extras, () => mfa.checkLoginCode(user.id, extras.mfaCode!, clientAddress));
      }
      const body = await proven.signIn(user, extras.trustedDeviceToken);
      if (!('requires_mfa' in body && body.requires_mfa)) await throttle.recordSuccess(subject);
      return { body };
    },

    /**
     * Sign-in once the account is proven some other way (a provider's verified identity, or a
     * password checked with checkPassword): the same verification, status and two-factor rules.
     */
    signInProven: proven.signIn,

    /**
     * Checks an account's password as sign-in does: refused while locked out, a wrong one counts
     * toward the lockout (and throws 429 when it starts one).
     */
    async checkPassword(user: UserRow, password: string, clientAddress: string): Promise<boolean> {
      const subject = { accountId: user.id };
      await throttle.assertAllowed(subject, clientAddress);
      if (await verifyPassword(user.passwordHash, password)) {
        await throttle.recordSuccess(subject);
        return true;
      }
      const locked = await throttle.recordFailure(subject, clientAddress);
      if (locked) throw locked;
      return false;
    },

    /** POST /auth/login-mfa: finishes a sign-in that answered requires_mfa, with a code or a passkey. */
    async loginMfa(
      input: { mfaToken: string; code?: string | undefined; passkeyResponse?: Record<string, unknown> | undefined },
      clientAddress: string,
      extras: LoginExtras,
    ): Promise<LoginOutcome<TokenPair>> {
      const user = await signInAwaitingSecondStep(input.mfaToken);
      const mfa = deps.secondFactor;
      return finishSecondStep(user, extras, () =>
        input.passkeyResponse
          ? mfa.checkLoginPasskey(user.id, input.passkeyResponse, clientAddress)
          : mfa.checkLoginCode(user.id, input.code ?? '', clientAddress),
      );
    },

    /** POST /auth/login-mfa/passkey-options: WebAuthn request options for the code step. */
    async loginPasskeyOptions(mfaToken: string) {
      const user = await signInAwaitingSecondStep(mfaToken);
      const options = await deps.secondFactor.passkeys.loginOptions(user.id);
      if (!options) throw new BadRequest(MFA_MESSAGES.passkeyNotFound);
      return options;
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const outcome = await refreshTokens.rotate(refreshToken);
      if (!outcome.ok) throw new Unauthorized('Invalid or expired refresh token');
      const user = await findUserById(db, outcome.userId);
      // A child-view session keeps naming its parent, while the child is still theirs.
      const acting = outcome.actingParentId;
      const childGone = acting !== null && (!user?.isChild || user.parentId !== acting);
      if (!user || user.accountStatus === 'disabled' || childGone) {
        await refreshTokens.endSession(outcome.sessionId, 'admin');
        throw new Unauthorized('Invalid or expired refresh token');
      }
      return tokenPair(user, { ...outcome, refreshToken: outcome.token });
    },

    /**
     * POST /auth/logout: ends the session of the refresh token, and the session the bearer token
     * names (either may come alone); the child-view sessions opened from either end with them. A
     * bearer that no longer verifies (expired, or its session already ended) ends nothing.
     */
    async logout(refreshToken: string | undefined, accessToken: string | undefined) {
      if (refreshToken) await refreshTokens.revoke(refreshToken, 'logout');
      if (accessToken) {
        const claims = await tokens.verify(accessToken).catch(() => null);
        if (claims) await refreshTokens.endSession(claims.sid, 'logout');
      }
      return { detail: 'Signed out' };
    },

    /** Wrong current password answers 400; the other sessions are signed out, this one gets a fresh pair. */
    async changePassword(
      user: UserRow,
      currentPassword: string,
      newPassword: string,
      mfaCode: string | null | undefined,
      clientAddress: string,
    ) {
      if (!hasUsablePassword(user.passwordHash)) throw new BadRequest(SOCIAL_MESSAGES.noPassword);
      if (!(await verifyPassword(user.passwordHash, currentPassword)))
        throw new BadRequest('Current password is incorrect');
      // With two-factor authentication on, a password change needs a current code too.
      if (await deps.secondFactor.isEnabled(user.id)) {
        if (!mfaCode) throw new Forbidden(MFA_MESSAGES.codeRequired);
        if (!(await deps.secondFactor.checkLoginCode(user.id, mfaCode, clientAddress)))
          throw new Forbidden(MFA_MESSAGES.invalidCode);
      }
      await assertPasswordNotCommon(newPassword);
      const passwordHash = await hashPassword(newPassword);
      await deps.uow.run(async (db, wrote) => {
        await setPasswordHash(db, user.id, passwordHash, clock.now());
        wrote.account(user.id);
      });
      await refreshTokens.revokeAllForUser(user.id, 'password');
      await deps.secondFactor.endTrustedDevices(user.id, 'password_changed');
      await deps.securityNotifier.sendSecurityNotification(user.id, 'password_changed');
      return {
        ...(await tokenPair(user, await refreshTokens.start(user.id))),
        detail: 'Password changed successfully!',
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
