import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  currentUserResponseLightSchema,
  currentUserResponseSchema,
  detailLightSchema,
  detailSchema,
  profileResponseLightSchema,
  profileResponseSchema,
} from './auth';
import { parentDashboardResponseLightSchema, parentDashboardResponseSchema } from './children';
import { lessonListResponseLightSchema, lessonListResponseSchema } from './lessons';
import {
  aText,
  anInt,
  expectSameVerdicts,
  lessonSummaryShape,
  listOf,
  mostly,
  nearlyValid,
  nullableText,
  odd,
} from './light-schema-samples';
import {
  globalProgressResponseLightSchema,
  globalProgressResponseSchema,
  localLearnerStoreLightSchema,
  localLearnerStoreSchema,
  statefulProgressResponseLightSchema,
  statefulProgressResponseSchema,
} from './progress';
import {
  reviewItemsResponseLightSchema,
  reviewItemsResponseSchema,
  reviewPopulateResponseLightSchema,
  reviewPopulateResponseSchema,
  reviewSessionResponseLightSchema,
  reviewSessionResponseSchema,
  reviewStatsLightSchema,
  reviewStatsSchema,
} from './review';
import { socialConfigLightSchema, socialConfigSchema } from './social';
import {
  profileSettingsLightSchema,
  profileSettingsSchema,
  todayProgressLightSchema,
  todayProgressSchema,
} from './profile';

const progressShape = {
  lesson_stable_id: aText,
  completed: fc.boolean(),
  skipped: fc.boolean(),
  progress_percentage: fc.integer({ min: -2, max: 102 }),
};

describe('light schemas of the first answers', () => {
  it('GET /profile/today', () => {
    expectSameVerdicts(
      todayProgressSchema,
      todayProgressLightSchema,
      nearlyValid({
        day: aText,
        xp_today: fc.integer({ min: -2, max: 500 }),
        daily_goal_minutes: anInt,
        daily_goal_xp: anInt,
        goal_met: fc.boolean(),
      }),
    );
  });

  it('GET /profile/settings', () => {
    expectSameVerdicts(
      profileSettingsSchema,
      profileSettingsLightSchema,
      nearlyValid({
        daily_goal_minutes: fc.constantFrom(0, 5, 7, 10, 15, 20, 30, 45, '10'),
        notifications_enabled: fc.boolean(),
        autoplay_audio: fc.boolean(),
      }),
    );
  });

  it('GET /auth/profile', () => {
    expectSameVerdicts(
      profileResponseSchema,
      profileResponseLightSchema,
      nearlyValid({
        id: anInt,
        username: aText,
        email: nullableText,
        profile_picture: nullableText,
        streak_days: anInt,
        xp_points: anInt,
        lessons_completed: anInt,
        perfect_lessons: anInt,
        is_child: fc.boolean(),
        is_parent: fc.boolean(),
        is_admin: fc.boolean(),
        account_status: fc.constantFrom('active', 'disabled', 'gone'),
        email_verified: fc.boolean(),
      }),
    );
  });

  it('GET /auth/me, with or without a streak', () => {
    expectSameVerdicts(
      currentUserResponseSchema,
      currentUserResponseLightSchema,
      nearlyValid({
        id: anInt,
        username: aText,
        email: nullableText,
        is_admin: fc.boolean(),
        is_parent: fc.boolean(),
        is_child: fc.boolean(),
        streak_days: fc.option(anInt, { nil: null }),
        xp_points: anInt,
      }),
    );
  });

  it('GET /auth/social/config', () => {
    const provider = nearlyValid({
      provider: fc.constantFrom('google', 'microsoft', 'github'),
      authorize_url: nullableText,
    });
    expectSameVerdicts(socialConfigSchema, socialConfigLightSchema, nearlyValid({ providers: listOf(provider) }));
  });

  it('GET /lessons', () => {
    const lesson = nearlyValid(
      lessonSummaryShape(['vocabulary', 'grammar', 'phrases', 'songs'], fc.constantFrom('A1', 'B2', 'Z9')),
    );
    expectSameVerdicts(lessonListResponseSchema, lessonListResponseLightSchema, listOf(lesson));
  });

  it('GET /lessons/progress/global and /lessons/progress/stateful', () => {
    expectSameVerdicts(
      globalProgressResponseSchema,
      globalProgressResponseLightSchema,
      listOf(nearlyValid(progressShape)),
    );
    const stateful = nearlyValid({
      ...progressShape,
      lesson_id: anInt,
      state: fc.constantFrom('not_started', 'in_progress', 'completed', 'skipped', 'paused'),
      locked: fc.boolean(),
    });
    expectSameVerdicts(statefulProgressResponseSchema, statefulProgressResponseLightSchema, listOf(stateful));
  });

  it('the local learner store', () => {
    const lesson = nearlyValid({
      id: aText,
      progress: mostly(fc.double({ min: 0, max: 100, noNaN: true }), fc.constantFrom(-1, 101, 100.5)),
      completed: fc.boolean(),
      locked: fc.boolean(),
      skipped: fc.boolean(),
    });
    const store = nearlyValid({
      username: aText,
      streakDays: mostly(fc.nat(400), fc.constant(-1)),
      xpPoints: mostly(fc.nat(), fc.constantFrom(1.5, -1)),
      lastLoginDate: nullableText,
      lessons: mostly(fc.array(lesson, { maxLength: 5 }), odd),
    });
    expectSameVerdicts(localLearnerStoreSchema, localLearnerStoreLightSchema, store);
  });

  it('the review answers', () => {
    const count = fc.integer({ min: -2, max: 50 });
    const item = nearlyValid({ id: anInt, question: aText, answer: aText, repetitions: count, due_at: aText });
    expectSameVerdicts(reviewItemsResponseSchema, reviewItemsResponseLightSchema, listOf(item));
    expectSameVerdicts(
      reviewPopulateResponseSchema,
      reviewPopulateResponseLightSchema,
      nearlyValid({ lesson_stable_id: aText, added: count, total_items: count }),
    );
    expectSameVerdicts(
      reviewSessionResponseSchema,
      reviewSessionResponseLightSchema,
      nearlyValid({
        review_item_id: anInt,
        quality_rating: fc.integer({ min: -1, max: 6 }),
        correct: fc.boolean(),
        xp_granted: count,
        total_xp: count,
        streak_days: count,
        repetitions: count,
        due_at: aText,
        duplicate: fc.boolean(),
      }),
    );
    expectSameVerdicts(
      reviewStatsSchema,
      reviewStatsLightSchema,
      nearlyValid({
        total_items: count,
        due_today: count,
        accuracy_30_days: fc.oneof(fc.double({ min: -1, max: 101 }), fc.integer({ min: -1, max: 101 })),
      }),
    );
  });

  it('a plain { detail } answer', () => {
    expectSameVerdicts(detailSchema, detailLightSchema, nearlyValid({ detail: aText }));
  });

  it('GET /children/dashboard', () => {
    const count = fc.integer({ min: -2, max: 50 });
    const child = nearlyValid({
      child_id: anInt,
      child_name: aText,
      username: aText,
      age: fc.option(anInt, { nil: null }),
      lessons_completed: count,
      xp_points: count,
      last_activity: nullableText,
    });
    expectSameVerdicts(
      parentDashboardResponseSchema,
      parentDashboardResponseLightSchema,
      nearlyValid({ children: listOf(child), total_lessons_available: count }),
    );
  });
});
