import type { ProgressUpdateResponse, StatefulProgressEntry } from '@hadal/domain';
import { describe, expect, it } from 'vitest';
import { testMe } from '@/test/msw-server';
import { withSavedProgress, withSavedTotals } from './progress-cache';
import { lessonDetail, listItem } from './testing/lesson-fixtures';

const lessons = [1, 2, 3].map((n) =>
  listItem(lessonDetail({ id: n, stable_id: `v${n}`, order_index: n, cefr_level: 'A1' })),
);

const entry = (n: number, over: Partial<StatefulProgressEntry> = {}): StatefulProgressEntry => ({
  lesson_id: n,
  lesson_stable_id: `v${n}`,
  completed: false,
  skipped: false,
  progress_percentage: 0,
  state: 'not_started',
  locked: n > 1,
  ...over,
});

const answer = (stableId: string, over: Partial<ProgressUpdateResponse> = {}): ProgressUpdateResponse => ({
  lesson_stable_id: stableId,
  completed: false,
  skipped: false,
  progress_percentage: 0,
  xp_earned: 0,
  updated_at: null,
  xp_granted: 0,
  total_xp: 40,
  streak_days: 2,
  ...over,
});

describe('progress cache', () => {
  it('takes the XP total and streak the server answered', () => {
    expect(withSavedTotals(testMe({ xp_points: 10, streak_days: 1 }), answer('v1'))).toEqual(
      testMe({ xp_points: 40, streak_days: 2 }),
    );
  });

  it('sets the saved lesson in progress', () => {
    const entries = [entry(1), entry(2), entry(3)];
    const next = withSavedProgress(entries, answer('v1', { progress_percentage: 40 }), lessons);
    expect(next[0]).toEqual(entry(1, { progress_percentage: 40, state: 'in_progress' }));
    expect(next.slice(1)).toEqual(entries.slice(1));
  });

  it('completes the lesson and opens the next one', () => {
    const next = withSavedProgress(
      [entry(1), entry(2), entry(3)],
      answer('v1', { completed: true, progress_percentage: 100 }),
      lessons,
    );
    expect(next).toEqual([
      entry(1, { completed: true, progress_percentage: 100, state: 'completed' }),
      entry(2, { locked: false }),
      entry(3),
    ]);
  });

  it('skips the lesson and opens the next one', () => {
    const next = withSavedProgress([entry(1), entry(2), entry(3)], answer('v1', { skipped: true }), lessons);
    expect(next[0]?.state).toBe('skipped');
    expect(next.map((e) => e.locked)).toEqual([false, false, true]);
  });

  it('never closes a lesson the server left open, and keeps locks without the lesson list', () => {
    const admin = [entry(1), entry(2, { locked: false }), entry(3, { locked: false })];
    expect(withSavedProgress(admin, answer('v1', { progress_percentage: 20 }), lessons).map((e) => e.locked)).toEqual([
      false,
      false,
      false,
    ]);
    const next = withSavedProgress(
      [entry(1), entry(2)],
      answer('v1', { completed: true, progress_percentage: 100 }),
      undefined,
    );
    expect(next.map((e) => e.locked)).toEqual([false, true]);
  });

  it('leaves the entries alone for a lesson it does not list', () => {
    const entries = [entry(1)];
    expect(withSavedProgress(entries, answer('other', { completed: true }), lessons)).toBe(entries);
  });
});
