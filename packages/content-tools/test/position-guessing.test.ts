/**
 * Fair questions over the whole course: a learner who always picks the first option, or always the
 * last, fails every lesson in every attempt, while the option orders the player shows them
 * (withAttemptOptionOrder) keep every lesson passable by a learner who knows the answers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  answersMatch,
  gradedLessonResult,
  isGradedExercise,
  lessonFileSchema,
  optionText,
  responseKind,
  withAttemptOptionOrder,
  type Exercise,
} from '@hadal/domain';

const BUNDLE = path.resolve(import.meta.dirname, '../../../content/bundles/somali-core/lessons');
const lessons = readdirSync(BUNDLE)
  .filter((f) => f.endsWith('.json'))
  .map((f) => lessonFileSchema.parse(JSON.parse(readFileSync(path.join(BUNDLE, f), 'utf8'))));
const ATTEMPTS = Array.from({ length: 12 }, (_, i) => `attempt-${i}`);

type Learner = (shown: Exercise) => boolean;

/** Practice steps are done; a pick question gets the learner's pick; every other question is missed. */
function play(exercises: readonly Exercise[], attemptId: string, answer: Learner) {
  const shown = withAttemptOptionOrder(exercises, attemptId);
  const right = shown.filter((e) => !isGradedExercise(e) || answer(e)).map((e) => e.id);
  return gradedLessonResult(shown, right);
}

const picks =
  (at: (options: number) => number): Learner =>
  (e) => {
    const options = e.options ?? [];
    if (responseKind(e) !== 'pick' || !options.length) return false;
    return answersMatch(optionText(options[at(options.length)]!), e.correct_answer);
  };

describe('position guessing', () => {
  it('reads the whole course', () => expect(lessons.length).toBeGreaterThan(100));

  for (const [name, learner] of [
    ['always the first option', picks(() => 0)],
    ['always the last option', picks((n) => n - 1)],
  ] as const) {
    it(`fails every lesson in every attempt when picking ${name}`, () => {
      const passed = lessons.flatMap((l) =>
        ATTEMPTS.filter((a) => play(l.exercises as Exercise[], a, learner).passed).map((a) => `${l.stable_id} (${a})`),
      );
      expect(passed).toEqual([]);
    });
  }

  it('keeps every lesson passable for a learner who picks the answer', () => {
    const knows: Learner = (e) =>
      responseKind(e) === 'pick' ? (e.options ?? []).some((o) => answersMatch(optionText(o), e.correct_answer)) : true;
    const failed = lessons.filter((l) => !play(l.exercises as Exercise[], 'attempt-0', knows).passed);
    expect(failed.map((l) => l.stable_id)).toEqual([]);
  });
});
