import { NO_SUBJECT, TICKET_SUBJECT_MAX_LENGTH, type TicketStatus } from './support.constants';

/** The ticket reference carried in every subject Hadal sends, e.g. "[Hadal #123]". */
export function ticketReference(ticketId: number): string {
  return `[Hadal #${ticketId}]`;
}

const REFERENCE = /\[Hadal #(\d{1,10})\]/i;

/** The ticket id a subject refers to ("Re: Help [Hadal #123]" → 123), or null. */
export function ticketIdFromSubject(subject: string | null | undefined): number | null {
  const match = REFERENCE.exec(subject ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A subject as stored: one line, trimmed, never empty, at most the stored length. */
export function cleanSubject(subject: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters and line breaks become spaces
  const line = (subject ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return (line || NO_SUBJECT).slice(0, TICKET_SUBJECT_MAX_LENGTH);
}

/** The subject of an agent's reply: "Re: " once, and the ticket reference once. */
export function replySubject(ticketSubject: string, ticketId: number): string {
  const base = ticketSubject.replace(REFERENCE, '').replace(/\s+/g, ' ').trim() || NO_SUBJECT;
  const withRe = /^re:/i.test(base) ? base : `Re: ${base}`;
  return `${withRe} ${ticketReference(ticketId)}`;
}

/** A customer's message reopens a pending or closed ticket (spec 02 §4 and issue 20). */
export function statusAfterCustomerMessage(current: TicketStatus): TicketStatus {
  return current === 'open' ? current : 'open';
}

/** A reply may be sent only when it holds more than white space (spec 02 §5). */
export function isReplyTextValid(text: string): boolean {
  return text.trim().length > 0;
}

/** A link target that may stay in a stored or shown message: absolute http(s) or mailto only. */
export function isAllowedLinkHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme ("java\tscript:")
  const compact = href.replace(/[\u0000-\u0020\u007f]+/g, '');
  return /^(https?:\/\/|mailto:)/i.test(compact) && compact === href.trim();
}

/**
 * Removes the quoted history of a plain-text reply: the "On … wrote:" line and the block of
 * "> " lines that follows it at the end of the message. Text that is only a quote is kept as is.
 */
export function stripQuotedReply(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  while (end > 0 && lines[end - 1]!.trim() === '') end -= 1;
  let cut = end;
  while (cut > 0 && /^\s*>/.test(lines[cut - 1]!)) cut -= 1;
  if (cut === end) return text;
  let start = cut;
  while (start > 0 && lines[start - 1]!.trim() === '') start -= 1;
  // The attribution may wrap onto two lines ("On Mon, 5 Jan 2026 at 10:00, Hodan\n<h@x.so> wrote:").
  if (start > 0 && /wrote:\s*$/i.test(lines[start - 1]!)) {
    start -= 1;
    if (start > 0 && /^\s*On\s/i.test(lines[start - 1]!) && !/^\s*On\s/i.test(lines[start]!)) start -= 1;
  }
  const kept = lines.slice(0, start).join('\n').trimEnd();
  return kept.length > 0 ? kept : text;
}

/** The note that replaces a message's attachments: they are never stored. */
export function attachmentNote(filenames: string[]): string | null {
  if (filenames.length === 0) return null;
  const names = filenames.map((f) => f.trim() || 'unnamed').join(', ');
  const noun = filenames.length === 1 ? 'attachment was' : 'attachments were';
  return `[${filenames.length} ${noun} removed: ${names}]`;
}
