import { describe, expect, it } from 'vitest';
import { reviewItemsQuerySchema, reviewMistakesRequestSchema, reviewSessionRequestSchema } from './review.schemas';

describe('GET /review/items query', () => {
  it('defaults to a session of 15 without recent items', () => {
    expect(reviewItemsQuerySchema.parse({})).toEqual({ limit: 15, include_recent: false });
  });

  it('reads limit and include_recent from query strings', () => {
    expect(reviewItemsQuerySchema.parse({ limit: '20', include_recent: 'true' })).toEqual({
      limit: 20,
      include_recent: true,
    });
    for (const yes of ['True', '1', 'yes', 'on'])
      expect(reviewItemsQuerySchema.parse({ include_recent: yes }).include_recent).toBe(true);
    for (const no of ['false', '0', 'No', 'off'])
      expect(reviewItemsQuerySchema.parse({ include_recent: no }).include_recent).toBe(false);
  });

  it('refuses a limit out of range and a flag that is not one', () => {
    for (const q of [{ limit: '0' }, { limit: '101' }, { limit: 'many' }, { include_recent: 'maybe' }]) {
      expect(reviewItemsQuerySchema.safeParse(q).success, JSON.stringify(q)).toBe(false);
    }
  });
});

describe('POST /review/session body', () => {
  it('takes the three fields of the spec, review_number optional', () => {
    const body = { review_item_id: 7, quality_rating: 5, response_time_ms: 1834 };
    expect(reviewSessionRequestSchema.parse(body)).toEqual(body);
    expect(reviewSessionRequestSchema.parse({ ...body, response_time_ms: null, review_number: 2 })).toMatchObject({
      review_number: 2,
    });
  });

  it('refuses ratings outside 0 to 5, fractions and a missing item', () => {
    for (const bad of [
      { review_item_id: 7, quality_rating: 6 },
      { review_item_id: 7, quality_rating: -1 },
      { review_item_id: 7, quality_rating: 2.5 },
      { quality_rating: 3 },
      { review_item_id: 0, quality_rating: 3 },
      { review_item_id: 7, quality_rating: 3, response_time_ms: -5 },
      { review_item_id: 7, quality_rating: 3, review_number: 0 },
    ]) {
      expect(reviewSessionRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('POST /review/mistakes body', () => {
  it('needs at least one exercise id', () => {
    expect(reviewMistakesRequestSchema.safeParse({ exercise_ids: [] }).success).toBe(false);
    expect(reviewMistakesRequestSchema.safeParse({ exercise_ids: [''] }).success).toBe(false);
    expect(reviewMistakesRequestSchema.parse({ exercise_ids: ['ex01'] })).toEqual({ exercise_ids: ['ex01'] });
  });
});
