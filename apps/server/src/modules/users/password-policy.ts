import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_MESSAGE } from '@hadal/domain';
import { HttpError } from '@/lib/errors';

let common: Set<string> | null = null;

/** About 49,000 passwords seen most often in breaches (zxcvbn-ts's list), compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/**
 * Every password that is set (registration, change, reset, admin reset, child) is refused when it
 * is a common or breached one (NIST SP 800-63B 5.1.1.2), with a clear message.
 */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(422, COMMON_PASSWORD_MESSAGE);
}
