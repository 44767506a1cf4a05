import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAILBOX_DIR, type StoredMail } from './mail-server';

function allMail(): StoredMail[] {
  if (!existsSync(MAILBOX_DIR)) return [];
  return readdirSync(MAILBOX_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(MAILBOX_DIR, f), 'utf8')) as StoredMail);
}

/**
 * The newest mail to `address` whose subject matches; polls the mailbox the global SMTP
 * server fills (no fixed sleeps).
 */
export async function waitForMail(address: string, subject: RegExp): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      () => {
        found = allMail()
          .filter((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject))
          .pop();
        return Boolean(found);
      },
      { message: `a mail to ${address} matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that starts with the given path, e.g. '/verify-email'. */
export function linkIn(mail: StoredMail, pathPrefix: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s"'<>]*${pathPrefix}[^\\s"'<>]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}"`);
  return match[0];
}
