/**
 * Family rules (spec 01 §2 Parent dashboard, §5 Child form, §6 Roles; spec 02 §1 Privacy):
 * children are accounts a parent creates; the parent's consent stands for email verification,
 * and no email is ever sent to a child under 13.
 */

export const CHILD_AGE_MIN = 1;
export const CHILD_AGE_MAX = 18;
/** Below this age a child account never receives email (verifiable parental consent, spec 02 §1). */
export const CHILD_EMAIL_MIN_AGE = 13;
export const CHILD_NAME_MAX_LENGTH = 50;
export const CHILD_USERNAME_MAX_LENGTH = 50;

/** What the family rules need to know of an account. */
export interface FamilyAccount {
  isChild: boolean;
  /** The child's age as the parent gave it; null when not given. */
  age: number | null;
}

/**
 * Whether Hadal may send email to this account. Adults: yes. A child: only at 13 or older; a
 * child whose age is unknown is treated as under 13.
 */
export function mayReceiveEmail(account: FamilyAccount): boolean {
  if (!account.isChild) return true;
  return account.age !== null && account.age >= CHILD_EMAIL_MIN_AGE;
}

/**
 * Whether an account must verify its email before using the app: an adult with an unverified
 * email does; a child never does (its parent created it), nor does an account without email.
 */
export function needsEmailVerification(account: {
  isChild: boolean;
  email: string | null;
  emailVerified: boolean;
}): boolean {
  return !account.isChild && account.email !== null && !account.emailVerified;
}

/**
 * The progress percent on a parent's child card: lessons completed over the lessons available,
 * rounded, never above 100 (lessons of an older bundle may still count as completed).
 */
export function childProgressPercent(lessonsCompleted: number, totalLessonsAvailable: number): number {
  if (totalLessonsAvailable <= 0 || lessonsCompleted <= 0) return 0;
  return Math.min(100, Math.round((lessonsCompleted / totalLessonsAvailable) * 100));
}
