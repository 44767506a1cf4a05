import { captchaChallengeSchema, captchaConfigSchema, detailSchema } from '@hadal/domain';
import type { CaptchaProvider } from '@/adapters/captcha/captcha-provider';
import type { AppInstance } from '@/app-types';
import { NotFound } from '@/lib/errors';

export async function captchaRoutes(app: AppInstance, { captcha }: { captcha: CaptchaProvider }) {
  app.get(
    '/captcha/challenge',
    {
      config: { access: 'public' },
      schema: {
        tags: ['captcha'],
        summary: 'A signed, expiring ALTCHA proof-of-work challenge for the register form',
        response: { 200: captchaChallengeSchema, 404: detailSchema },
      },
    },
    async (_request, reply) => {
      const challenge = await captcha.createChallenge();
      if (!challenge) throw new NotFound('Captcha is turned off');
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );

  app.get(
    '/captcha/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['captcha'],
        summary: 'Which human check the register form shows',
        response: { 200: captchaConfigSchema },
      },
    },
    async () => {
      const kind = captcha.kind;
      return { provider: kind, challenge_url: kind === 'altcha' ? '/api/captcha/challenge' : null };
    },
  );
}
