import { meResponseSchema, profileResponseSchema, timeZoneHeader } from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import type { ProfileService } from './profile.service';

export async function profileRoutes(app: AppInstance, { profile }: { profile: ProfileService }) {
  app.get(
    '/auth/me',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account; counts as a visit for the daily streak',
        description: `Send the learner's IANA time zone in the ${timeZoneHeader} header (for example Africa/Mogadishu); the streak uses that local day. A missing or unknown zone counts as UTC.`,
        response: { 200: meResponseSchema },
      },
    },
    async (request) => profile.me(request.user!, request.headers[timeZoneHeader]),
  );

  app.get(
    '/auth/profile',
    {
      config: { access: 'learner', allowDisabled: true },
      schema: {
        tags: ['auth'],
        summary: 'Profile of the signed-in account, with role flags and account status (reachable when disabled)',
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => profile.profile(request.user!),
  );
}
