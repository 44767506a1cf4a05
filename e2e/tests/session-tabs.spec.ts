import { STORAGE_KEYS } from '../../apps/web/src/lib/storage-keys';
import { expect, test } from '../support/fixtures';

/** A token shaped like the app's, whose exp has passed: the app refreshes before any call and never sends it. */
function expiredAccessToken(email: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: email, exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
}

test('two tabs opened with an expired access token both stay signed in, on one session', async ({
  page,
  context,
  learner,
}) => {
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [
    STORAGE_KEYS.authToken,
    expiredAccessToken(learner.email),
  ] as const);
  const other = await context.newPage();
  // Both tabs open at once, and both must refresh before their first call.
  await Promise.all([page.goto('/dashboard'), other.goto('/dashboard')]);
  for (const tab of [page, other]) {
    await expect(tab.getByRole('heading', { level: 1, name: `Soo dhawoow, ${learner.username}!` })).toBeVisible();
    await expect(tab).toHaveURL(/\/dashboard$/);
  }
  // The tabs share the stored pair, and its refresh token is the session's live one.
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.refreshToken);
  expect(stored).not.toBe(learner.session.refresh_token);
  const again = await page.request.post('/api/auth/refresh', { form: { refresh_token: stored! } });
  expect(again.status()).toBe(200);
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [
    STORAGE_KEYS.refreshToken,
    ((await again.json()) as { refresh_token: string }).refresh_token,
  ] as const);
});
