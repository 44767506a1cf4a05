import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { profileResponseSchema, tokenPairSchema, type TokenPair } from '@hadal/domain';
import { STORAGE_KEYS } from '../../apps/web/src/lib/storage-keys';
import { BOOTSTRAP_ADMIN, postSignIn } from './bootstrap-admin';
import { createVerifiedUser, type TestUser } from './users';

/** An account signed in for a test: its credentials and the session the page was given. */
export interface SignedInUser extends TestUser {
  session: TokenPair;
}

/** POST /api/auth/token, form-encoded as the spec says, parsed with the domain's token pair schema. */
export async function requestTokens(request: APIRequestContext, user: TestUser): Promise<TokenPair> {
  const res = await postSignIn(request, '', user);
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  return tokenPairSchema.parse(await res.json());
}

/**
 * Puts the session where the web app keeps it (the tokens and the role flags it reads from the
 * profile), so the next `page.goto` opens the screen signed in. The page visits a static file of the
 * app's origin first: localStorage belongs to the origin, and no app code runs there.
 */
export async function storeSession(
  page: Page,
  request: APIRequestContext,
  session: TokenPair,
  /** The origin whose storage takes the session; the test's base URL when not given. */
  origin?: string,
): Promise<void> {
  const res = await request.get('/api/auth/profile', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  if (!res.ok()) throw new Error(`profile failed: ${res.status()} ${await res.text()}`);
  const profile = profileResponseSchema.parse(await res.json());
  const entries: [string, string][] = [
    [STORAGE_KEYS.authToken, session.access_token],
    [STORAGE_KEYS.refreshToken, session.refresh_token],
    [STORAGE_KEYS.userType, profile.is_child ? 'child' : 'parent'],
    [STORAGE_KEYS.isParent, String(profile.is_parent)],
    [STORAGE_KEYS.isAdmin, String(profile.is_admin)],
  ];
  await page.goto(origin ? `${origin}/favicon.svg` : '/favicon.svg');
  await page.evaluate((items) => {
    for (const [key, value] of items) window.localStorage.setItem(key, value);
  }, entries);
}

/**
 * Signs `user` in through the API, hands the session to the page for the test, and signs the
 * session out afterwards (with the refresh token the page holds by then).
 */
async function signedIn(
  page: Page,
  request: APIRequestContext,
  user: TestUser,
  use: (user: SignedInUser) => Promise<void>,
): Promise<void> {
  const session = await requestTokens(request, user);
  await storeSession(page, request, session);
  await use({ ...user, session });
  const refreshToken = await page
    .evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.refreshToken)
    .catch(() => null);
  await request.post('/api/auth/logout', { data: { refresh_token: refreshToken ?? session.refresh_token } });
}

/**
 * Collects every Content-Security-Policy violation the page reports (the `securitypolicyviolation`
 * event of each document, and the browser's own console report), for the test to assert none.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/CSP violation|Content Security Policy/i.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}

interface AccountFixtures {
  /** A new, verified individual learner, signed in: the test opens its first screen with `page.goto`. */
  learner: SignedInUser;
  /** The bootstrap administrator (a support agent), signed in. */
  admin: SignedInUser;
}

/**
 * The journeys' `test`, with accounts created through the API. Another role is one more fixture of
 * the same shape: a parent is `createVerifiedUser(request, { isParent: true })` handed to `signedIn`,
 * the bootstrap admin is `BOOTSTRAP_ADMIN` (support/bootstrap-admin.ts) handed to `signedIn`.
 */
export const test = base.extend<AccountFixtures>({
  // Every journey's pages: none may report a Content-Security-Policy violation.
  page: async ({ page }, use) => {
    const violations = await watchCspViolations(page);
    await use(page);
    base.expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  learner: async ({ page, request }, use) => {
    await signedIn(page, request, await createVerifiedUser(request), use);
  },
  admin: async ({ page, request }, use) => {
    await signedIn(page, request, BOOTSTRAP_ADMIN, use);
  },
});

export { expect } from '@playwright/test';
