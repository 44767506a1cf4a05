import { z } from 'zod';
import { PASSWORD_COMPLEXITY_MESSAGE, isStrongPassword, isValidEmail } from '../auth';
import {
  CHILD_FORM_MESSAGES,
  childNameField,
  childUsernameField,
  type ChildCreateRequest,
  type ChildUpdateRequest,
} from './children.schemas';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from './family-rules';

export type ChildFormMode = 'create' | 'edit';

/** The rules across fields run even while a field is still invalid, so each field shows its own state. */
const always = () => true;

function isValidAge(text: string): boolean {
  const t = text.trim();
  if (t === '') return true;
  if (!/^\d+$/.test(t)) return false;
  const age = Number(t);
  return age >= CHILD_AGE_MIN && age <= CHILD_AGE_MAX;
}

/**
 * The Add Child Profile / edit form (spec 01 §5 Child form): name and username required; age
 * optional, 1 to 18; email optional; password required on create and optional on edit (blank keeps
 * the current one); the registration complexity rules and the confirmation match apply.
 */
export function childFormSchema(mode: ChildFormMode) {
  return z
    .object({
      name: childNameField,
      username: childUsernameField,
      age: z.string().refine(isValidAge, CHILD_FORM_MESSAGES.age),
      email: z.string().refine((e) => e.trim() === '' || isValidEmail(e), 'Please enter a valid email address'),
      password: z.string().superRefine((password, ctx) => {
        if (password === '') {
          if (mode === 'create') ctx.addIssue({ code: 'custom', message: CHILD_FORM_MESSAGES.required });
          return;
        }
        if (!isStrongPassword(password)) ctx.addIssue({ code: 'custom', message: PASSWORD_COMPLEXITY_MESSAGE });
      }),
      confirm_password: z.string(),
      /** Recordings may go to a third-party speech-recognition provider (default off). */
      third_party_speech_allowed: z.boolean(),
    })
    .refine((form) => form.password === form.confirm_password, {
      path: ['confirm_password'],
      message: CHILD_FORM_MESSAGES.mismatch,
      when: always,
    });
}

export type ChildForm = z.input<ReturnType<typeof childFormSchema>>;

export const EMPTY_CHILD_FORM: ChildForm = {
  name: '',
  username: '',
  age: '',
  email: '',
  password: '',
  confirm_password: '',
  third_party_speech_allowed: false,
};

/** The request body a valid form sends: blank age and email as null; on edit a blank password is left out. */
export function childRequestFromForm(form: ChildForm, mode: 'create'): ChildCreateRequest;
export function childRequestFromForm(form: ChildForm, mode: 'edit'): ChildUpdateRequest;
export function childRequestFromForm(form: ChildForm, mode: ChildFormMode): ChildCreateRequest | ChildUpdateRequest {
  const age = form.age.trim() === '' ? null : Number(form.age.trim());
  const email = form.email.trim() === '' ? null : form.email.trim();
  const body = {
    name: form.name.trim(),
    username: form.username.trim(),
    age,
    email,
    third_party_speech_allowed: form.third_party_speech_allowed,
  };
  if (mode === 'edit' && form.password === '') return body;
  return { ...body, password: form.password };
}
