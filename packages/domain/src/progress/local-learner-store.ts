import { z } from 'zod';
import { localDay, nextStreak } from './streak';

/**
 * The learner store the browser keeps under one local key (spec 01 §3 "Local client store"):
 * username, streakDays, xpPoints, lastLoginDate and four sample lessons, each with progress,
 * completed, locked and skipped. Its streak is the fallback of the streak display.
 */
export const LOCAL_SAMPLE_LESSON_COUNT = 4;

export const localSampleLessonSchema = z.object({
  id: z.string(),
  progress: z.number().min(0).max(100),
  completed: z.boolean(),
  locked: z.boolean(),
  skipped: z.boolean(),
});
export type LocalSampleLesson = z.infer<typeof localSampleLessonSchema>;

export const localLearnerStoreSchema = z.object({
  username: z.string(),
  streakDays: z.number().int().min(0),
  xpPoints: z.number().int().min(0),
  lastLoginDate: z.string().nullable(),
  lessons: z.array(localSampleLessonSchema).max(LOCAL_SAMPLE_LESSON_COUNT),
});
export type LocalLearnerStore = z.infer<typeof localLearnerStoreSchema>;

export const EMPTY_LOCAL_LEARNER_STORE: LocalLearnerStore = {
  username: '',
  streakDays: 0,
  xpPoints: 0,
  lastLoginDate: null,
  lessons: [],
};

/** Reads a stored value; anything unreadable (another version, a hand edit) starts afresh, field by field. */
export function parseLocalLearnerStore(raw: unknown): LocalLearnerStore {
  const whole = localLearnerStoreSchema.safeParse(raw);
  if (whole.success) return whole.data;
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const pick = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
    const r = schema.safeParse(value);
    return r.success ? r.data : fallback;
  };
  return {
    username: pick(localLearnerStoreSchema.shape.username, v.username, ''),
    streakDays: pick(localLearnerStoreSchema.shape.streakDays, v.streakDays, 0),
    xpPoints: pick(localLearnerStoreSchema.shape.xpPoints, v.xpPoints, 0),
    lastLoginDate: pick(localLearnerStoreSchema.shape.lastLoginDate, v.lastLoginDate, null),
    lessons: pick(localLearnerStoreSchema.shape.lessons, v.lessons, []),
  };
}

/** Today's visit counted in the local streak (the same rule as the server's). */
export function visitLocalStore(store: LocalLearnerStore, now: Date, timeZone?: string | null): LocalLearnerStore {
  const next = nextStreak(
    { streakDays: store.streakDays, lastActivityDate: store.lastLoginDate },
    localDay(now, timeZone),
  );
  return { ...store, streakDays: next.streakDays, lastLoginDate: next.lastActivityDate };
}
