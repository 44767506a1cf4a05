import { meResponseSchema, profileResponseSchema } from '@hadal/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * The signed-in account (GET /auth/me and GET /auth/profile), which every signed-in screen reads:
 * shared code, so that no feature has to import another to know who is signed in.
 */

/** The query keys of the signed-in account. */
export const accountKeys = {
  me: ['auth', 'me'] as const,
  profile: ['auth', 'profile'] as const,
};

/**
 * GET /auth/me as the browser reads it: the displayed streak falls back to the locally kept one when
 * the server sends none (spec 01 §4), so a missing streak_days is accepted.
 */
const currentUserSchema = meResponseSchema.extend({ streak_days: meResponseSchema.shape.streak_days.nullish() });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /auth/me: the signed-in learner (name, role, streak, XP); counts as a visit for the streak. */
export async function getMe(): Promise<CurrentUser> {
  return currentUserSchema.parse(await api.get('/auth/me'));
}

/** GET /auth/profile: role flags and account status (answered for a disabled account too). */
export async function getProfile() {
  return profileResponseSchema.parse(await api.get('/auth/profile'));
}
