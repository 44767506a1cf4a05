import {
  lightArray,
  lightBoolean,
  lightInt,
  lightNullable,
  lightNumber,
  lightObject,
  lightString,
  type LightInfer,
  type LightSchema,
} from '../shared/light-schema';
import { nextStreak, type IsoDay } from './streak';

/**
 * The learner store the browser keeps under one local key (spec 01 §3 "Local client store"):
 * username, streakDays, xpPoints, lastLoginDate and four sample lessons, each with progress,
 * completed, locked and skipped. Its streak is the fallback of the streak display.
 */
export const LOCAL_SAMPLE_LESSON_COUNT = 4;

export const localSampleLessonLightSchema = lightObject({
  id: lightString(),
  progress: lightNumber(0, 100),
  completed: lightBoolean(),
  locked: lightBoolean(),
  skipped: lightBoolean(),
});
export type LocalSampleLesson = LightInfer<typeof localSampleLessonLightSchema>;

/**
 * A light schema (read on the dashboard's first load, without zod) with the rules of
 * localLearnerStoreSchema (local-learner-store.schemas.ts; a test holds them equal).
 */
export const localLearnerStoreLightSchema = lightObject({
  username: lightString(),
  streakDays: lightInt(0),
  xpPoints: lightInt(0),
  lastLoginDate: lightNullable(lightString()),
  lessons: lightArray(localSampleLessonLightSchema, LOCAL_SAMPLE_LESSON_COUNT),
});
export type LocalLearnerStore = LightInfer<typeof localLearnerStoreLightSchema>;

export const EMPTY_LOCAL_LEARNER_STORE: LocalLearnerStore = {
  username: '',
  streakDays: 0,
  xpPoints: 0,
  lastLoginDate: null,
  lessons: [],
};

/** Reads a stored value; anything unreadable (another version, a hand edit) starts afresh, field by field. */
export function parseLocalLearnerStore(raw: unknown): LocalLearnerStore {
  const whole = localLearnerStoreLightSchema.safeParse(raw);
  if (whole.success) return whole.data;
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const pick = <T>(schema: LightSchema<T>, value: unknown, fallback: T): T => {
    const r = schema.safeParse(value);
    return r.success ? r.data : fallback;
  };
  return {
    username: pick(localLearnerStoreLightSchema.shape.username, v.username, ''),
    streakDays: pick(localLearnerStoreLightSchema.shape.streakDays, v.streakDays, 0),
    xpPoints: pick(localLearnerStoreLightSchema.shape.xpPoints, v.xpPoints, 0),
    lastLoginDate: pick(localLearnerStoreLightSchema.shape.lastLoginDate, v.lastLoginDate, null),
    lessons: pick(localLearnerStoreLightSchema.shape.lessons, v.lessons, []),
  };
}

/** A visit on the learner's local day `today` counted in the local streak (the same rule as the server's). */
export function visitLocalStore(store: LocalLearnerStore, today: IsoDay): LocalLearnerStore {
  const next = nextStreak({ streakDays: store.streakDays, lastActivityDate: store.lastLoginDate }, today);
  return { ...store, streakDays: next.streakDays, lastLoginDate: next.lastActivityDate };
}
