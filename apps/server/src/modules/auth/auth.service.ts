import {
  PASSWORD_COMPLEXITY_MESSAGE,
  isStrongPassword,
  needsEmailVerification,
  type RegisterRequest,
  type TokenPair,
} from '@hadal/domain';
import type { CaptchaProvider } from '@/adapters/captcha/captcha-provider';
import type { Db } from '@/db/client';
import type { UserRow } from '@/db/schema';
import { ACCESS_TOKEN_TTL_S, type AccessTokens } from '@/lib/access-token';
import type { Clock } from '@/lib/clock';
import { BadRequest, Conflict, EmailVerificationRequired, HttpError, Unauthorized } from '@/lib/errors';
import type { RefreshTokens } from '@/modules/sessions';
import {
  DuplicateUser,
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  hashPassword,
  insertUser,
  setPasswordHash,
  verifyPassword,
} from '@/modules/users';
import type { LoginThrottle } from './login-throttle';

/** The one answer for any failed sign-in, whatever the reason (CONVENTIONS 21). */
export const LOGIN_FAILED_MESSAGE = 'Incorrect email/username or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const USERNAME_TAKEN_MESSAGE = 'This name is already taken. Please choose another one.';
export const CAPTCHA_FAILED_MESSAGE = 'Captcha verification failed. Please try again.';

/** How the auth module asks for the verification email after a registration (the emails module). */
export interface VerificationMailer {
  sendVerificationAfterRegister(user: UserRow): Promise<void>;
}

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  refreshTokens: RefreshTokens;
  throttle: LoginThrottle;
  captcha: CaptchaProvider;
  verificationMailer: VerificationMailer;
}

/** Registration, sign-in, token refresh, sign-out and password change. */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, tokens, refreshTokens, throttle } = deps;

  async function tokenPair(user: UserRow, refreshToken: string, actingParentId?: number): Promise<TokenPair> {
    return {
      access_token: await tokens.sign(user, actingParentId === undefined ? {} : { actingParentId }),
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
    };
  }

  return {
    async register(input: RegisterRequest & { is_parent: boolean }) {
      const captcha = await deps.captcha.verify(input.captcha_token);
      if (!captcha.ok) {
        throw new BadRequest(
          captcha.reason === 'missing' ? 'Please complete the captcha verification' : CAPTCHA_FAILED_MESSAGE,
        );
      }
      const email = input.email.trim();
      const username = input.username.trim();
      if (await findUserByEmail(db, email)) throw new Conflict(EMAIL_TAKEN_MESSAGE);
      if (await findUserByIdentifier(db, username)) throw new Conflict(USERNAME_TAKEN_MESSAGE);
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await insertUser(db, {
          email,
          username,
          passwordHash,
          isParent: input.is_parent,
          emailVerified: false,
          createdAt: clock.now(),
          updatedAt: clock.now(),
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

    /** POST /auth/token: one message for any failure, equal timing, lockout after repeated failures. */
    async login(identifier: string, password: string, clientAddress: string): Promise<TokenPair> {
      await throttle.assertAllowed(identifier, clientAddress);
      const user = await findUserByIdentifier(db, identifier);
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!user || !ok) {
        const locked = await throttle.recordFailure(identifier, clientAddress);
        if (locked) throw locked;
        throw new Unauthorized(LOGIN_FAILED_MESSAGE);
      }
      await throttle.recordSuccess(identifier);
      // A child needs no verification: its parent's consent stands for it.
      if (needsEmailVerification(user)) throw new EmailVerificationRequired();
      const session = await refreshTokens.issue(user.id);
      return tokenPair(user, session.token);
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const outcome = await refreshTokens.rotate(refreshToken);
      if (!outcome.ok) throw new Unauthorized('Invalid or expired refresh token');
      const user = await findUserById(db, outcome.userId);
      if (!user) throw new Unauthorized('Invalid or expired refresh token');
      const acting = outcome.actingParentId;
      if (acting === null) return tokenPair(user, outcome.token);
      // A child-view session keeps naming its parent, while the child is still theirs.
      if (!user.isChild || user.parentId !== acting) {
        await refreshTokens.revoke(outcome.token, 'admin');
        throw new Unauthorized('Invalid or expired refresh token');
      }
      return tokenPair(user, outcome.token, acting);
    },

    async logout(refreshToken: string | undefined) {
      if (refreshToken) await refreshTokens.revoke(refreshToken, 'logout');
      return { detail: 'Signed out' };
    },

    /** Wrong current password answers 400; the other sessions are signed out, this one gets a fresh pair. */
    async changePassword(user: UserRow, currentPassword: string, newPassword: string) {
      if (!(await verifyPassword(user.passwordHash, currentPassword)))
        throw new BadRequest('Current password is incorrect');
      if (!isStrongPassword(newPassword)) throw new HttpError(422, PASSWORD_COMPLEXITY_MESSAGE);
      const passwordHash = await hashPassword(newPassword);
      await setPasswordHash(db, user.id, passwordHash, clock.now());
      await refreshTokens.revokeAllForUser(user.id, 'password');
      const session = await refreshTokens.issue(user.id);
      return { ...(await tokenPair(user, session.token)), detail: 'Password changed successfully!' };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
