import { describe, expect, it } from 'vitest';
import type { LessonProgressRow } from '@/db/schema';
import { summaryFrom, withSavedPercent } from './learner-summary';
import type { ProgressSummaryRow } from './progress.queries';

const summaryRow = (lessonStableId: string, over: Partial<ProgressSummaryRow> = {}): ProgressSummaryRow => ({
  lessonStableId,
  completed: false,
  skipped: false,
  progressPercentage: 0,
  passed: false,
  ...over,
});

const savedRow = (lessonStableId: string, progressPercentage: number, completedAt: Date | null = null) =>
  ({
    id: 1,
    userId: 1,
    lessonStableId,
    progressPercentage,
    completed: completedAt !== null && progressPercentage === 100,
    skipped: false,
    skippedByPlacement: false,
    xpEarned: 0,
    completedAt,
    perfectAt: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  }) satisfies LessonProgressRow;

describe('the summary a percent-only save leaves', () => {
  const before = summaryFrom([
    summaryRow('a', { completed: true, progressPercentage: 100, passed: true }),
    summaryRow('b', { progressPercentage: 20 }),
  ]);

  it("replaces the lesson's row and global entry in place, and keeps the done states", () => {
    const after = withSavedPercent(before, savedRow('b', 60));
    expect(after).toEqual(summaryFrom([before.rows[0]!, summaryRow('b', { progressPercentage: 60 })]));
    expect(after.done).toBe(before.done);
    expect(before.rows[1]!.progressPercentage).toBe(20);
  });

  it('adds a new lesson at the end, not done', () => {
    const after = withSavedPercent(before, savedRow('c', 10));
    expect(after).toEqual(summaryFrom([...before.rows, summaryRow('c', { progressPercentage: 10 })]));
    expect(after.done.get('c')).toEqual({ completed: false, skipped: false });
    expect(before.done.has('c')).toBe(false);
  });

  it('keeps a lesson passed once as passed', () => {
    const after = withSavedPercent(before, savedRow('a', 100, new Date(1)));
    expect(after.rows[0]).toEqual(before.rows[0]);
    expect(after.done.get('a')).toEqual({ completed: true, skipped: false });
  });
});
