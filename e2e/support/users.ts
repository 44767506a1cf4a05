import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { RegisterRequest } from '@hadal/domain';
import { linkIn, waitForMail } from './mailbox';

export interface TestUser {
  email: string;
  username: string;
  password: string;
}

export function newUserDetails(prefix = 'learner'): TestUser {
  const tag = randomBytes(4).toString('hex');
  return { email: `${prefix}-${tag}@example.test`, username: `${prefix}${tag}`, password: 'Hadal-Test-9!' };
}

/** Registers through the API (captcha is off in e2e), then verifies through the emailed link. */
export async function createVerifiedUser(request: APIRequestContext, options: { isParent?: boolean } = {}) {
  const user = newUserDetails(options.isParent ? 'parent' : 'learner');
  const res = await request.post('/api/auth/register', {
    data: {
      email: user.email,
      username: user.username,
      password: user.password,
      is_parent: options.isParent ?? false,
      captcha_token: 'off',
    } satisfies RegisterRequest,
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const mail = await waitForMail(user.email, /verify/i);
  const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token');
  const verified = await request.post(`/api/emails/verify-email?token=${encodeURIComponent(token ?? '')}`);
  if (!verified.ok()) throw new Error(`verify failed: ${verified.status()} ${await verified.text()}`);
  return user;
}
