import { COMMON_PASSWORD_MESSAGE, commonPasswordForms } from '@hadal/domain';
import { HttpError } from '@/lib/errors';

// zxcvbn-ts's dictionaries load with the first password that is set, not with every process.
let common: Promise<Set<string>> | null = null;

/**
 * About 49,000 passwords seen most often in breaches (zxcvbn-ts's list), looked up in each of the
 * password's normalised forms (case, digits and symbols around it, look-alike characters:
 * commonPasswordForms), so 'Password1!', 'PASSWORD123' and 'p@ssw0rd' are common too.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  const list = await common;
  return commonPasswordForms(password).some((form) => list.has(form));
}

/**
 * Every password that is set (registration, change, reset, admin reset, child) is refused when it
 * is a common or breached one (NIST SP 800-63B 5.1.1.2), with a clear message.
 */
export async function assertPasswordNotCommon(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw new HttpError(422, COMMON_PASSWORD_MESSAGE);
}
