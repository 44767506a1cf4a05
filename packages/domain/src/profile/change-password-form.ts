import { z } from 'zod';
import { PASSWORD_COMPLEXITY_MESSAGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isStrongPassword } from '../auth';
import { CHANGE_PASSWORD_MESSAGES } from './profile.schemas';

export const MFA_CODE_LENGTH = 6;

/**
 * The profile's change-password form (spec 02 §5): new at least 8 characters, equal to its
 * confirmation, and (as the server requires) the registration complexity rules; a 6-digit code
 * when two-factor authentication is on.
 */
export function changePasswordFormSchema(options: { mfaRequired: boolean }) {
  return z
    .object({
      current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
      new_password: z
        .string()
        .min(PASSWORD_MIN_LENGTH, CHANGE_PASSWORD_MESSAGES.tooShort)
        .max(PASSWORD_MAX_LENGTH)
        .refine(isStrongPassword, PASSWORD_COMPLEXITY_MESSAGE),
      confirm_password: z.string(),
      mfa_code: options.mfaRequired
        ? z.string().regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`), CHANGE_PASSWORD_MESSAGES.mfaCode)
        : z.string().optional(),
    })
    .refine((v) => v.new_password === v.confirm_password, {
      message: CHANGE_PASSWORD_MESSAGES.mismatch,
      path: ['confirm_password'],
    });
}
export type ChangePasswordFormValues = z.infer<ReturnType<typeof changePasswordFormSchema>>;

/** The submit button needs current, new and confirm filled, and the 6-digit code when MFA is on. */
export function canSubmitChangePassword(
  values: Partial<Record<'current_password' | 'new_password' | 'confirm_password' | 'mfa_code', string>>,
  mfaRequired: boolean,
): boolean {
  const filled = Boolean(values.current_password && values.new_password && values.confirm_password);
  return filled && (!mfaRequired || new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(values.mfa_code ?? ''));
}
