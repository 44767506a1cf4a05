import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { isValidEmail } from '@hadal/domain';
import type { Logger } from 'pino';
import { InboundRejected, type InboundHandler, type InboundMail, type MailInbox } from './inbox';
import { createSenderCheck, headerFromAddress, type SenderCheckOptions, type SenderVerdict } from './sender-check';

export interface SmtpInboxOptions {
  host: string;
  port: number;
  /** The one address mail is accepted for (SUPPORT_ADDRESS); any other recipient is refused. */
  address: string;
  /** Largest message accepted (SIZE is advertised; larger mail is refused with 552). */
  maxMessageBytes: number;
  /** Messages one connection may deliver (SUPPORT_MESSAGES_PER_CONNECTION); then 421 and the connection closes. */
  messagesPerConnection: number;
  /** How senders are proven: trusted relays, their authserv-id, DNS (a stub in tests). */
  senderCheck: Omit<SenderCheckOptions, 'mta'>;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
}

const NAME = 'hadal-support';

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

function messageIds(value: string | string[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((v) => v.match(/<[^<>\s]+>/g) ?? []);
}

/** The raw values of a header, topmost first (folded lines as sent). */
function rawHeaderValues(mail: ParsedMail, name: string): string[] {
  return mail.headerLines.filter((h) => h.key === name).map((h) => h.line.slice(h.line.indexOf(':') + 1).trim());
}

export interface Envelope {
  /** MAIL FROM, '' for a bounce. */
  from: string;
  remoteAddress: string;
}

/**
 * What the support module needs of a parsed mail: the From header's one address, else a valid
 * envelope sender (never a display name); null when it has neither.
 */
export function toInboundMail(mail: ParsedMail, envelope: Envelope, sender: SenderVerdict): InboundMail | null {
  const headerFrom = headerFromAddress(rawHeaderValues(mail, 'from'));
  const envelopeFrom = envelope.from.toLowerCase();
  const fromEmail = headerFrom ?? (isValidEmail(envelopeFrom) ? envelopeFrom : null);
  if (!fromEmail) return null;
  return {
    headerFrom,
    envelopeFrom,
    remoteAddress: envelope.remoteAddress,
    sender,
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

/** The whole message, or null once it is longer than `maxBytes` (the rest is read and dropped). */
async function readAll(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size <= maxBytes ? Buffer.concat(chunks, size) : null;
}

/** The embedded mail-in adapter: an SMTP listener (smtp-server) whose messages mailparser reads. */
export function createSmtpInbox(options: SmtpInboxOptions): MailInbox {
  const address = options.address.toLowerCase();
  const senders = createSenderCheck({ ...options.senderCheck, mta: NAME });
  let server: SMTPServer | null = null;

  return {
    kind: 'smtp',
    async start(handler: InboundHandler) {
      const smtp = new SMTPServer({
        name: NAME,
        banner: 'Hadal support inbox',
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        size: options.maxMessageBytes,
        maxClients: 50,
        socketTimeout: 60_000,
        closeTimeout: 5_000,
        logger: false,
        onMailFrom(from, session: SMTPServerSession, callback) {
          if (session.transaction > options.messagesPerConnection) {
            callback(new SmtpError(421, 'Too many messages on one connection; connect again later'));
            return;
          }
          const sender = (from.address || '').toLowerCase();
          const args = from.args as Record<string, string | undefined> | false;
          const declared = args ? Number(args.SIZE ?? 0) : 0;
          if (declared > options.maxMessageBytes) {
            callback(new SmtpError(552, 'Message too large'));
            return;
          }
          handler.acceptSender(sender, session.remoteAddress, senders.isTrustedRelay(session.remoteAddress)).then(
            () => callback(),
            (e: unknown) => callback(toSmtpError(e)),
          );
        },
        onRcptTo(to, _session, callback) {
          if (to.address.toLowerCase() === address) callback();
          else callback(new SmtpError(550, 'No such mailbox here'));
        },
        onData(stream: SMTPServerDataStream, session, callback) {
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            remoteAddress: session.remoteAddress,
          };
          readAll(stream, options.maxMessageBytes)
            .then(async (raw) => {
              if (stream.sizeExceeded || raw === null) throw new SmtpError(552, 'Message too large');
              const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
              const headerFrom = headerFromAddress(rawHeaderValues(parsed, 'from'));
              const sender = await senders.check({
                raw,
                envelopeFrom: envelope.from,
                remoteAddress: envelope.remoteAddress,
                helo: session.hostNameAppearsAs || '',
                headerFrom,
                authenticationResults: rawHeaderValues(parsed, 'authentication-results'),
              });
              const mail = toInboundMail(parsed, envelope, sender);
              if (!mail) throw new SmtpError(550, 'A sender address is required');
              await handler.deliver(mail);
              callback();
            })
            .catch((e: unknown) => {
              // Read what is left, so the client gets our answer instead of a broken connection.
              stream.resume();
              if (e instanceof SmtpError || e instanceof InboundRejected) {
                callback(e instanceof SmtpError ? e : toSmtpError(e));
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
