import { describe, expect, it } from 'vitest';
import { createTestApp } from '@test/helpers/test-app';
import { createIdentities, type Role } from '@test/contract/fuzz-identities';

const ctx = await createTestApp();
const identities = await createIdentities(ctx);

/** Who may pass each access level, written out on its own (not read from the access plugin). */
const REACHES: Record<Exclude<Role, 'anonymous' | 'forged'>, string[]> = {
  learner: ['public', 'learner', 'adult'],
  parent: ['public', 'learner', 'adult', 'parent'],
  child: ['public', 'learner'],
  'viewing-as-child': ['public', 'learner'],
  admin: ['public', 'learner', 'adult', 'admin', 'support', 'voice'],
};

/** The answers of the access check itself (spec 02 §6 and the families issue). */
const ACCESS_DENIED = [
  'Access denied: not available for child accounts',
  'Parent account required',
  'Administrator access required',
  'Support access required',
  'Voice contributor access required',
];

const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => (name === 'file' ? 'x.wav' : '1'));

/** OWASP ASVS 5.0 V8: the access-control matrix, every route against every role, from the route declarations. */
describe('every route against every role', () => {
  for (const [role, levels] of Object.entries(REACHES) as [keyof typeof REACHES, string[]][]) {
    it(`${role}: reaches exactly the routes its access levels allow`, async () => {
      const headers = { ...identities.headers(role), 'content-type': 'application/json' };
      let checked = 0;
      for (const route of ctx.app.routeAccess) {
        // A body that never parses: the access check answers first, and no handler writes anything.
        const answer = await ctx.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers,
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{"not json',
        });
        const name = `${role} ${route.method} ${route.url} (${route.access}) → ${answer.statusCode} ${answer.body}`;
        expect(answer.statusCode, name).not.toBe(401);
        const denied = answer.statusCode === 403 && ACCESS_DENIED.includes(answer.json().detail);
        expect(denied, name).toBe(!levels.includes(route.access));
        checked += 1;
      }
      expect(checked).toBe(ctx.app.routeAccess.length);
    });
  }
});
