import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createAnswerText } from './answer-text';

const schema = z.array(z.object({ id: z.number().int(), answer: z.string(), due_at: z.string().nullable() }));

describe('the JSON text of a kept answer', () => {
  it('is the answer as JSON, with only the fields the schema names', () => {
    const text = createAnswerText(schema);
    const answer = [{ id: 1, answer: 'Nabad "peace"', due_at: null, secret: 'x' }];
    expect(JSON.parse(text(answer))).toEqual([{ id: 1, answer: 'Nabad "peace"', due_at: null }]);
  });

  it('is written once per answer object', () => {
    const encode = vi.spyOn(schema, 'encode');
    const text = createAnswerText(schema);
    const answer = [{ id: 1, answer: 'Nabad', due_at: null }];
    expect(text(answer)).toBe(text(answer));
    expect(encode).toHaveBeenCalledTimes(1);
    text([...answer]);
    expect(encode).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer of the wrong shape', () => {
    const text = createAnswerText(schema);
    expect(() => text([{ id: 'one', answer: 'Nabad', due_at: null }] as never)).toThrow();
  });
});
