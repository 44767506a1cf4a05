import {
  detailSchema,
  meResponseSchema,
  profileResponseSchema,
  profileSettingsSchema,
  profileSettingsUpdateSchema,
  resetProgressRequestSchema,
  resetProgressResponseSchema,
  timeZoneHeader,
  todayProgressSchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import type { ProfileService } from './profile.service';

const errors = { 400: detailSchema, 409: detailSchema, 422: detailSchema };

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

  app.get(
    '/profile/settings',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['profile'],
        summary:
          'The settings form: daily goal (5, 10, 15, 20 or 30 minutes; default 10), notifications, and whether listening audio plays on arrival',
        response: { 200: profileSettingsSchema },
      },
    },
    async (request) => profile.settings(request.user!),
  );

  app.get(
    '/profile/today',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['profile'],
        summary: "Today's XP from lessons against the daily goal (5 XP a minute of the goal)",
        description: `The day is the learner's local day: send the IANA time zone in the ${timeZoneHeader} header. A missing or unknown zone counts as UTC.`,
        response: { 200: todayProgressSchema },
      },
    },
    async (request) => profile.today(request.user!, request.headers[timeZoneHeader]),
  );

  app.put(
    '/profile/settings',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['profile'],
        summary:
          'Save settings: any of daily_goal_minutes, notifications_enabled, autoplay_audio; a child account also username',
        description: 'A child keeps a non-empty username (spec 02 §5); a taken username answers 409.',
        body: profileSettingsUpdateSchema,
        response: { 200: profileSettingsSchema, ...errors },
      },
    },
    async (request) => profile.updateSettings(request.user!, request.body),
  );

  app.post(
    '/profile/reset-progress',
    {
      config: { access: 'adult' },
      schema: {
        tags: ['profile'],
        summary: 'Danger zone: reset all progress (lessons, XP, reviews) after the typed confirmation RESET',
        description: 'Adults only: not a child account, not a parent viewing as a child.',
        body: resetProgressRequestSchema,
        response: { 200: resetProgressResponseSchema, ...errors },
      },
    },
    async (request) => profile.resetAllProgress(request.user!),
  );
}
