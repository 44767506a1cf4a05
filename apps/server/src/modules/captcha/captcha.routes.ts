import { z } from 'zod';
import { captchaChallengeSchema, detailSchema } from '@hadal/domain';
import type { AppInstance } from '../../app';
import { NotFound } from '../../lib/errors';

export async function captchaRoutes(app: AppInstance) {
  app.get(
    '/captcha/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary: 'A signed, expiring ALTCHA proof-of-work challenge for the register form',
        response: { 200: captchaChallengeSchema, 404: detailSchema },
      },
    },
    async (_request, reply) => {
      const challenge = await app.deps.captcha.createChallenge();
      if (!challenge) throw new NotFound('Captcha is turned off');
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );

  app.get(
    '/captcha/config',
    {
      schema: {
        tags: ['captcha'],
        summary: 'Which human check the register form shows',
        response: { 200: z.object({ provider: z.enum(['altcha', 'off']), challenge_url: z.string().nullable() }) },
      },
    },
    async () => {
      const kind = app.deps.captcha.kind;
      return { provider: kind, challenge_url: kind === 'altcha' ? '/api/captcha/challenge' : null };
    },
  );
}
