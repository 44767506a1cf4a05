import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Exercise, LessonType } from '../lessons';
import {
  isPlacementDone,
  lessonsSkippedByPlacement,
  nextPlacementLevel,
  nextPlacementQuestion,
  placementDurationS,
  placementPosterior,
  placementResult,
  PLACEMENT_MAX_QUESTIONS,
  PLACEMENT_MIN_QUESTIONS,
  type PlacementAnswer,
} from './placement';
import { PLACEMENT_LEVELS, placementQuestionBank, type PlacementLevel, type PlacementQuestion } from './question-bank';

const KINDS: LessonType[] = ['vocabulary', 'grammar', 'phrases'];

/** A course with `perLesson` questions in 3 lessons of each kind at every level A1..C1. */
function course(perLesson = 4) {
  return ['A1', 'A2', 'B1', 'B2', 'C1'].flatMap((level) =>
    KINDS.flatMap((kind) =>
      [1, 2, 3].map((n) => ({
        stable_id: `${level.toLowerCase()}-${kind}-${n}`,
        cefr_level: level,
        lesson_type: kind,
        exercises: [
          { id: 'ex01', type: 'vocabulary_introduction', question: 'Nabad', translation: 'Peace' },
          { id: 'ex02', type: 'matching', pairs: [{ somali: 'a', english: 'b' }] },
          { id: 'ex03', type: 'pronunciation', tts_text: 'x', correct_answer: 'x' },
          ...Array.from({ length: perLesson }, (_, i): Exercise => ({
            id: `q${i}`,
            type: 'multiple_choice',
            question: '?',
            options: ['a', 'b', 'c', 'd'],
            correct_answer: 'a',
          })),
        ],
      })),
    ),
  );
}

const bank = placementQuestionBank(course());

/** Runs a whole test with a learner who answers a question of level index q right with probability p(q). */
function run(answerRight: (q: PlacementQuestion) => boolean, seed = 1): PlacementAnswer[] {
  let s = seed;
  const random = () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
  const answers: PlacementAnswer[] = [];
  for (;;) {
    const q = nextPlacementQuestion(bank, answers, random);
    if (!q) break;
    answers.push({ questionId: q.id, level: q.level, right: answerRight(q) });
  }
  return answers;
}

const levelIndex = (l: PlacementLevel) => PLACEMENT_LEVELS.indexOf(l);

describe('placement question bank', () => {
  it('takes graded questions with options from A1 to B2, never matching or practice', () => {
    expect(bank).toHaveLength(4 * 3 * 3 * 4);
    expect(new Set(bank.map((q) => q.level))).toEqual(new Set(PLACEMENT_LEVELS));
    expect(bank.every((q) => q.exercise.type === 'multiple_choice')).toBe(true);
    expect(bank[0]!.id).toBe('a1-vocabulary-1/q0');
  });
});

describe('placement', () => {
  it('starts at A2, the level that best splits a new learner', () => {
    expect(nextPlacementLevel([])).toBe('A2');
  });
  it('asks 12 to 20 questions: 3 to 5 minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 1000 }), (theta, seed) => {
        const answers = run((q) => levelIndex(q.level) < theta, seed);
        expect(answers.length).toBeGreaterThanOrEqual(PLACEMENT_MIN_QUESTIONS);
        expect(answers.length).toBeLessThanOrEqual(PLACEMENT_MAX_QUESTIONS);
        expect(placementDurationS(answers.length)).toBeGreaterThanOrEqual(180);
        expect(placementDurationS(answers.length)).toBeLessThanOrEqual(300);
      }),
    );
  });
  it('places a consistent learner exactly where they are', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 1000 }), (theta, seed) => {
        const result = placementResult(run((q) => levelIndex(q.level) < theta, seed));
        expect(result.masteredLevel).toBe(theta === 0 ? null : PLACEMENT_LEVELS[theta - 1]);
        expect(result.startLevel).toBe(['A1', 'A2', 'B1', 'B2', 'C1'][theta]);
      }),
    );
  });
  it('places a learner who slips or guesses now and then within one level, nearly always', () => {
    let within = 0;
    const runs = 300;
    for (let seed = 1; seed <= runs; seed += 1) {
      const theta = seed % 5;
      let s = seed * 7919;
      const noise = () => {
        s = (s * 48271) % 2147483647;
        return s / 2147483647;
      };
      const answers = run((q) => (levelIndex(q.level) < theta ? noise() > 0.1 : noise() < 0.25), seed);
      const placed = PLACEMENT_LEVELS.indexOf(placementResult(answers).masteredLevel ?? ('' as PlacementLevel)) + 1;
      if (Math.abs(placed - theta) <= 1) within += 1;
    }
    expect(within / runs).toBeGreaterThan(0.95);
  });
  it('never asks a question twice, and varies lesson kinds', () => {
    const answers = run((q) => q.level === 'A1', 3);
    expect(new Set(answers.map((a) => a.questionId)).size).toBe(answers.length);
    const a1 = bank.filter((q) => answers.some((a) => a.questionId === q.id && a.level === 'A1'));
    if (a1.length >= 3) expect(new Set(a1.map((q) => q.lessonType)).size).toBe(3);
  });
  it('keeps a proper probability distribution', () => {
    const answer = fc.record({
      questionId: fc.string(),
      level: fc.constantFrom(...PLACEMENT_LEVELS),
      right: fc.boolean(),
      guess: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 25 }), (answers) => {
        const p = placementPosterior(answers);
        expect(p).toHaveLength(5);
        expect(p.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9);
        expect(p.every((x) => x >= 0)).toBe(true);
      }),
    );
  });
  it('turning a wrong answer right never places lower', () => {
    const answer = fc.record({
      questionId: fc.constant('q'),
      level: fc.constantFrom(...PLACEMENT_LEVELS),
      right: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(answer, { minLength: 1, maxLength: 20 }), fc.nat(), (answers, k) => {
        const i = k % answers.length;
        if (answers[i]!.right) return;
        const better = answers.map((a, j) => (j === i ? { ...a, right: true } : a));
        const rank = (r: ReturnType<typeof placementResult>) => (r.masteredLevel ? levelIndex(r.masteredLevel) + 1 : 0);
        expect(rank(placementResult(better))).toBeGreaterThanOrEqual(rank(placementResult(answers)));
      }),
    );
  });
  it('stops at once with an empty bank, and after the maximum', () => {
    expect(nextPlacementQuestion([], [])).toBeNull();
    const many = Array.from({ length: PLACEMENT_MAX_QUESTIONS }, (_, i) => ({
      questionId: `q${i}`,
      level: 'A1' as const,
      right: i % 2 === 0,
    }));
    expect(isPlacementDone(many)).toBe(true);
    expect(nextPlacementQuestion(bank, many)).toBeNull();
  });
});

describe('lessonsSkippedByPlacement', () => {
  const lessons = [
    { stable_id: 'a1-x', cefr_level: 'A1' },
    { stable_id: 'a2-x', cefr_level: 'A2' },
    { stable_id: 'b1-x', cefr_level: 'B1' },
    { stable_id: 'c1-x', cefr_level: 'C1' },
  ];
  it('skips every lesson of the mastered levels', () => {
    expect(lessonsSkippedByPlacement(lessons, 'A2')).toEqual(['a1-x', 'a2-x']);
    expect(lessonsSkippedByPlacement(lessons, null)).toEqual([]);
    expect(lessonsSkippedByPlacement(lessons, 'B2')).toEqual(['a1-x', 'a2-x', 'b1-x']);
  });
});
