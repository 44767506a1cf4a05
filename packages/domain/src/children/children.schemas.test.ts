import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_COMPLEXITY_MESSAGE } from '../auth';
import {
  CHILD_FORM_MESSAGES,
  childCreateRequestSchema,
  childIdParamsSchema,
  childUpdateRequestSchema,
} from './children.schemas';

const valid = { name: 'Hodan', username: 'hodan7', password: 'Hodan-Pass1!' };

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('POST /children body', () => {
  it('needs name, username and a strong password; age and email are optional', () => {
    const parsed = childCreateRequestSchema.parse(valid);
    expect(parsed).toEqual({ name: 'Hodan', username: 'hodan7', password: 'Hodan-Pass1!' });
    expect(firstMessage(childCreateRequestSchema.safeParse({ ...valid, name: '  ' }))).toBe(
      CHILD_FORM_MESSAGES.required,
    );
    expect(firstMessage(childCreateRequestSchema.safeParse({ username: 'x', password: valid.password }))).toBe(
      CHILD_FORM_MESSAGES.required,
    );
    expect(firstMessage(childCreateRequestSchema.safeParse({ ...valid, password: 'weakpass' }))).toBe(
      PASSWORD_COMPLEXITY_MESSAGE,
    );
  });

  it('takes a blank age or email from a form as not given, and a numeric age as text', () => {
    const parsed = childCreateRequestSchema.parse({ ...valid, age: '', email: '' });
    expect(parsed.age).toBeNull();
    expect(parsed.email).toBeNull();
    expect(childCreateRequestSchema.parse({ ...valid, age: '9' }).age).toBe(9);
    expect(childCreateRequestSchema.parse({ ...valid, age: null, email: null }).age).toBeNull();
  });

  it('accepts ages 1 to 18 only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 150 }), (age) => {
        const ok = childCreateRequestSchema.safeParse({ ...valid, age }).success;
        expect(ok).toBe(age >= 1 && age <= 18);
      }),
    );
    expect(firstMessage(childCreateRequestSchema.safeParse({ ...valid, age: 2.5 }))).toBe(CHILD_FORM_MESSAGES.age);
    expect(firstMessage(childCreateRequestSchema.safeParse({ ...valid, age: 'ten' }))).toBe(CHILD_FORM_MESSAGES.age);
  });

  it('refuses a username with @ and an email that does not look like one', () => {
    expect(firstMessage(childCreateRequestSchema.safeParse({ ...valid, username: 'a@b.co' }))).toBe(
      CHILD_FORM_MESSAGES.usernameAt,
    );
    expect(childCreateRequestSchema.safeParse({ ...valid, email: 'not-an-email' }).success).toBe(false);
    expect(childCreateRequestSchema.parse({ ...valid, email: ' kid@example.com ' }).email).toBe('kid@example.com');
  });
});

describe('PUT /children/{id} body', () => {
  it('keeps the current password when it is blank or left out', () => {
    expect(childUpdateRequestSchema.parse({ ...valid, password: '' }).password).toBeUndefined();
    expect(childUpdateRequestSchema.parse({ name: 'Hodan' }).password).toBeUndefined();
    expect(childUpdateRequestSchema.parse({ password: 'Other-Pass2?' }).password).toBe('Other-Pass2?');
    expect(childUpdateRequestSchema.safeParse({ password: 'short' }).success).toBe(false);
  });

  it('leaves out what is not sent, and clears age and email sent blank', () => {
    expect(childUpdateRequestSchema.parse({})).toEqual({});
    expect(childUpdateRequestSchema.parse({ age: '', email: '' })).toEqual({ age: null, email: null });
  });
});

describe('child id parameter', () => {
  it('is a positive integer that fits the id column', () => {
    expect(childIdParamsSchema.parse({ id: '42' }).id).toBe(42);
    expect(childIdParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(childIdParamsSchema.safeParse({ id: '0' }).success).toBe(false);
    expect(childIdParamsSchema.safeParse({ id: '99999999999' }).success).toBe(false);
  });
});
