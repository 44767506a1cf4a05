import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { withConsent } from './lessons';
import { createVerifiedUser, type TestUser } from './users';

/*
 * Fixtures for the family journeys: a parent account signed in through the API (its tokens and
 * role flags stored in the browser as a login stores them) and a child profile created by that
 * parent. Each cleans up after itself: the child is deleted with its progress.
 */

export interface SignedInParent extends TestUser {
  accessToken: string;
  /** Calls the API as the parent. */
  api: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: object) => ReturnType<APIRequestContext['get']>;
}

export interface FamilyChild {
  id: number;
  name: string;
  username: string;
  password: string;
}

async function signInThroughApi(request: APIRequestContext, identifier: string, password: string) {
  const res = await request.post('/api/auth/token', { form: { username: identifier, password } });
  expect(res.ok(), `sign in ${identifier}: ${res.status()}`).toBe(true);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

/** Stores a session in the browser as the login form does, then opens `path`. */
export async function openSignedIn(
  page: Page,
  tokens: { access_token: string; refresh_token: string },
  roles: { userType: 'parent' | 'child'; isParent: boolean },
  path: string,
) {
  await page.goto('/about');
  await page.evaluate(
    ({ tokens, roles }) => {
      localStorage.setItem('authToken', tokens.access_token);
      localStorage.setItem('refreshToken', tokens.refresh_token);
      localStorage.setItem('userType', roles.userType);
      localStorage.setItem('isParent', String(roles.isParent));
      localStorage.setItem('isAdmin', 'false');
    },
    { tokens, roles },
  );
  await page.goto(path);
}

export function newChildDetails(): Omit<FamilyChild, 'id'> {
  const tag = randomBytes(3).toString('hex');
  return { name: `Hodan ${tag}`, username: `hodan${tag}`, password: 'Hodan-Kid-Pass1!' };
}

export const test = base.extend<{ parent: SignedInParent; child: FamilyChild }>({
  parent: async ({ page, request }, use) => {
    await withConsent(page);
    const user = await createVerifiedUser(request, { isParent: true });
    const tokens = await signInThroughApi(request, user.email, user.password);
    await openSignedIn(page, tokens, { userType: 'parent', isParent: true }, '/parent-dashboard');
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    await use({
      ...user,
      accessToken: tokens.access_token,
      api: (method, path, data) => request.fetch(`/api${path}`, { method, headers, data }),
    });
  },

  child: async ({ parent }, use) => {
    const details = newChildDetails();
    const res = await parent.api('POST', '/children', details);
    expect(res.status(), await res.text()).toBe(201);
    const child: FamilyChild = { ...details, id: ((await res.json()) as { id: number }).id };
    await use(child);
    // A journey may have deleted it already.
    const deleted = await parent.api('DELETE', `/children/${child.id}`);
    expect([200, 404]).toContain(deleted.status());
  },
});
export { expect };
