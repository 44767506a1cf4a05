import { describe, expect, it } from 'vitest';
import type { Exercise } from '@hadal/domain';
import { checkAnswerPositions } from './answer-positions';

const q = (id: string, options: string[], answer: string, extra: Partial<Exercise> = {}): Exercise =>
  ({ id, type: 'multiple_choice', question: id, options, correct_answer: answer, ...extra }) as Exercise;

describe('checkAnswerPositions', () => {
  it('flags a lesson whose pick questions all hold the answer at one position', () => {
    const lesson = [q('ex1', ['a', 'b', 'c'], 'a'), q('ex2', ['d', 'e', 'f'], 'd'), q('ex3', ['g', 'h'], 'g')];
    expect(checkAnswerPositions(lesson).map((f) => f.message)).toEqual([
      'every one of the 3 pick questions has its answer as option 1',
    ]);
    expect(checkAnswerPositions([...lesson.slice(0, 2), q('ex3', ['g', 'h'], 'h')])).toEqual([]);
  });

  it('flags an option set that comes back with its answer at the same position', () => {
    const lesson = [
      q('ex1', ['ma', 'waa', 'iyo'], 'ma'),
      q('ex2', ['x', 'y', 'z'], 'z'),
      q('ex3', ['iyo', 'waa', 'ma'], 'iyo'),
    ];
    const found = checkAnswerPositions(lesson);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: 'answer-position', exerciseId: 'ex3' });
    expect(checkAnswerPositions([lesson[0]!, lesson[1]!, q('ex3', ['iyo', 'waa', 'ma'], 'ma')])).toEqual([]);
  });

  it('leaves typed questions and short lessons alone', () => {
    const typed = { type: 'fill_blank', answer_mode: 'typed' } as Partial<Exercise>;
    expect(
      checkAnswerPositions([q('ex1', ['a', 'b'], 'a'), q('ex2', ['c', 'd'], 'c'), q('ex3', ['e', 'f'], 'e', typed)]),
    ).toEqual([]);
  });
});
