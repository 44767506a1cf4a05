import { PASSWORD_COMPLEXITY_MESSAGE, registerRequestSchema } from '@hadal/domain';
import { z } from 'zod';

export const REGISTER_MESSAGES = {
  complexity: PASSWORD_COMPLEXITY_MESSAGE,
  captchaMissing: 'Please complete the captcha verification',
  captchaFailed: 'Captcha verification failed. Please try again.',
  fallback: 'Registration failed. Please check your information and try again.',
  mismatch: 'Passwords do not match',
  inviteRequired: 'An invite code is required to register',
};

/** The rules across fields run even while a field is still invalid, so each field shows its own state. */
const always = () => true;

/**
 * The register form (spec 01 §5): the register request plus the confirmation, which must equal the
 * password, and a solved captcha unless the server turned the captcha off.
 */
export function registerFormSchema({
  captchaRequired,
  inviteRequired = false,
}: {
  captchaRequired: boolean;
  inviteRequired?: boolean;
}) {
  return registerRequestSchema
    .extend({ confirm_password: z.string() })
    .refine((form) => form.password === form.confirm_password, {
      path: ['confirm_password'],
      message: REGISTER_MESSAGES.mismatch,
      when: always,
    })
    .refine((form) => !inviteRequired || Boolean(form.invite_code?.trim()), {
      path: ['invite_code'],
      message: REGISTER_MESSAGES.inviteRequired,
      when: always,
    })
    .refine((form) => !captchaRequired || Boolean(form.captcha_token), {
      path: ['captcha_token'],
      message: REGISTER_MESSAGES.captchaMissing,
      when: always,
    });
}

export type RegisterForm = z.input<ReturnType<typeof registerFormSchema>>;

/** The names of the fields that break a rule (an empty set when the form can be sent). */
export function invalidFields(schema: ReturnType<typeof registerFormSchema>, form: RegisterForm): Set<string> {
  const result = schema.safeParse(form);
  return new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
}
