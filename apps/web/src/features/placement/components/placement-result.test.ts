import { describe, expect, it } from 'vitest';
import { levelLine } from './placement-result';

const row = (outcome: 'placed' | 'start_here' | 'not_reached', asked: number, right: number) => ({
  level: 'A2' as const,
  outcome,
  asked,
  right,
  skipped_lessons: 0,
});

describe('levelLine', () => {
  it('says per level what the learner showed', () => {
    expect(levelLine(row('placed', 9, 8))).toBe('A2: 8 of 9 right — placed');
    expect(levelLine(row('start_here', 6, 2))).toBe('A2: 2 of 6 right — start here');
    expect(levelLine(row('not_reached', 0, 0))).toBe('A2: not asked');
    // Asked, not passed, and above the level to start at (the test went down to A1).
    expect(levelLine(row('not_reached', 5, 1))).toBe('A2: 1 of 5 right — not passed');
  });
});
