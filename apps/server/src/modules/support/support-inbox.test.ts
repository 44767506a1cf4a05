import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketSchema, type Ticket } from '@hadal/domain';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { authHeader, createUser } from '@test/helpers/factories';
import { createTestInbox, sendTestMail } from '@test/helpers/support-mail';
import { createTestApp } from '@test/helpers/test-app';

/**
 * Customer mail through the real SMTP listener on loopback, parsed by mailparser, stored as
 * tickets. The customers' servers DKIM-sign as example.com (stub DNS): each sender is proven.
 */
const mailer = createMemoryMailer();
const ctx = await createTestApp({
  mailer,
  inbox: createTestInbox(),
  env: {
    SUPPORT_ADDRESS: 'help@hadal.test',
    SUPPORT_MESSAGES_PER_SENDER_PER_HOUR: '5',
    SUPPORT_MESSAGES_PER_ADDRESS_PER_HOUR: '1000',
  },
});
afterAll(() => ctx.services.support.stop());
let port = 0;
let adminUser: Awaited<ReturnType<typeof createUser>>;
let admin: { authorization: string };

beforeAll(async () => {
  port = (await ctx.services.support.start())!.port;
  adminUser = await createUser(ctx, { isAdmin: true });
  admin = await authHeader(ctx, adminUser);
});

/** The test clock moves by hours: a fresh access token after it does. */
async function advanceClock(ms: number) {
  ctx.clock.advance(ms);
  admin = await authHeader(ctx, adminUser);
}

/** Sends one signed mail to the listener (as a customer's mail server would); resolves with its Message-ID. */
const send = (mail: Mail.Options) => sendTestMail(port, mail);

async function tickets(query = ''): Promise<Ticket[]> {
  const list = (await ctx.app.inject({ url: `/api/support/tickets${query}`, headers: admin })).json() as {
    id: number;
  }[];
  return Promise.all(
    list.map(async (t) =>
      ticketSchema.parse((await ctx.app.inject({ url: `/api/support/tickets/${t.id}`, headers: admin })).json()),
    ),
  );
}
const ticketsOf = (email: string) => tickets(`?customer_email=${encodeURIComponent(email)}`);

describe('support inbox over SMTP', () => {
  it('turns a plain-text mail into an open ticket', async () => {
    await send({ from: 'Hodan <Hodan@Example.com>', subject: 'Audio is silent', text: 'The audio does not play.' });
    const [ticket, ...rest] = await ticketsOf('hodan@example.com');
    expect(rest).toHaveLength(0);
    expect(ticket).toMatchObject({
      subject: 'Audio is silent',
      customer_email: 'hodan@example.com',
      status: 'open',
      sender_verified: true,
    });
    // Signed by example.com (DKIM, aligned: DMARC passes) though SPF ("-all") fails for loopback.
    expect(ticket!.messages[0]).toMatchObject({
      direction: 'inbound',
      from_email: 'hodan@example.com',
      text_body: 'The audio does not play.',
      html_body: null,
      sender_verified: true,
      envelope_from: 'hodan@example.com',
      remote_address: '127.0.0.1',
      sender_check: 'spf=fail dkim=pass dmarc=pass',
    });
  });

  it('stores an HTML mail sanitised', async () => {
    await send({
      from: 'cali@example.com',
      subject: 'HTML',
      html: '<p onclick="x()">Hi <strong>team</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    });
    const [ticket] = await ticketsOf('cali@example.com');
    expect(ticket!.messages[0]!.html_body).toBe('<p>Hi <strong>team</strong></p><a rel="noopener noreferrer">x</a>');
    expect(ticket!.messages[0]!.text_body).toContain('Hi team');
  });

  it('keeps both parts of a multipart mail and drops its attachments with a note', async () => {
    await send({
      from: 'faarax@example.com',
      subject: 'Screenshot',
      text: 'See the attached file.',
      html: '<p>See the attached file.</p>',
      attachments: [
        { filename: 'screen.png', content: Buffer.alloc(2000, 1), contentType: 'image/png' },
        { filename: 'notes.txt', content: 'private notes' },
      ],
    });
    const [ticket] = await ticketsOf('faarax@example.com');
    const message = ticket!.messages[0]!;
    expect(message.text_body).toBe('See the attached file.\n\n[2 attachments were removed: screen.png, notes.txt]');
    expect(message.html_body).toBe(
      '<p>See the attached file.</p>\n<p>[2 attachments were removed: screen.png, notes.txt]</p>',
    );
    expect(JSON.stringify(ticket)).not.toContain('private notes');
  });

  it('threads a reply with quoted history by In-Reply-To, without the quote, and reopens a closed ticket', async () => {
    const first = await send({ from: 'amina@example.com', subject: 'Login', text: 'I cannot sign in.' });
    const [ticket] = await ticketsOf('amina@example.com');
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/support/tickets/${ticket!.id}`,
      headers: admin,
      payload: { status: 'closed' },
    });
    await advanceClock(3_600_000);
    await send({
      from: 'amina@example.com',
      subject: 'Re: Login',
      inReplyTo: first,
      references: [first],
      text: 'It works now, thanks!\n\nOn Mon, 5 Jan 2026 at 10:00, Amina <amina@example.com> wrote:\n> I cannot sign in.\n',
      html: '<div>It works now, thanks!</div><blockquote class="gmail_quote">I cannot sign in.</blockquote>',
    });
    const [after, ...others] = await ticketsOf('amina@example.com');
    expect(others).toHaveLength(0);
    expect(after).toMatchObject({ id: ticket!.id, status: 'open', message_count: 2 });
    expect(after!.messages[1]).toMatchObject({
      text_body: 'It works now, thanks!',
      html_body: '<p>It works now, thanks!</p>',
    });
    expect(Date.parse(after!.updated_at)).toBeGreaterThan(Date.parse(ticket!.updated_at));
  });

  it("threads by an agent reply's Message-ID in References, and reopens a pending ticket", async () => {
    await send({ from: 'bashir@example.com', subject: 'Progress lost', text: 'My XP is gone.' });
    const [ticket] = await ticketsOf('bashir@example.com');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${ticket!.id}/reply`,
      headers: admin,
      payload: { text_body: 'Which lesson?' },
    });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/support/tickets/${ticket!.id}`,
      headers: admin,
      payload: { status: 'pending' },
    });
    await ctx.services.jobs.drain();
    const reply = mailer.lastTo('bashir@example.com')!;
    await send({ from: 'bashir@example.com', subject: 'Lesson 3', references: [reply.messageId!], text: 'Lesson 3.' });
    const [after] = await ticketsOf('bashir@example.com');
    expect(after).toMatchObject({ id: ticket!.id, status: 'open', message_count: 3 });
  });

  it('threads by the subject reference only for the same customer; an unknown reference opens a new ticket', async () => {
    await send({ from: 'nimco@example.com', subject: 'Question', text: 'First.' });
    const [ticket] = await ticketsOf('nimco@example.com');
    await send({ from: 'nimco@example.com', subject: `Re: Question [Hadal #${ticket!.id}]`, text: 'Second.' });
    expect(await ticketsOf('nimco@example.com')).toHaveLength(1);
    // Someone else quoting the reference does not get into Nimco's ticket.
    await send({ from: 'stranger@example.com', subject: `[Hadal #${ticket!.id}] let me in`, text: 'Hi.' });
    expect((await ticketsOf('nimco@example.com'))[0]!.message_count).toBe(2);
    expect(await ticketsOf('stranger@example.com')).toHaveLength(1);
    // An unknown reference and unknown thread ids: a new ticket.
    await send({
      from: 'nimco@example.com',
      subject: 'Re: Old [Hadal #999999]',
      inReplyTo: '<unknown@mail.example>',
      text: 'Third.',
    });
    expect(await ticketsOf('nimco@example.com')).toHaveLength(2);
  });

  it('stores a redelivered message (same Message-ID) once', async () => {
    const mail = {
      from: 'yusuf@example.com',
      subject: 'Twice',
      text: 'Once only.',
      messageId: '<same-id@mail.example>',
    };
    await send(mail);
    await send(mail);
    const list = await ticketsOf('yusuf@example.com');
    expect(list).toHaveLength(1);
    expect(list[0]!.message_count).toBe(1);
  });

  it('refuses mail for another address and mail over the size limit', async () => {
    await expect(send({ from: 'x@example.com', to: 'other@hadal.test', text: 'hi' })).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(send({ from: 'big@example.com', subject: 'Big', text: 'x'.repeat(300_000) })).rejects.toMatchObject({
      responseCode: 552,
    });
    expect(await ticketsOf('big@example.com')).toHaveLength(0);
  });

  it('refuses a sender past its hourly limit with a temporary error, and accepts it again an hour later', async () => {
    for (let i = 0; i < 5; i += 1) await send({ from: 'flood@example.com', subject: `Flood ${i}`, text: 'x' });
    await expect(send({ from: 'flood@example.com', subject: 'Flood 6', text: 'x' })).rejects.toMatchObject({
      responseCode: 450,
    });
    expect(await ticketsOf('flood@example.com')).toHaveLength(5);
    await advanceClock(3_600_001);
    await send({ from: 'flood@example.com', subject: 'Later', text: 'x' });
    expect(await ticketsOf('flood@example.com')).toHaveLength(6);
  });
});
