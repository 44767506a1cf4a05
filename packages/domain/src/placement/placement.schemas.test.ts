import { describe, expect, it } from 'vitest';
import { placementQuestionViewSchema } from './placement.schemas';

const question = {
  id: 'a1-grammar-ma-questions/ex04',
  type: 'fill_blank',
  level: 'A1',
  prompt: 'Type the missing word.',
};

describe('a placement question as the API sends it', () => {
  it('lets a typed fill-in come without options: it is answered in a text field', () => {
    expect(placementQuestionViewSchema.safeParse({ ...question, response: 'typed', options: [] }).success).toBe(true);
  });

  it('refuses a picked question with fewer than two options', () => {
    const one = placementQuestionViewSchema.safeParse({ ...question, response: 'pick', options: ['ma'] });
    expect(one.success).toBe(false);
    expect(
      placementQuestionViewSchema.safeParse({ ...question, response: 'pick', options: ['ma', 'waa'] }).success,
    ).toBe(true);
  });
});
