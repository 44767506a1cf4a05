import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '../lessons';
import { answerPosition, seededShuffle, withAttemptOptionOrder } from './option-order';

const question = (id: string, options: string[], answer = options[0]): Exercise =>
  ({ id, type: 'multiple_choice', question: id, options, correct_answer: answer }) as Exercise;

const lessonOf = (sizes: number[]) =>
  sizes.map((n, i) =>
    question(
      `ex${i}`,
      Array.from({ length: n }, (_, j) => `q${i}-o${j}`),
    ),
  );

describe('seededShuffle', () => {
  it('is a permutation decided by the seed alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 12 }), fc.string(), (items, seed) => {
        const a = seededShuffle(items, seed);
        expect(a).toEqual(seededShuffle(items, seed));
        expect([...a].sort()).toEqual([...items].sort());
      }),
    );
  });
});

describe('withAttemptOptionOrder', () => {
  it('keeps every option and the same order for the same attempt', () => {
    const lesson = lessonOf([3, 4, 3, 4, 3]);
    const a = withAttemptOptionOrder(lesson, 'attempt-1');
    expect(withAttemptOptionOrder(lesson, 'attempt-1')).toEqual(a);
    a.forEach((e, i) => expect([...(e.options ?? [])].sort()).toEqual([...(lesson[i]?.options ?? [])].sort()));
  });

  it('shows a new order in a new attempt', () => {
    const lesson = lessonOf([4, 4, 4, 4, 4, 4]);
    const orders = new Set(
      ['a', 'b', 'c', 'd', 'e'].map((id) => JSON.stringify(withAttemptOptionOrder(lesson, id).map((e) => e.options))),
    );
    expect(orders.size).toBe(5);
  });

  it('deals the answer to the first and the last place at most once per round of three', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 2, max: 5 }), { minLength: 1, maxLength: 20 }),
        fc.uuid(),
        (sizes, attempt) => {
          const shown = withAttemptOptionOrder(lessonOf(sizes), attempt);
          const positions = shown.map((e) => answerPosition(e.options ?? [], e.correct_answer));
          const first = positions.filter((p) => p === 0).length;
          const last = positions.filter((p, i) => p === (shown[i]?.options?.length ?? 0) - 1).length;
          const rounds = Math.ceil(sizes.length / 3);
          const twoOption = sizes.filter((n) => n === 2).length;
          // A round gives each place once; a two-option question's middle becomes first or last in turn.
          expect(first).toBeLessThanOrEqual(rounds + Math.ceil(twoOption / 2));
          expect(last).toBeLessThanOrEqual(rounds + Math.ceil(twoOption / 2));
          expect(positions.every((p) => p >= 0)).toBe(true);
        },
      ),
    );
  });

  it('places the answer by value, whatever the authored position', () => {
    const lesson = [question('ex1', ['a', 'b', 'c'], 'c'), question('ex2', ['a', 'b', 'c'], 'b')];
    for (const e of withAttemptOptionOrder(lesson, 'x'))
      expect(answerPosition(e.options ?? [], e.correct_answer)).toBeGreaterThanOrEqual(0);
  });

  it('leaves exercises without options as they are and shuffles a word bank freely', () => {
    const intro = { id: 'ex0', type: 'vocabulary_introduction', question: 'Salaan' } as Exercise;
    const typed = { ...question('ex1', ['ma', 'waa', 'iyo']), type: 'fill_blank', answer_mode: 'typed' } as Exercise;
    const [a, b] = withAttemptOptionOrder([intro, typed], 'x');
    expect(a).toBe(intro);
    expect([...(b?.options ?? [])].sort()).toEqual(['iyo', 'ma', 'waa']);
  });
});
