import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_COMPLEXITY_MESSAGE } from '../auth';
import { CHILD_FORM_MESSAGES, childCreateRequestSchema, childUpdateRequestSchema } from './children.schemas';
import { EMPTY_CHILD_FORM, childFormSchema, childRequestFromForm, type ChildForm } from './child-form';

const filled: ChildForm = {
  name: 'Hodan',
  username: 'hodan7',
  age: '9',
  email: '',
  password: 'Hodan-Pass1!',
  confirm_password: 'Hodan-Pass1!',
  third_party_speech_allowed: false,
};

function messages(mode: 'create' | 'edit', form: ChildForm): Record<string, string> {
  const result = childFormSchema(mode).safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('child form', () => {
  it('asks for every required field of an empty create form', () => {
    expect(messages('create', EMPTY_CHILD_FORM)).toEqual({
      name: CHILD_FORM_MESSAGES.required,
      username: CHILD_FORM_MESSAGES.required,
      password: CHILD_FORM_MESSAGES.required,
    });
  });

  it('lets an edit keep the password by leaving it blank', () => {
    expect(messages('edit', { ...filled, password: '', confirm_password: '' })).toEqual({});
  });

  it('applies the registration complexity rules and the confirmation match', () => {
    expect(messages('create', { ...filled, password: 'weakpass', confirm_password: 'weakpass' })).toEqual({
      password: PASSWORD_COMPLEXITY_MESSAGE,
    });
    expect(messages('edit', { ...filled, confirm_password: 'Hodan-Pass1?' })).toEqual({
      confirm_password: CHILD_FORM_MESSAGES.mismatch,
    });
  });

  it('checks the age (1 to 18, optional) and the email (optional)', () => {
    expect(messages('create', { ...filled, age: '0' })).toEqual({ age: CHILD_FORM_MESSAGES.age });
    expect(messages('create', { ...filled, age: '19' })).toEqual({ age: CHILD_FORM_MESSAGES.age });
    expect(messages('create', { ...filled, age: '' })).toEqual({});
    expect(Object.keys(messages('create', { ...filled, email: 'nope' }))).toEqual(['email']);
  });

  it('turns a valid form into a request the server schema accepts', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 18 }), { nil: null }),
        fc.option(fc.constantFrom('kid@example.com', 'a.b@c.org'), { nil: null }),
        fc.boolean(),
        (age, email, keepPassword) => {
          const form: ChildForm = {
            ...filled,
            age: age === null ? '' : String(age),
            email: email ?? '',
            ...(keepPassword ? { password: '', confirm_password: '' } : {}),
          };
          const mode = keepPassword ? 'edit' : 'create';
          expect(childFormSchema(mode).safeParse(form).success).toBe(true);
          const body = keepPassword ? childRequestFromForm(form, 'edit') : childRequestFromForm(form, 'create');
          const schema = keepPassword ? childUpdateRequestSchema : childCreateRequestSchema;
          const parsed = schema.parse(body);
          expect(parsed.age ?? null).toBe(age);
          expect(parsed.email ?? null).toBe(email);
          expect('password' in body).toBe(!keepPassword);
        },
      ),
    );
  });
});
