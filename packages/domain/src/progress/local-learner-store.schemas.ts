import { z } from 'zod';
import { LOCAL_SAMPLE_LESSON_COUNT } from './local-learner-store';

/**
 * The local learner store (spec 01 §3 "Local client store") as a zod schema: the reference the
 * light schema the browser reads it with (local-learner-store.ts) is held equal to by a test.
 */

export const localSampleLessonSchema = z.object({
  id: z.string(),
  progress: z.number().min(0).max(100),
  completed: z.boolean(),
  locked: z.boolean(),
  skipped: z.boolean(),
});

export const localLearnerStoreSchema = z.object({
  username: z.string(),
  streakDays: z.number().int().min(0),
  xpPoints: z.number().int().min(0),
  lastLoginDate: z.string().nullable(),
  lessons: z.array(localSampleLessonSchema).max(LOCAL_SAMPLE_LESSON_COUNT),
});
