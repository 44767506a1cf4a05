import { isValidTimeZone, type MeResponse, type ProfileResponse } from '@hadal/domain';
import type { Db } from '@/db/client';
import type { UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { recordActivity } from '@/modules/users';

export function toMe(user: UserRow): MeResponse {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    is_admin: user.isAdmin,
    is_parent: user.isParent,
    is_child: user.isChild,
    streak_days: user.streakDays,
    xp_points: user.xpPoints,
  };
}

/** What the profile needs of the learner's lesson progress (the progress module). */
export interface CompletedLessons {
  countCompleted(userId: number): Promise<number>;
}

/** The signed-in account as /auth/me and /auth/profile show it. */
export function createProfileService(deps: { db: Db; clock: Clock; progress: CompletedLessons }) {
  const { db, clock, progress } = deps;
  return {
    /** A visit: counts for the streak on the learner's local day (`timeZone`, UTC when unknown). */
    async me(user: UserRow, timeZone: string | string[] | undefined): Promise<MeResponse> {
      const activity = await recordActivity(db, clock, user.id, isValidTimeZone(timeZone) ? timeZone : null);
      return toMe({ ...user, streakDays: activity?.streakDays ?? user.streakDays });
    },

    async profile(user: UserRow): Promise<ProfileResponse> {
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        profile_picture: user.profilePicture,
        streak_days: user.streakDays,
        xp_points: user.xpPoints,
        lessons_completed: await progress.countCompleted(user.id),
        is_child: user.isChild,
        is_parent: user.isParent,
        is_admin: user.isAdmin,
        account_status: user.accountStatus,
        email_verified: user.emailVerified,
      };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
