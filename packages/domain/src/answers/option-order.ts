/**
 * Fair questions (docs/learning.md, "Fair questions"): every option set is shown in an order drawn
 * for the attempt, so the answer's position tells the learner nothing. The order is seeded by the
 * attempt: the same attempt shows the same order after a reload, a new attempt a new one. Across a
 * lesson's pick questions the answer is dealt to the first, a middle and the last place in turn
 * (a shuffled deal), so always picking the first or the last option fails the lesson. Answers are
 * graded by their value, never by their position.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Exercise, ExerciseOption } from '../lessons';
import { optionText } from '../lessons/answer';
import { responseKind } from './exercise-kinds';
import { answersMatch } from './match';

/** FNV-1a: a 32-bit number from a seed text. */
function seedNumber(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

type Rng = ReturnType<typeof xoroshiro128plus>;

const rngFor = (seed: string): Rng => xoroshiro128plus(seedNumber(seed));

function shuffleWith<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = uniformInt(rng, 0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A Fisher-Yates shuffle whose order is decided by `seed` alone. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  return shuffleWith(items, rngFor(seed));
}

/** Where an answer sits in an option list (compared by value), or -1. */
export function answerPosition(options: readonly ExerciseOption[], answer: string | null | undefined): number {
  return options.findIndex((o) => answersMatch(optionText(o), answer));
}

/** A pick question whose answer is one of its options: the questions the deal places. */
export function isPositionedQuestion(exercise: Pick<Exercise, 'type' | 'options' | 'answer_mode' | 'correct_answer'>) {
  const options = exercise.options ?? [];
  return (
    responseKind(exercise) === 'pick' &&
    options.length >= 2 &&
    options.filter((o) => answersMatch(optionText(o), exercise.correct_answer)).length === 1
  );
}

type Place = 'first' | 'middle' | 'last';
const PLACES: readonly Place[] = ['first', 'middle', 'last'];

/** The answer's index for a dealt place among `count` options (two options have no middle). */
function indexFor(place: Place, count: number, rng: Rng, alternate: boolean): number {
  if (place === 'first') return 0;
  if (place === 'last') return count - 1;
  if (count < 3) return alternate ? count - 1 : 0;
  return uniformInt(rng, 1, count - 2);
}

/**
 * The lesson's exercises as this attempt shows them: every option set in the attempt's order. The
 * pick questions (in the lesson's own order) are dealt first, middle and last places from shuffled
 * rounds of the three, and each one's answer is put at its place with the other options shuffled
 * around it; other option sets (a typed question's word bank) are simply shuffled.
 */
export function withAttemptOptionOrder<
  T extends Pick<Exercise, 'id' | 'type' | 'options' | 'answer_mode' | 'correct_answer'>,
>(exercises: readonly T[], attemptId: string): T[] {
  const rng = rngFor(`${attemptId}:options`);
  const positioned = exercises.filter(isPositionedQuestion);
  const deck: Place[] = [];
  while (deck.length < positioned.length) deck.push(...shuffleWith(PLACES, rng));
  const placeOf = new Map(positioned.map((e, i) => [e.id, deck[i] as Place]));
  let twoOptionMiddles = 0;
  return exercises.map((exercise) => {
    const options = exercise.options;
    if (!options || options.length < 2) return exercise;
    const own = rngFor(`${attemptId}:${exercise.id}`);
    const place = placeOf.get(exercise.id);
    if (!place) return { ...exercise, options: shuffleWith(options, own) };
    const at = answerPosition(options, exercise.correct_answer);
    const answer = options[at] as ExerciseOption;
    const others = shuffleWith(
      options.filter((_, i) => i !== at),
      own,
    );
    const alternate = place === 'middle' && options.length < 3 ? twoOptionMiddles++ % 2 === 1 : false;
    const index = indexFor(place, options.length, own, alternate);
    return { ...exercise, options: [...others.slice(0, index), answer, ...others.slice(index)] };
  });
}
