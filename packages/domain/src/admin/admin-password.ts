import { isStrongPassword } from '../auth';

/**
 * Admin password reset and child edit (spec 02 §5): the complexity rules of registration and a
 * matching confirmation; save stays disabled until all hold. On child edit the rules apply only
 * when a password is entered.
 */
export function adminPasswordChecks(password: string, confirmation: string) {
  return { strong: isStrongPassword(password), matches: password.length > 0 && password === confirmation };
}

export function canSaveAdminPassword(password: string, confirmation: string): boolean {
  const c = adminPasswordChecks(password, confirmation);
  return c.strong && c.matches;
}

/** Child edit: a blank password (and confirmation) keeps the current one. */
export function canSaveChildEditPassword(password: string, confirmation: string): boolean {
  if (password === '' && confirmation === '') return true;
  return canSaveAdminPassword(password, confirmation);
}

/** AI usage page size (spec 02 §2, §9). */
export const AI_USAGE_PAGE_SIZE = 20;
export const AI_DAILY_LIMIT_MAX = 100_000;
