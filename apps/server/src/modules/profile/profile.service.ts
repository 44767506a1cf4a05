import { and, count, eq } from 'drizzle-orm';
import type { MeResponse, ProfileResponse } from '@hadal/domain';
import type { Db } from '../../db/client';
import { lessonProgress, type UserRow } from '../../db/schema';

export async function lessonsCompleted(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.completed, true)));
  return Number(row?.n ?? 0);
}

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

export async function toProfile(db: Db, user: UserRow): Promise<ProfileResponse> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    profile_picture: user.profilePicture,
    streak_days: user.streakDays,
    xp_points: user.xpPoints,
    lessons_completed: await lessonsCompleted(db, user.id),
    is_child: user.isChild,
    is_parent: user.isParent,
    is_admin: user.isAdmin,
    account_status: user.accountStatus,
    email_verified: user.emailVerified,
  };
}
