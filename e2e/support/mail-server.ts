import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export const MAILBOX_DIR = path.resolve(import.meta.dirname, '../.mailbox');
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);

export interface StoredMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every header by lower-case name, unfolded (e.g. list-unsubscribe, list-unsubscribe-post). */
  headers: Record<string, string>;
  receivedAt: string;
}

/** A real SMTP server on loopback; each message is parsed and stored as JSON in MAILBOX_DIR. */
export async function startMailServer() {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const toField = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
          const stored: StoredMail = {
            to: toField.flatMap((t) => t.value.map((v) => (v.address ?? '').toLowerCase())),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(
              mail.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(':') + 1)
                  .replace(/\r?\n\s+/g, ' ')
                  .trim(),
              ]),
            ),
            receivedAt: new Date().toISOString(),
          };
          count += 1;
          // Written under another name and renamed: a reader never sees half a file.
          const file = path.join(MAILBOX_DIR, `${String(count).padStart(5, '0')}.json`);
          writeFileSync(`${file}.part`, JSON.stringify(stored));
          renameSync(`${file}.part`, file);
          callback();
        })
        .catch((e: Error) => callback(e));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
