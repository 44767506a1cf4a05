import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from './support.constants';
import {
  attachmentNote,
  cleanSubject,
  isAllowedLinkHref,
  isReplyTextValid,
  replySubject,
  statusAfterCustomerMessage,
  stripQuotedReply,
  ticketIdFromSubject,
  ticketReference,
} from './support-rules';

describe('ticket reference in subjects', () => {
  it('reads back the id it writes, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), fc.string(), fc.string(), (id, before, after) => {
        fc.pre(!/\[Hadal #/i.test(before));
        expect(ticketIdFromSubject(`${before}${ticketReference(id)}${after}`)).toBe(id);
      }),
    );
  });

  it('finds none in an ordinary subject', () => {
    expect(ticketIdFromSubject('Help with my lessons')).toBeNull();
    expect(ticketIdFromSubject('[Hadal #0]')).toBeNull();
    expect(ticketIdFromSubject(undefined)).toBeNull();
    expect(ticketIdFromSubject('re: [hadal #42] thanks')).toBe(42);
  });

  it('builds a reply subject with "Re:" and the reference once', () => {
    expect(replySubject('Cannot log in', 7)).toBe('Re: Cannot log in [Hadal #7]');
    expect(replySubject('Re: Cannot log in [Hadal #7]', 7)).toBe('Re: Cannot log in [Hadal #7]');
    expect(replySubject('', 3)).toBe('Re: (no subject) [Hadal #3]');
  });

  it('keeps a stored subject on one line and never empty', () => {
    expect(cleanSubject('  Two\r\n lines ')).toBe('Two  lines');
    expect(cleanSubject(undefined)).toBe('(no subject)');
    expect(cleanSubject('x'.repeat(600))).toHaveLength(500);
  });
});

describe('ticket status', () => {
  it('a customer message leaves every ticket open', () => {
    for (const s of TICKET_STATUSES) expect(statusAfterCustomerMessage(s)).toBe('open');
  });
});

describe('reply text', () => {
  it('needs more than white space', () => {
    expect(isReplyTextValid('  \n\t')).toBe(false);
    expect(isReplyTextValid(' Mahadsanid ')).toBe(true);
  });
});

describe('links kept in messages', () => {
  it('are absolute http(s) or mailto only', () => {
    expect(isAllowedLinkHref('https://hadal.test/help')).toBe(true);
    expect(isAllowedLinkHref('mailto:help@hadal.test')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '/relative/path',
      '//evil.test/x',
      'https\n://x',
    ]) {
      expect(isAllowedLinkHref(bad), bad).toBe(false);
    }
  });
});

describe('quoted history', () => {
  it('is removed from a reply', () => {
    const reply =
      'Thanks, that worked!\n\nOn Mon, 5 Jan 2026 at 10:00, Hadal Support <support@hadal.test> wrote:\n> Try again now.\n>\n> Hadal';
    expect(stripQuotedReply(reply)).toBe('Thanks, that worked!');
  });

  it('handles a wrapped attribution line', () => {
    const reply =
      'Yes please.\n\nOn Mon, 5 Jan 2026 at 10:00, Hadal Support\n<support@hadal.test> wrote:\n> Shall we reset it?\n';
    expect(stripQuotedReply(reply)).toBe('Yes please.');
  });

  it('keeps a message without a trailing quote, or one that is only a quote', () => {
    expect(stripQuotedReply('> quoted\nmy answer below')).toBe('> quoted\nmy answer below');
    expect(stripQuotedReply('> only a quote')).toBe('> only a quote');
  });
});

describe('attachment note', () => {
  it('names what was removed', () => {
    expect(attachmentNote([])).toBeNull();
    expect(attachmentNote(['a.pdf'])).toBe('[1 attachment was removed: a.pdf]');
    expect(attachmentNote(['a.pdf', ''])).toBe('[2 attachments were removed: a.pdf, unnamed]');
  });
});
