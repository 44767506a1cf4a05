import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentUserResponseLightSchema,
  currentUserResponseSchema,
  detailLightSchema,
  detailSchema,
  profileResponseLightSchema,
  profileResponseSchema,
} from './auth';
import { parentDashboardResponseLightSchema, parentDashboardResponseSchema } from './children';
import {
  exerciseLightSchema,
  exerciseSchema,
  lessonDetailLightSchema,
  lessonDetailSchema,
  lessonListResponseLightSchema,
  lessonListResponseSchema,
} from './lessons';
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

/*
 * The light schemas of the first answers of the signed-in pages must accept and refuse exactly
 * what their full schemas do, and give the same data. Samples: valid answers with up to two fields
 * replaced by odd values, dropped, or joined by an unknown field.
 */

interface Parser {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

const odd = fc.oneof(
  fc.anything(),
  fc.integer(),
  fc.constantFrom(null, undefined, '', 1.5, -1, 0, 100, 101, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY),
  fc.constantFrom('active', 'disabled', 'vocabulary', 'grammar', 'phrases', 'google', 'microsoft', 'completed', 'x'),
  fc.constantFrom('salaan_1.wav', 'Salaan.wav', 'salaan.mp3', 'typed', 'spoken'),
);

const anInt = fc.oneof(fc.integer(), fc.constantFrom(0, Number.MAX_SAFE_INTEGER));
const aText = fc.string({ maxLength: 12 });
const nullableText = fc.option(aText, { nil: null });

/**
 * Objects of `shape` (the keys outside `requiredKeys` may be missing), two times in five with up to
 * two fields made odd or dropped, and maybe an unknown field.
 */
function nearlyValid(shape: Record<string, fc.Arbitrary<unknown>>, requiredKeys?: string[]): fc.Arbitrary<unknown> {
  const keys = Object.keys(shape);
  const valid = requiredKeys ? fc.record(shape, { requiredKeys }) : fc.record(shape);
  const changed = fc
    .tuple(
      valid,
      fc.subarray(keys, { minLength: 1, maxLength: Math.min(2, keys.length) }),
      fc.array(odd, { minLength: 2, maxLength: 2 }),
      fc.boolean(),
    )
    .map(([sample, changedKeys, values, drop]) => {
      const out: Record<string, unknown> = { ...sample };
      changedKeys.forEach((key, i) => {
        if (drop && i === 0) delete out[key];
        else out[key] = values[i];
      });
      return out;
    });
  return fc
    .tuple(fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: changed }), fc.boolean())
    .map(([sample, extra]) => (extra ? { ...(sample as object), unknown_field: 'kept out' } : sample));
}

/** Mostly `good`, now and then `bad`. */
const mostly = (good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 9, arbitrary: good }, { weight: 1, arbitrary: bad });

const listOf = (item: fc.Arbitrary<unknown>) => mostly(fc.array(item, { maxLength: 3 }), odd);

function expectSameVerdicts(full: Parser, light: Parser, samples: fc.Arbitrary<unknown>) {
  let accepted = 0;
  fc.assert(
    fc.property(samples, (sample) => {
      const a = full.safeParse(sample);
      const b = light.safeParse(sample);
      expect(b.success).toBe(a.success);
      if (a.success) {
        accepted += 1;
        expect(b.data).toEqual(a.data);
      }
    }),
    { numRuns: 1500 },
  );
  // The samples must exercise both verdicts, or the comparison proves little.
  expect(accepted).toBeGreaterThan(10);
  expect(accepted).toBeLessThan(1490);
}

const progressShape = {
  lesson_stable_id: aText,
  completed: fc.boolean(),
  skipped: fc.boolean(),
  progress_percentage: fc.integer({ min: -2, max: 102 }),
};

describe('light schemas of the first answers', () => {
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
    const lesson = nearlyValid({
      id: anInt,
      stable_id: aText,
      title: aText,
      description: aText,
      icon: aText,
      cefr_level: fc.constantFrom('A1', 'B2', 'Z9'),
      level: anInt,
      lesson_type: fc.constantFrom('vocabulary', 'grammar', 'phrases', 'songs'),
      order_index: anInt,
      category: aText,
    });
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

  it('GET /lessons/{id}', () => {
    const optionally = (arb: fc.Arbitrary<unknown>) => fc.option(arb, { nil: undefined });
    /** Exercises; with `clean`, only valid texts and audio keys (then a lesson of them is mostly valid). */
    const exercises = (clean: boolean) => {
      const some = clean ? fc.constantFrom('x', 'Salaan') : mostly(fc.constantFrom('x', 'Salaan'), fc.constant(''));
      const audio = clean
        ? fc.constantFrom('salaan_1.wav', 'a.wav')
        : mostly(fc.constantFrom('salaan_1.wav', 'a.wav'), fc.constantFrom('Salaan.wav', 'salaan.mp3', ''));
      const list = (item: fc.Arbitrary<unknown>) =>
        clean ? fc.array(item, { maxLength: 2 }) : mostly(fc.array(item, { maxLength: 2 }), odd);
      const object = (shape: Record<string, fc.Arbitrary<unknown>>, requiredKeys?: string[]) =>
        clean
          ? fc.record(shape, { requiredKeys: requiredKeys ?? Object.keys(shape) })
          : nearlyValid(shape, requiredKeys);
      const pair = fc.oneof(
        object({ left: some, right: some, audio_filename_key: audio }, ['left', 'right']),
        object({ somali: some, english: some, audio_filename_key: audio }, ['somali', 'english']),
      );
      return object(
        {
          id: some,
          type: some,
          question: aText,
          title: aText,
          options: list(fc.oneof(some, object({ text: some, audio_filename: audio }, ['text']))),
          correct_answer: aText,
          translation: aText,
          audio_filename: audio,
          audio_filename_key: audio,
          learning_note: aText,
          tts_text: aText,
          explanation: aText,
          examples: list(object({ text: some, translation: aText, audio_filename: audio }, ['text'])),
          pairs: list(pair),
          matching_pairs: list(pair),
          dialogue: list(object({ speaker: some, text: some, translation: some, audio_filename: audio })),
          phrases: list(object({ speaker: optionally(some), somali: some, english: some, audio_filename_key: audio })),
          image_filename_key: aText,
          is_core: fc.boolean(),
          accepted_answers: list(some),
          answer_mode: clean ? fc.constantFrom('pick', 'typed') : fc.constantFrom('pick', 'typed', 'spoken'),
          tiles: list(some),
          answer_support: object(
            { dialect: list(object({ standard: some, southern: some })), confusable_words: list(some) },
            [],
          ),
        },
        ['id', 'type'],
      );
    };
    const exercise = fc.oneof(exercises(true), exercises(false));
    const good = fc.constantFrom('x', 'Salaan');
    const some = mostly(good, fc.constant(''));
    const lesson = nearlyValid({
      id: anInt,
      stable_id: aText,
      title: aText,
      description: aText,
      icon: aText,
      cefr_level: aText,
      level: anInt,
      lesson_type: fc.constantFrom('vocabulary', 'grammar', 'phrases'),
      order_index: anInt,
      category: aText,
      exercises: mostly(fc.array(mostly(exercises(true), exercise), { maxLength: 3 }), odd),
      grammar_patterns: listOf(
        mostly(fc.record({ text: good, explanation: good }), nearlyValid({ text: some, explanation: some })),
      ),
      vocabulary_items: listOf(
        mostly(fc.record({ somali: good, english: good }), nearlyValid({ somali: some, english: some })),
      ),
      cefr_can_do: listOf(aText),
      learning_notes: listOf(aText),
      bundle_id: aText,
    });
    expectSameVerdicts(exerciseSchema, exerciseLightSchema, exercise);
    expectSameVerdicts(lessonDetailSchema, lessonDetailLightSchema, lesson);
  });
});
