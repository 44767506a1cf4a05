import { describe, expect, it } from 'vitest';
import { lessonStateOf } from './lesson-state';

const entry = (completed: boolean, skipped: boolean, progress_percentage: number) => ({
  completed,
  skipped,
  progress_percentage,
});

describe('lessonStateOf', () => {
  it('is not started without progress or at 0%', () => {
    expect(lessonStateOf(undefined)).toBe('not_started');
    expect(lessonStateOf(entry(false, false, 0))).toBe('not_started');
  });

  it('is in progress above 0%', () => {
    expect(lessonStateOf(entry(false, false, 1))).toBe('in_progress');
    expect(lessonStateOf(entry(false, false, 90))).toBe('in_progress');
  });

  it('is skipped when skipped, and completed wins over skipped', () => {
    expect(lessonStateOf(entry(false, true, 0))).toBe('skipped');
    expect(lessonStateOf(entry(true, true, 100))).toBe('completed');
    expect(lessonStateOf(entry(true, false, 100))).toBe('completed');
  });
});
