import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Exercise, LessonType } from '../lessons';
import { lessonsSkippedByPlacement } from './placement-skips';
import {
  isPlacementDone,
  nextPlacementQuestion,
  placementEvidence,
  placementLevelDecision,
  placementProgress,
  placementResult,
  PLACEMENT_BLOCK_MAX,
  PLACEMENT_BLOCK_MIN,
  PLACEMENT_ERROR,
  PLACEMENT_MAX_QUESTIONS,
  PLACEMENT_TYPED_GUESS,
  type PlacementAnswer,
} from './placement';
import { PLACEMENT_LEVELS, placementQuestionBank, type PlacementLevel, type PlacementQuestion } from './question-bank';
import { seededRandom } from './seeded-random';

const KINDS: LessonType[] = ['vocabulary', 'grammar', 'phrases'];

const pick = (id: string): Exercise => ({
  id,
  type: 'somali_to_english',
  question: 'What does this mean?',
  tts_text: 'Nabad',
  options: ['Peace', 'Water', 'Milk', 'Bread'],
  correct_answer: 'Peace',
});
const typed = (id: string): Exercise => ({
  id,
  type: 'english_to_somali',
  question: 'Write the Somali for "water".',
  answer_mode: 'typed',
  options: ['biyo', 'caano', 'rooti'],
  correct_answer: 'biyo',
});
const dictation = (id: string): Exercise => ({
  id,
  type: 'dictation',
  question: 'Type what you hear.',
  tts_text: 'Waan cunayaa.',
  options: ['Waan cunayaa.', 'Waan cabayaa.', 'Waan socdaa.'],
  correct_answer: 'Waan cunayaa.',
});

/** A course with 3 lessons of each kind at every level A1..C1, each with picks, typed questions and dictations. */
function course() {
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
          ...[4, 5, 6, 7].map((i) => pick(`p${i}`)),
          ...[4, 5, 6, 7].map((i) => typed(`t${i}`)),
          ...[4, 5, 6].map((i) => dictation(`d${i}`)),
        ],
      })),
    ),
  );
}

const bank = placementQuestionBank(course());
const levelIndex = (l: PlacementLevel) => PLACEMENT_LEVELS.indexOf(l);

/** Runs a whole test; `right` says whether the learner answers a question right. */
function run(right: (q: PlacementQuestion) => boolean, seed = 1): PlacementAnswer[] {
  const random = seededRandom(seed);
  const answers: PlacementAnswer[] = [];
  for (let q: PlacementQuestion | null; (q = nextPlacementQuestion(bank, answers, random));) {
    const r = right(q);
    answers.push({
      questionId: q.id,
      level: q.level,
      right: r,
      guess: q.response === 'typed' ? PLACEMENT_TYPED_GUESS : 0.25,
      response: q.response,
      dictation: q.dictation,
    });
  }
  return answers;
}

describe('placement question bank', () => {
  it('takes typed questions and picks of 4+ options from A1 to B2, never matching or practice', () => {
    expect(bank).toHaveLength(4 * 3 * 3 * 11);
    expect(new Set(bank.map((q) => q.level))).toEqual(new Set(PLACEMENT_LEVELS));
    expect(bank.filter((q) => q.response === 'typed')).toHaveLength(4 * 3 * 3 * 7);
    expect(bank.filter((q) => q.dictation).every((q) => q.response === 'typed')).toBe(true);
  });

  it('leaves out review, grammar terms, characters of a dialogue, sentences to build and picks of 3 options', () => {
    const lesson = (exercises: Exercise[]) => [
      { stable_id: 'a2-x', cefr_level: 'A2', lesson_type: 'grammar' as const, exercises },
    ];
    const left = (e: Exercise) => placementQuestionBank(lesson([e]));
    expect(left({ ...typed('r'), question: 'Review: write the Somali for "mountain".' })).toEqual([]);
    expect(left({ ...dictation('r'), question: 'Review: type what you hear.' })).toEqual([]);
    expect(left({ ...pick('g'), question: 'Qalinka means "the pen". Is qalin masculine or feminine?' })).toEqual([]);
    expect(left({ ...pick('g'), question: 'In a story, what does -kii in ninkii show?' })).toEqual([]);
    expect(left({ ...pick('n'), question: 'Cabdi says "Shaqo baan leeyahay." Why can\'t he come?' })).toEqual([]);
    expect(left({ ...pick('c'), question: 'Who herds the camels, according to the reading?' })).toEqual([]);
    expect(left({ ...pick('o'), options: ['Peace', 'Water', 'Milk'] })).toEqual([]);
    expect(
      left({
        id: 's',
        type: 'sentence_building',
        question: 'Build',
        options: ['a', 'b', 'c', 'd'],
        correct_answer: 'a',
      }),
    ).toEqual([]);
    // A speaker of the lesson's own dialogue counts as a character too.
    const withDialogue = placementQuestionBank(
      lesson([
        {
          id: 'c',
          type: 'conversation_practice',
          dialogue: [{ speaker: 'Ayaan', text: 'Nabad', translation: 'Peace' }],
        },
        { ...pick('q'), question: 'What does Ayaan want?' },
      ]),
    );
    expect(withDialogue).toEqual([]);
    expect(left(pick('ok'))).toHaveLength(1);
  });
});

describe('placement blocks', () => {
  it('asks A1 dictations first, then each level only its own questions, from A2 up while they pass', () => {
    const answers = run((q) => levelIndex(q.level) < 2, 5);
    const levels = answers.map((a) => a.level);
    expect(levels).toEqual([...levels].sort((a, b) => levelIndex(a) - levelIndex(b)));
    const a1 = answers.filter((a) => a.level === 'A1');
    // A passed A2 shows A1: only its dictations are asked (the writing check).
    expect(a1.length).toBeLessThanOrEqual(3);
    expect(a1.every((a) => a.dictation)).toBe(true);
    expect(answers[0]).toMatchObject({ level: 'A1', dictation: true });
    expect(placementResult(answers)).toMatchObject({ masteredLevel: 'A2', startLevel: 'B1', literacy: false });
  });

  it('goes down to the A1 block when A2 fails, counting the dictations already written', () => {
    const answers = run((q) => q.level === 'A1', 3);
    const firstA2 = answers.findIndex((a) => a.level === 'A2');
    const lastA2 = answers.findLastIndex((a) => a.level === 'A2');
    expect(answers.slice(0, firstA2).every((a) => a.level === 'A1' && a.dictation)).toBe(true);
    expect(answers.slice(lastA2 + 1).every((a) => a.level === 'A1')).toBe(true);
    expect(answers.slice(lastA2 + 1).length).toBeGreaterThan(0);
    expect(placementResult(answers)).toMatchObject({ masteredLevel: 'A1', startLevel: 'A2', literacy: false });
  });

  it('settles every block by the sequential test: no decision inside the bounds, one at them', () => {
    const bound = Math.log((1 - PLACEMENT_ERROR) / PLACEMENT_ERROR);
    const typedAnswer = (i: number, right: boolean): PlacementAnswer => ({
      questionId: `a2-${i}`,
      level: 'A2',
      right,
      guess: PLACEMENT_TYPED_GUESS,
      response: 'typed',
    });
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: PLACEMENT_BLOCK_MIN, maxLength: 40 }), (rights) => {
        const a2 = rights.map((r, i) => typedAnswer(i, r));
        const evidence = placementEvidence(a2);
        const decision = placementLevelDecision('A2', a2);
        if (evidence >= bound) expect(decision).toBe('pass');
        else if (evidence <= -bound) expect(decision).toBe('fail');
        else expect(decision).toBeNull();
      }),
    );
  });

  it('asks three typed questions for every picked one', () => {
    const answers = run(() => true, 2).filter((a) => a.level === 'A2');
    expect(answers.map((a) => a.response).slice(0, 4)).toEqual(['typed', 'typed', 'typed', 'pick']);
  });

  it('places a consistent learner exactly where they are, in few questions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 1000 }), (theta, seed) => {
        const answers = run((q) => levelIndex(q.level) < theta, seed);
        const result = placementResult(answers);
        expect(result.masteredLevel).toBe(theta === 0 ? null : PLACEMENT_LEVELS[theta - 1]);
        expect(result.startLevel).toBe(['A1', 'A2', 'B1', 'B2', 'C1'][theta]);
        expect(answers.length).toBeLessThanOrEqual(12 * Math.min(theta + 1, 4));
        expect(result.levels.map((l) => l.outcome)).toEqual(
          PLACEMENT_LEVELS.map((_, i) => (i < theta ? 'placed' : i === theta ? 'start_here' : 'not_reached')),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('never asks a question twice, and stops within the caps whatever the answers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (seed, p) => {
        const coin = seededRandom(seed * 7);
        const answers = run(() => coin() < p, seed);
        expect(new Set(answers.map((a) => a.questionId)).size).toBe(answers.length);
        expect(answers.length).toBeLessThanOrEqual(PLACEMENT_MAX_QUESTIONS);
        for (const level of PLACEMENT_LEVELS)
          expect(answers.filter((a) => a.level === level).length).toBeLessThanOrEqual(PLACEMENT_BLOCK_MAX);
        expect(isPlacementDone(answers)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('decides no block before its minimum', () => {
    const three = Array.from({ length: PLACEMENT_BLOCK_MIN - 1 }, (_, i) => ({
      questionId: `q${i}`,
      level: 'A1' as const,
      right: false,
      response: 'typed' as const,
      guess: PLACEMENT_TYPED_GUESS,
    }));
    expect(placementProgress(three)).toEqual({ level: 'A1', passed: [] });
  });

  it('turning a wrong answer right never lowers the evidence', () => {
    const answer = fc.record({
      questionId: fc.constant('q'),
      level: fc.constantFrom(...PLACEMENT_LEVELS),
      right: fc.boolean(),
      guess: fc.double({ min: 0, max: 0.5, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(answer, { minLength: 1, maxLength: 30 }), fc.nat(), (answers, k) => {
        const i = k % answers.length;
        if (answers[i]!.right) return;
        const better = answers.map((a, j) => (j === i ? { ...a, right: true } : a));
        expect(placementEvidence(better)).toBeGreaterThan(placementEvidence(answers));
      }),
    );
  });

  it('places a learner who picks well but cannot write in the literacy track', () => {
    const answers = run((q) => !q.dictation, 9);
    const result = placementResult(answers);
    expect(result.literacy).toBe(true);
    expect(result.dictations.right).toBe(0);
    expect(result.dictations.asked).toBeGreaterThanOrEqual(2);
  });

  it('stops at once with an empty bank', () => {
    expect(nextPlacementQuestion([], [])).toBeNull();
    expect(placementResult([])).toMatchObject({ masteredLevel: null, startLevel: 'A1', literacy: true });
  });
});

describe('lessonsSkippedByPlacement', () => {
  const lessons = [
    { stable_id: 'a1-x', cefr_level: 'A1' },
    { stable_id: 'a1-literacy-x', cefr_level: 'A1', track: 'literacy' },
    { stable_id: 'a2-x', cefr_level: 'A2' },
    { stable_id: 'b1-x', cefr_level: 'B1' },
    { stable_id: 'c1-x', cefr_level: 'C1' },
  ];
  it('skips every lesson of the passed levels, never the literacy track for a learner placed in it', () => {
    expect(lessonsSkippedByPlacement(lessons, 'A2')).toEqual(['a1-x', 'a1-literacy-x', 'a2-x']);
    expect(lessonsSkippedByPlacement(lessons, 'A2', { literacy: true })).toEqual(['a1-x', 'a2-x']);
    expect(lessonsSkippedByPlacement(lessons, null)).toEqual([]);
    expect(lessonsSkippedByPlacement(lessons, 'B2')).toEqual(['a1-x', 'a1-literacy-x', 'a2-x', 'b1-x']);
  });
});
