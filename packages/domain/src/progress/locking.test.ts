import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computeLocks,
  isLockedByRule,
  nextLessonAfter,
  lessonKind,
  lessonLockRules,
  levelGroup,
  type LessonDoneState,
  type LockableLesson,
} from './locking';

const L = (stable_id: string, lesson_type: string, cefr_level: string, order_index: number): LockableLesson => ({
  stable_id,
  lesson_type,
  cefr_level,
  order_index,
});
const done: LessonDoneState = { completed: true, skipped: false };
const skipped: LessonDoneState = { completed: false, skipped: true };

describe('lesson locking (spec 01 §4)', () => {
  const lessons = [
    L('v-a1-2', 'vocabulary', 'A1', 2),
    L('v-a1-1', 'vocabulary', 'A1', 1),
    L('v-a2-1', 'vocabulary', 'A2', 1),
    L('g-a1-1', 'grammar', 'A1', 1),
    L('g-a1-2', 'grammar', 'A1', 2),
    L('g-a2-1', 'grammar', 'A2', 1),
    L('p-a2-1', 'phrases', 'A2', 1),
    L('x-a1-1', 'culture', 'A1', 3),
  ];

  it.each<[string, Record<string, LessonDoneState>, string, boolean]>([
    ['first lesson of each kind at A1 is open', {}, 'v-a1-1', false],
    ['first grammar lesson at A1 is open', {}, 'g-a1-1', false],
    ['next lesson locked while the previous is not done', {}, 'v-a1-2', true],
    ['next lesson opens when the previous is completed', { 'v-a1-1': done }, 'v-a1-2', false],
    ['next lesson opens when the previous is skipped', { 'v-a1-1': skipped }, 'v-a1-2', false],
    ['in progress does not unlock', { 'v-a1-1': { completed: false, skipped: false } }, 'v-a1-2', true],
    ['sorting is by order_index, not input order', { 'v-a1-2': done }, 'v-a1-1', false],
    ['other types are vocabulary kind: third in the vocabulary row', { 'v-a1-1': done }, 'x-a1-1', true],
    ['vocabulary kind chain includes other types', { 'v-a1-1': done, 'v-a1-2': done }, 'x-a1-1', false],
    [
      'first lesson above A1 locked until all of the kind below are done',
      { 'v-a1-1': done, 'v-a1-2': done },
      'v-a2-1',
      true,
    ],
    [
      'first lesson above A1 opens when all of the kind below are done or skipped',
      { 'v-a1-1': done, 'v-a1-2': skipped, 'x-a1-1': done },
      'v-a2-1',
      false,
    ],
    ['grammar progress does not unlock vocabulary', { 'g-a1-1': done, 'g-a1-2': done }, 'v-a2-1', true],
    ['grammar A2 opens after grammar A1', { 'g-a1-1': done, 'g-a1-2': skipped }, 'g-a2-1', false],
    ['previous level with none of the kind keeps the first lesson locked', {}, 'p-a2-1', true],
    [
      'even when everything else is done',
      { 'v-a1-1': done, 'v-a1-2': done, 'x-a1-1': done, 'g-a1-1': done, 'g-a1-2': done },
      'p-a2-1',
      true,
    ],
  ])('%s', (_name, progress, id, expected) => {
    expect(computeLocks(lessons, progress).get(id)).toBe(expected);
  });

  it('is not applied to admins', () => {
    const locks = computeLocks(lessons, {}, { isAdmin: true });
    expect([...locks.values()].every((v) => v === false)).toBe(true);
  });

  it('groups unknown CEFR levels as Other, after C2', () => {
    expect(levelGroup('Z9')).toBe('Other');
    const locks = computeLocks([L('c2', 'grammar', 'C2', 1), L('o', 'grammar', 'Other', 1)], { c2: done });
    expect(locks.get('o')).toBe(false);
    expect(computeLocks([L('c2', 'grammar', 'C2', 1), L('o', 'grammar', 'Other', 1)], {}).get('o')).toBe(true);
  });

  it('kind of everything not grammar or phrases is vocabulary', () => {
    expect(lessonKind('grammar')).toBe('grammar');
    expect(lessonKind('phrases')).toBe('phrases');
    expect(lessonKind('anything')).toBe('vocabulary');
  });
});

const levelArb = fc.constantFrom('A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Other');
const typeArb = fc.constantFrom('vocabulary', 'grammar', 'phrases', 'culture');
const lessonsArb = fc
  .uniqueArray(
    fc.record({ lesson_type: typeArb, cefr_level: levelArb, order_index: fc.integer({ min: 0, max: 50 }) }),
    {
      maxLength: 25,
      selector: (l) => `${l.lesson_type}|${l.cefr_level}|${l.order_index}`,
    },
  )
  .map((ls) => ls.map((l, i) => ({ ...l, stable_id: `l${i}` })));
const stateArb = fc.constantFrom<LessonDoneState | undefined>(undefined, done, skipped, {
  completed: false,
  skipped: false,
});

describe('lesson locking properties', () => {
  it('every lesson gets a state; admins see none locked', () => {
    fc.assert(
      fc.property(lessonsArb, (lessons) => {
        const locks = computeLocks(lessons, {});
        expect(locks.size).toBe(lessons.length);
        expect([...computeLocks(lessons, {}, { isAdmin: true }).values()].some(Boolean)).toBe(false);
      }),
    );
  });

  it('with nothing done, exactly the first A1 lesson of each kind is open', () => {
    fc.assert(
      fc.property(lessonsArb, (lessons) => {
        const open = [...computeLocks(lessons, {}).entries()].filter(([, locked]) => !locked).map(([id]) => id);
        const expected = new Set<string>();
        for (const kind of ['vocabulary', 'grammar', 'phrases']) {
          const a1 = lessons
            .filter((l) => lessonKind(l.lesson_type) === kind && l.cefr_level === 'A1')
            .sort((a, b) => a.order_index - b.order_index);
          if (a1[0]) expected.add(a1[0].stable_id);
        }
        expect(new Set(open)).toEqual(expected);
      }),
    );
  });

  it('with everything done, only first lessons after a level empty of their kind stay locked', () => {
    fc.assert(
      fc.property(lessonsArb, (lessons) => {
        const all = Object.fromEntries(lessons.map((l) => [l.stable_id, done]));
        const locks = computeLocks(lessons, all);
        const order = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Other'];
        for (const l of lessons) {
          const kind = lessonKind(l.lesson_type);
          const rank = order.indexOf(l.cefr_level);
          const same = lessons
            .filter((o) => lessonKind(o.lesson_type) === kind && o.cefr_level === l.cefr_level)
            .sort((a, b) => a.order_index - b.order_index);
          const isFirst = same[0]?.stable_id === l.stable_id;
          const prevEmpty =
            rank > 0 && !lessons.some((o) => lessonKind(o.lesson_type) === kind && o.cefr_level === order[rank - 1]);
          expect(locks.get(l.stable_id)).toBe(isFirst && prevEmpty);
        }
      }),
    );
  });

  it('marking a lesson done never locks another lesson (monotone)', () => {
    fc.assert(
      fc.property(lessonsArb, fc.array(stateArb, { maxLength: 25 }), fc.nat(), (lessons, states, pick) => {
        const progress: Record<string, LessonDoneState> = {};
        lessons.forEach((l, i) => {
          const s = states[i];
          if (s) progress[l.stable_id] = s;
        });
        const before = computeLocks(lessons, progress);
        if (lessons.length === 0) return;
        const target = lessons[pick % lessons.length]!;
        const after = computeLocks(lessons, { ...progress, [target.stable_id]: done });
        for (const [id, locked] of after) if (locked) expect(before.get(id)).toBe(true);
      }),
    );
  });

  it('skipped and completed unlock alike', () => {
    fc.assert(
      fc.property(lessonsArb, fc.array(fc.boolean(), { maxLength: 25 }), (lessons, flags) => {
        const asDone = Object.fromEntries(lessons.filter((_, i) => flags[i]).map((l) => [l.stable_id, done]));
        const asSkipped = Object.fromEntries(lessons.filter((_, i) => flags[i]).map((l) => [l.stable_id, skipped]));
        expect(computeLocks(lessons, asDone)).toEqual(computeLocks(lessons, asSkipped));
      }),
    );
  });
});

describe('one lesson lock rule', () => {
  it('locks each lesson exactly as computeLocks does, for any lessons and progress', () => {
    fc.assert(
      fc.property(lessonsArb, fc.array(stateArb, { maxLength: 25 }), (lessons, states) => {
        const progress = new Map<string, LessonDoneState>();
        lessons.forEach((l, i) => {
          const s = states[i];
          if (s) progress.set(l.stable_id, s);
        });
        const locks = computeLocks(lessons, progress);
        const rules = lessonLockRules(lessons);
        expect(rules.size).toBe(lessons.length);
        for (const l of lessons)
          expect(isLockedByRule(rules.get(l.stable_id)!, (id) => progress.get(id))).toBe(locks.get(l.stable_id));
      }),
    );
  });

  it('waits for the previous lesson, or the whole level below, and locks for good after an empty level', () => {
    const lessons = [
      L('v-a1-1', 'vocabulary', 'A1', 1),
      L('v-a1-2', 'vocabulary', 'A1', 2),
      L('v-a2-1', 'vocabulary', 'A2', 1),
      L('p-a2-1', 'phrases', 'A2', 1),
    ];
    const rules = lessonLockRules(lessons);
    expect(rules.get('v-a1-1')).toEqual({ open: true, after: [] });
    expect(rules.get('v-a1-2')).toEqual({ open: false, after: ['v-a1-1'] });
    expect(rules.get('v-a2-1')).toEqual({ open: false, after: ['v-a1-1', 'v-a1-2'] });
    expect(isLockedByRule(rules.get('p-a2-1')!, () => done)).toBe(true);
  });
});

describe('nextLessonAfter', () => {
  const l = (stable_id: string, lesson_type: string, cefr_level: string, order_index: number) => ({
    stable_id,
    lesson_type,
    cefr_level,
    order_index,
  });
  const lessons = [
    l('a2-v1', 'vocabulary', 'A2', 1),
    l('a1-v2', 'vocabulary', 'A1', 2),
    l('a1-g1', 'grammar', 'A1', 1),
    l('a1-v1', 'vocabulary', 'A1', 1),
  ];
  it('is the next lesson of the same kind in course order, across levels, and null after the last', () => {
    expect(nextLessonAfter(lessons[3]!, lessons)?.stable_id).toBe('a1-v2');
    expect(nextLessonAfter(lessons[1]!, lessons)?.stable_id).toBe('a2-v1');
    expect(nextLessonAfter(lessons[0]!, lessons)).toBeNull();
    expect(nextLessonAfter(lessons[2]!, lessons)).toBeNull();
  });
});
