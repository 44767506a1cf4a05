import { detailSchema, isValidTimeZone, meResponseSchema, profileResponseSchema, timeZoneHeader } from '@hadal/domain';
import type { AppInstance } from '../../app';
import { recordActivity } from './activity.service';
import { toMe, toProfile } from './profile.service';

const errors = { 401: detailSchema, 403: detailSchema };

export async function profileRoutes(app: AppInstance) {
  const { guards, database, clock } = app.deps;

  app.get(
    '/auth/me',
    {
      preHandler: guards.requireUser(),
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account; counts as a visit for the daily streak',
        description: `Send the learner's IANA time zone in the ${timeZoneHeader} header (for example Africa/Mogadishu); the streak uses that local day. A missing or unknown zone counts as UTC.`,
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const zone = request.headers[timeZoneHeader];
      const activity = await recordActivity(database.db, clock, user.id, isValidTimeZone(zone) ? zone : null);
      return toMe({ ...user, streakDays: activity?.streakDays ?? user.streakDays });
    },
  );

  app.get(
    '/auth/profile',
    {
      preHandler: guards.requireUser({ allowDisabled: true }),
      schema: {
        tags: ['auth'],
        summary: 'Profile of the signed-in account, with role flags and account status (reachable when disabled)',
        security: [{ bearer: [] }],
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => toProfile(database.db, request.user!),
  );
}
