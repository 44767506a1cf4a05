import { detailSchema, registrationSettingsSchema, waitlistJoinRequestSchema } from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import type { InvitesService } from './invites.service';

/** The public side of invite mode: the registration mode, and the landing page's waitlist form. */
export async function invitesRoutes(app: AppInstance, { invites }: { invites: InvitesService }) {
  app.get(
    '/registration',
    {
      config: { access: 'public' },
      schema: {
        tags: ['invites'],
        summary: 'The registration mode: open, or invite (registration needs an invite code)',
        response: { 200: registrationSettingsSchema },
      },
    },
    async () => ({ registration_mode: await invites.mode() }),
  );

  app.post(
    '/waitlist',
    {
      config: { access: 'public' },
      schema: {
        tags: ['invites'],
        summary: 'Join the waitlist (email and the captcha of registration); the same answer for a known address',
        body: waitlistJoinRequestSchema,
        response: { 201: detailSchema, 400: detailSchema, 429: detailSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await invites.joinWaitlist(request.body, request.ip)),
  );
}
