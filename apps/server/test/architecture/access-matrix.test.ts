import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppInstance } from '@/app-types';
import { enforceDeclaredAccess } from '@/plugins/access';
import { createTestApp } from '@test/helpers/test-app';

const ctx = await createTestApp();

/**
 * Who may call what: every route of every module with its declared access, in one place.
 * A new route must be added here, so a reviewer sees the whole matrix change in one diff.
 */
const EXPECTED_MATRIX = `
GET    /api/health                              public
GET    /api/lessons/categories                  learner
GET    /api/lessons/cefr-levels                 learner
GET    /api/lessons                             learner
GET    /api/lessons/:id                         learner
POST   /api/lessons/:id/feedback                learner
GET    /api/lessons/progress                    learner
GET    /api/lessons/progress/global             learner
GET    /api/lessons/progress/stateful           learner
GET    /api/lessons/progress/:id                learner
PUT    /api/lessons/progress/:stable_id         learner
POST   /api/auth/register                       public
POST   /api/auth/token                          public
POST   /api/auth/login-mfa                      public
POST   /api/auth/login-mfa/passkey-options      public
POST   /api/auth/refresh                        public
POST   /api/auth/logout                         public
POST   /api/auth/change-password                learner
POST   /api/emails/verify-email                 public
POST   /api/emails/send-verification            learner
POST   /api/emails/resend-verification          public
POST   /api/emails/request-password-reset       public
POST   /api/emails/reset-password               public
GET    /api/emails/preferences                  adult
PUT    /api/emails/preferences                  adult
POST   /api/emails/unsubscribe                  public
GET    /api/emails/support-contact              public
GET    /api/captcha/challenge                   public
GET    /api/captcha/config                      public
GET    /api/auth/me                             learner
GET    /api/auth/profile                        learner
GET    /api/profile/settings                    learner
GET    /api/profile/today                       learner
PUT    /api/profile/settings                    learner
POST   /api/profile/reset-progress              adult
GET    /api/review/items                        learner
POST   /api/review/session                      learner
POST   /api/review/populate/:lessonStableId     learner
POST   /api/review/mistakes/:lessonStableId     learner
GET    /api/review/stats                        learner
GET    /api/children/dashboard                  parent
GET    /api/children                            parent
POST   /api/children                            parent
GET    /api/children/:id                        parent
PUT    /api/children/:id                        parent
PATCH  /api/children/:id                        parent
DELETE /api/children/:id                        parent
GET    /api/children/:id/progress               parent
POST   /api/children/:id/reset-progress         parent
POST   /api/children/:id/session                parent
GET    /api/placement                           learner
POST   /api/placement/test                      learner
GET    /api/placement/test                      learner
POST   /api/placement/answer                    learner
POST   /api/placement/reopen                    learner
GET    /api/stories                             learner
GET    /api/stories/:story_id                   learner
POST   /api/stories/:story_id/complete          learner
GET    /api/registration                        public
POST   /api/waitlist                            public
GET    /api/admin/users                         admin
POST   /api/admin/users/:id/reset-password      admin
DELETE /api/admin/users/:id                     admin
DELETE /api/admin/users/:id/mfa                 admin
POST   /api/admin/users/:id/verify-email        admin
GET    /api/admin/child-profiles                admin
PUT    /api/admin/child-profiles/:id            admin
PATCH  /api/admin/child-profiles/:id            admin
POST   /api/admin/child-profiles/:id/verify-email admin
POST   /api/admin/child-profiles/:id/move       admin
POST   /api/admin/invites                       admin
GET    /api/admin/invites                       admin
PUT    /api/admin/invites/:id/renew             admin
PATCH  /api/admin/invites/:id/renew             admin
DELETE /api/admin/invites/:id                   admin
GET    /api/admin/waitlist                      admin
POST   /api/admin/waitlist/:id/invite           admin
GET    /api/admin/bundles                       admin
POST   /api/admin/bundles/:bundleId/activate    admin
GET    /api/admin/feedback                      admin
GET    /api/admin/analytics                     admin
GET    /api/admin/ai-usage                      admin
PUT    /api/admin/ai-usage/:id/limit            admin
PATCH  /api/admin/ai-usage/:id/limit            admin
POST   /api/admin/ai-usage/:id/reset            admin
GET    /api/admin/settings                      admin
PUT    /api/admin/settings                      admin
PATCH  /api/admin/settings                      admin
GET    /api/admin/audit-log                     admin
POST   /api/check-pronunciation                 learner
GET    /api/speech/config                       learner
GET    /api/mfa/status                          adult
POST   /api/mfa/setup                           adult
POST   /api/mfa/enable                          adult
POST   /api/mfa/disable                         adult
POST   /api/mfa/verify                          adult
GET    /api/mfa/trusted-devices                 adult
DELETE /api/mfa/trusted-devices/:id             adult
GET    /api/mfa/passkeys                        adult
POST   /api/mfa/passkeys/registration-options   adult
POST   /api/mfa/passkeys                        adult
PATCH  /api/mfa/passkeys/:id                    adult
DELETE /api/mfa/passkeys/:id                    adult
GET    /api/support/tickets                     admin
GET    /api/support/tickets/counts              admin
GET    /api/support/tickets/:id                 admin
POST   /api/support/tickets/:id/reply           admin
PATCH  /api/support/tickets/:id                 admin
DELETE /api/support/tickets/:id                 admin
POST   /api/dynamic-lessons/generate            adult
GET    /api/dynamic-lessons                     adult
POST   /api/dynamic-lessons/sessions/:id        adult
GET    /api/dynamic-lessons/sessions/:id        adult
POST   /api/dynamic-lessons/sessions/:id/respond adult
POST   /api/dynamic-lessons/sessions/:id/skip   adult
GET    /api/auth/social/config                  public
POST   /api/auth/social-login                   public
POST   /api/auth/link-account                   public
PUT    /api/family-voice/recordings/:audio_key  parent
GET    /api/family-voice/recordings             parent
GET    /api/family-voice/recordings/:audio_key  parent
DELETE /api/family-voice/recordings/:audio_key  parent
GET    /api/family-voice/words                  parent
GET    /api/audio/:file                         learner
POST   /api/admin/users/:id/voice-contributor   admin
GET    /api/voice-studio/queue                  voice
PUT    /api/voice-studio/recordings/:audio_key  voice
GET    /api/voice-studio/recordings             voice
GET    /api/voice-studio/recordings/:id/audio   voice
POST   /api/voice-studio/recordings/:id/approve admin
POST   /api/voice-studio/recordings/:id/reject  admin
GET    /api/voice-studio/coverage               admin
GET    /audio/:file                             public
GET    /images/lessons/:file                    public
`;

function parseMatrix(text: string) {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [method, url, access] = line.trim().split(/\s+/);
      return { method, url, access };
    });
}

/** A concrete URL for a route pattern: every :param becomes a plausible value. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === 'file' || name === 'audio_key' ? 'x.wav' : '1'));

describe('declared access', () => {
  it('every module route declares who may call it, and the matrix is the expected one', () => {
    expect(ctx.app.routeAccess.map(({ method, url, access }) => ({ method, url, access }))).toEqual(
      parseMatrix(EXPECTED_MATRIX),
    );
  });

  it('refuses every protected route without a token (401), before reading its body', async () => {
    for (const route of ctx.app.routeAccess.filter((r) => r.access !== 'public')) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { 'content-type': 'application/json' },
        payload: route.method === 'GET' ? undefined : '{"not json',
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json(), `${route.method} ${route.url}`).toHaveProperty('detail');
    }
  });

  it('marks every protected operation of the OpenAPI document with bearer security, 401 and 403', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    };
    for (const route of ctx.app.routeAccess) {
      const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.url} is documented`).toBeDefined();
      if (route.access === 'public') {
        expect(op?.security, `${route.method} ${route.url}`).toBeUndefined();
      } else {
        expect(op?.security, `${route.method} ${route.url}`).toEqual([{ bearer: [] }]);
        expect(Object.keys(op?.responses ?? {}), `${route.method} ${route.url}`).toEqual(
          expect.arrayContaining(['401', '403']),
        );
      }
    }
  });

  it('stops the server at start when a route declares no access', async () => {
    const start = async () => {
      const app = Fastify() as unknown as AppInstance;
      await app.register(async (scope) => {
        enforceDeclaredAccess(scope, ctx.services.authenticate);
        scope.get('/declared', { config: { access: 'public' } }, async () => 'ok');
        scope.get('/forgotten', async () => 'oops');
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/forgotten declares no access/);
  });
});
