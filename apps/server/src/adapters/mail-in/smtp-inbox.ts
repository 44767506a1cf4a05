import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { Logger } from 'pino';
import { InboundRejected, type InboundHandler, type InboundMail, type MailInbox } from './inbox';

export interface SmtpInboxOptions {
  host: string;
  port: number;
  /** The one address mail is accepted for (SUPPORT_ADDRESS); any other recipient is refused. */
  address: string;
  /** Largest message accepted (SIZE is advertised; larger mail is refused with 552). */
  maxMessageBytes: number;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
}

class SmtpError extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

const toSmtpError = (e: unknown) =>
  e instanceof InboundRejected ? new SmtpError(e.responseCode, e.message) : new SmtpError(451, 'Try again later');

function firstAddress(field: AddressObject | AddressObject[] | undefined): string | null {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  for (const group of list) for (const a of group.value) if (a.address) return a.address.toLowerCase();
  return null;
}

function messageIds(value: string | string[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((v) => v.match(/<[^<>\s]+>/g) ?? []);
}

/** What the support module needs of a parsed mail. */
export function toInboundMail(mail: ParsedMail, envelopeFrom: string | null): InboundMail | null {
  const fromEmail = firstAddress(mail.from) ?? envelopeFrom?.toLowerCase() ?? null;
  if (!fromEmail) return null;
  return {
    messageId: messageIds(mail.messageId)[0] ?? null,
    inReplyTo: messageIds(mail.inReplyTo)[0] ?? null,
    references: messageIds(mail.references),
    subject: mail.subject ?? null,
    fromEmail,
    html: typeof mail.html === 'string' ? mail.html : null,
    text: mail.text ?? null,
    attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', sizeBytes: a.size })),
  };
}

/** The embedded mail-in adapter: an SMTP listener (smtp-server) whose messages mailparser reads. */
export function createSmtpInbox(options: SmtpInboxOptions): MailInbox {
  const address = options.address.toLowerCase();
  let server: SMTPServer | null = null;

  return {
    kind: 'smtp',
    async start(handler: InboundHandler) {
      const smtp = new SMTPServer({
        name: 'hadal-support',
        banner: 'Hadal support inbox',
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        size: options.maxMessageBytes,
        maxClients: 50,
        socketTimeout: 60_000,
        closeTimeout: 5_000,
        logger: false,
        onMailFrom(from, session: SMTPServerSession, callback) {
          const sender = (from.address || '').toLowerCase();
          const args = from.args as Record<string, string | undefined> | false;
          const declared = args ? Number(args.SIZE ?? 0) : 0;
          if (declared > options.maxMessageBytes) {
            callback(new SmtpError(552, 'Message too large'));
            return;
          }
          handler.acceptSender(sender, session.remoteAddress).then(
            () => callback(),
            (e: unknown) => callback(toSmtpError(e)),
          );
        },
        onRcptTo(to, _session, callback) {
          if (to.address.toLowerCase() === address) callback();
          else callback(new SmtpError(550, 'No such mailbox here'));
        },
        onData(stream: SMTPServerDataStream, session, callback) {
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
          simpleParser(stream, { skipImageLinks: true, skipTextToHtml: true })
            .then(async (parsed) => {
              if (stream.sizeExceeded) throw new SmtpError(552, 'Message too large');
              const mail = toInboundMail(parsed, envelopeFrom);
              if (!mail) throw new SmtpError(550, 'A sender address is required');
              await handler.deliver(mail);
              callback();
            })
            .catch((e: unknown) => {
              // Read what is left, so the client gets our answer instead of a broken connection.
              stream.resume();
              if (e instanceof SmtpError) {
                callback(e);
                return;
              }
              options.log.error({ err: e }, 'support inbox could not store a message; the sender will retry');
              callback(toSmtpError(e));
            });
        },
      });
      smtp.on('error', (err) => options.log.warn({ err }, 'support inbox connection error'));
      await new Promise<void>((resolve, reject) => {
        smtp.server.once('error', reject);
        smtp.listen(options.port, options.host, () => {
          smtp.server.off('error', reject);
          resolve();
        });
      });
      server = smtp;
      const bound = smtp.server.address() as AddressInfo;
      options.log.info({ host: options.host, port: bound.port, address }, 'support inbox listening for mail');
      return { host: options.host, port: bound.port };
    },
    async close() {
      const smtp = server;
      server = null;
      if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
