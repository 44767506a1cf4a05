import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isLessonDone,
  isPercentOnlySave,
  nextLessonProgress,
  utcDay,
  xpGrantFor,
  type StoredLessonProgress,
} from './lesson-progress';

const NOW = new Date('2026-05-01T10:00:00Z');
const EARLIER = new Date('2026-04-01T10:00:00Z');
/** A stored progress row, as the property tests generate it. */
const storedRow = fc.record({
  completed: fc.boolean(),
  skipped: fc.boolean(),
  progressPercentage: fc.integer({ min: 0, max: 100 }),
  passedAt: fc.option(fc.constant(EARLIER), { nil: null }),
});
const completedRow: StoredLessonProgress = {
  completed: true,
  skipped: false,
  progressPercentage: 100,
  passedAt: EARLIER,
};

describe('nextLessonProgress', () => {
  it('completes, remembering the first pass', () => {
    expect(nextLessonProgress(undefined, { progress_percentage: 100, completed: true }, NOW)).toEqual({
      completed: true,
      skipped: false,
      progressPercentage: 100,
      passedAt: NOW,
    });
    expect(nextLessonProgress(completedRow, { progress_percentage: 100, completed: true }, NOW).passedAt).toBe(EARLIER);
  });

  it('restarts a completed lesson to 0 and skips it to 0, skipped, not completed; it stays passed', () => {
    const restarted = nextLessonProgress(completedRow, { progress_percentage: 0 }, NOW);
    expect(restarted).toEqual({ completed: false, skipped: false, progressPercentage: 0, passedAt: EARLIER });
    const skipped = nextLessonProgress(completedRow, { progress_percentage: 0, skipped: true }, NOW);
    expect(skipped).toEqual({ completed: false, skipped: true, progressPercentage: 0, passedAt: EARLIER });
    expect(isLessonDone(restarted)).toBe(true);
  });

  it('keeps a completed lesson completed while it is replayed', () => {
    expect(nextLessonProgress(completedRow, { progress_percentage: 40 }, NOW)).toEqual(completedRow);
    expect(nextLessonProgress(completedRow, { progress_percentage: 90 }, NOW).completed).toBe(true);
  });

  it('stores progress as sent, and never loses a first pass (property)', () => {
    const update = fc.record({
      progress_percentage: fc.double({ min: 0, max: 100, noNaN: true }),
      completed: fc.boolean(),
      skipped: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.option(storedRow, { nil: undefined }), update, (existing, u) => {
        const next = nextLessonProgress(existing, u, NOW);
        if (existing?.passedAt) expect(next.passedAt).toBe(existing.passedAt);
        expect(next.completed && next.skipped).toBe(false);
        expect(next.progressPercentage).toBeGreaterThanOrEqual(0);
        expect(next.progressPercentage).toBeLessThanOrEqual(100);
        if (next.completed) expect(next.progressPercentage).toBe(100);
        if (u.completed) expect(next.completed).toBe(true);
      }),
    );
  });
});

describe('xpGrantFor', () => {
  const base = { claimedXp: 40, lessonMaxXp: 55, completes: true, passedBefore: false, practiceGrantedToday: false };

  it('grants the first pass what was claimed, never above the lesson maximum', () => {
    expect(xpGrantFor(base)).toEqual({ kind: 'first_pass', xp: 40 });
    expect(xpGrantFor({ ...base, claimedXp: 2000 })).toEqual({ kind: 'first_pass', xp: 55 });
  });

  it('grants nothing without a completion or a positive claim', () => {
    expect(xpGrantFor({ ...base, completes: false })).toBeNull();
    expect(xpGrantFor({ ...base, claimedXp: 0 })).toBeNull();
    expect(xpGrantFor({ ...base, claimedXp: -5 })).toBeNull();
  });

  it('grants a replay practice XP once per UTC day', () => {
    expect(xpGrantFor({ ...base, passedBefore: true })).toEqual({ kind: 'practice', xp: 40 });
    expect(xpGrantFor({ ...base, passedBefore: true, practiceGrantedToday: true })).toBeNull();
  });

  it('never grants more than the maximum once per day after the first pass (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10, max: 100_000 }), { maxLength: 50 }), fc.nat(200), (claims, max) => {
        let passed = false;
        let practiceToday = false;
        let total = 0;
        for (const claimedXp of claims) {
          const g = xpGrantFor({
            claimedXp,
            lessonMaxXp: max,
            completes: true,
            passedBefore: passed,
            practiceGrantedToday: practiceToday,
          });
          if (g) {
            total += g.xp;
            if (g.kind === 'practice') practiceToday = true;
          }
          passed = true;
        }
        expect(total).toBeLessThanOrEqual(2 * max);
      }),
    );
  });

  it('counts days in UTC', () => {
    expect(utcDay(new Date('2026-05-01T23:59:59+03:00'))).toBe('2026-05-01');
    expect(utcDay(new Date('2026-05-02T01:00:00+03:00'))).toBe('2026-05-01');
  });
});

describe('isPercentOnlySave', () => {
  it('is a save that neither completes, skips nor restarts', () => {
    expect(isPercentOnlySave({ progress_percentage: 40 })).toBe(true);
    expect(isPercentOnlySave({ progress_percentage: 40, completed: false, skipped: false })).toBe(true);
    expect(isPercentOnlySave({ progress_percentage: 100, completed: true })).toBe(false);
    expect(isPercentOnlySave({ progress_percentage: 40, skipped: true })).toBe(false);
    expect(isPercentOnlySave({ progress_percentage: 0 })).toBe(false);
    expect(isPercentOnlySave({ progress_percentage: 0.4 })).toBe(false);
  });

  // The server writes such a save as one statement: the percentage (100 for a completed lesson),
  // everything else as stored, and no XP. This is the rule that statement relies on.
  it('keeps completion, skip and pass as stored and grants nothing (property)', () => {
    const stored = fc.oneof(fc.constant(undefined), storedRow);
    const update = fc.record({
      progress_percentage: fc.double({ min: 0, max: 100, noNaN: true }),
      completed: fc.option(fc.boolean(), { nil: undefined }),
      skipped: fc.option(fc.boolean(), { nil: undefined }),
    });
    fc.assert(
      fc.property(stored, update, fc.integer({ min: 0, max: 500 }), (existing, body, claimed) => {
        fc.pre(isPercentOnlySave(body) && !(existing?.completed && existing.skipped));
        const next = nextLessonProgress(existing, body, NOW);
        expect(next).toEqual({
          completed: existing?.completed ?? false,
          skipped: existing?.skipped ?? false,
          progressPercentage: existing?.completed ? 100 : Math.round(body.progress_percentage),
          passedAt: existing?.passedAt ?? null,
        });
        const grant = xpGrantFor({
          claimedXp: claimed,
          lessonMaxXp: 500,
          completes: Boolean(body.completed),
          passedBefore: existing?.passedAt != null,
          practiceGrantedToday: false,
        });
        expect(grant).toBeNull();
      }),
    );
  });
});
