import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketSchema, type Ticket } from '@hadal/domain';
import { authHeader, createUser } from '@test/helpers/factories';
import { createTestInbox, sendTestMail } from '@test/helpers/support-mail';
import { createTestApp } from '@test/helpers/test-app';

/**
 * Mail that does not prove its sender (issue 48), through the real SMTP listener: example.com
 * signs with a test DKIM key (stub DNS, DMARC p=reject). 127.0.0.3 is a trusted relay that writes
 * Authentication-Results as relay.hadal.test; 127.0.0.1 and 127.0.0.2 are anyone.
 */
const RELAY = '127.0.0.3';
const ctx = await createTestApp({
  inbox: createTestInbox({ trustedRelays: [RELAY], relayAuthservId: 'relay.hadal.test', messagesPerConnection: 3 }),
  env: {
    SUPPORT_ADDRESS: 'help@hadal.test',
    SUPPORT_MESSAGES_PER_SENDER_PER_HOUR: '100',
    SUPPORT_MESSAGES_PER_ADDRESS_PER_HOUR: '30',
  },
});
afterAll(() => ctx.services.support.stop());
let port = 0;
let admin: { authorization: string };

beforeAll(async () => {
  port = (await ctx.services.support.start())!.port;
  admin = await authHeader(ctx, await createUser(ctx, { isAdmin: true }));
});

async function ticketsOf(email: string): Promise<Ticket[]> {
  const res = await ctx.app.inject({
    url: `/api/support/tickets?customer_email=${encodeURIComponent(email)}`,
    headers: admin,
  });
  const list = res.json() as { id: number }[];
  const full = await Promise.all(
    list.map(async (t) => (await ctx.app.inject({ url: `/api/support/tickets/${t.id}`, headers: admin })).json()),
  );
  return full.map((t) => ticketSchema.parse(t)).sort((a, b) => a.id - b.id);
}

/** The customer's own signed mail opens a verified ticket; resolves with its Message-ID and the ticket. */
async function victimTicket(customer: string) {
  const first = await sendTestMail(port, { from: customer, subject: 'My lessons', text: 'Where are my lessons?' });
  const [ticket] = await ticketsOf(customer);
  expect(ticket).toMatchObject({ sender_verified: true, message_count: 1 });
  return { first, ticket: ticket! };
}

describe('support mail that proves its sender', () => {
  it('opens a new, flagged ticket for a spoofed envelope/From pair, never joining the victim’s', async () => {
    const { first, ticket } = await victimTicket('hodan@example.com');
    await sendTestMail(
      port,
      {
        envelope: { from: 'attacker@evil.test', to: 'help@hadal.test' },
        from: 'Hodan <hodan@example.com>',
        subject: `Re: My lessons [Hadal #${ticket.id}]`,
        inReplyTo: first,
        references: [first],
        text: 'Please change my email address to attacker@evil.test.',
      },
      { dkim: false },
    );
    const [victims, forged, ...rest] = await ticketsOf('hodan@example.com');
    expect(rest).toHaveLength(0);
    expect(victims).toMatchObject({ id: ticket.id, message_count: 1, sender_verified: true });
    expect(forged).toMatchObject({ sender_verified: false, message_count: 1, customer_email: 'hodan@example.com' });
    expect(forged!.messages[0]).toMatchObject({
      from_email: 'hodan@example.com',
      envelope_from: 'attacker@evil.test',
      remote_address: '127.0.0.1',
      sender_verified: false,
      sender_check: 'spf=none dkim=none dmarc=fail',
    });
  });

  it('joins the thread with DKIM-signed mail from the customer, and not with the same mail unsigned', async () => {
    const { first, ticket } = await victimTicket('amina@example.com');
    const reply = { from: 'amina@example.com', subject: 'Re: My lessons', inReplyTo: first, references: [first] };
    await sendTestMail(port, { ...reply, text: 'Found them, thanks.' });
    await sendTestMail(port, { ...reply, text: 'Unsigned.' }, { dkim: false });
    const [joined, flagged, ...rest] = await ticketsOf('amina@example.com');
    expect(rest).toHaveLength(0);
    expect(joined).toMatchObject({ id: ticket.id, message_count: 2, sender_verified: true });
    expect(joined!.messages[1]).toMatchObject({ text_body: 'Found them, thanks.', sender_verified: true });
    expect(flagged).toMatchObject({ sender_verified: false, message_count: 1 });
  });

  it('never takes a display name for an address: the envelope sender is the customer, unproven', async () => {
    await victimTicket('nimco@example.com');
    const raw = [
      'From: "nimco@example.com" <>',
      'To: help@hadal.test',
      'Subject: Display name only',
      'Message-ID: <display-name@evil.test>',
      '',
      'Hello.',
    ].join('\r\n');
    await sendTestMail(
      port,
      { envelope: { from: 'someone@evil.test', to: 'help@hadal.test' }, raw },
      { dkim: false, localAddress: '127.0.0.2' },
    );
    expect(await ticketsOf('nimco@example.com')).toHaveLength(1);
    const [ticket] = await ticketsOf('someone@evil.test');
    expect(ticket).toMatchObject({ sender_verified: false, subject: 'Display name only' });
  });

  it('proves a sender by the trusted relay’s Authentication-Results, and by no one else’s', async () => {
    const { first, ticket } = await victimTicket('cali@example.com');
    const reply = (text: string, results: string) => ({
      from: 'cali@example.com',
      subject: 'Re: My lessons',
      inReplyTo: first,
      headers: { 'Authentication-Results': results },
      text,
    });
    const passed = 'relay.hadal.test; spf=pass smtp.mailfrom=cali@example.com; dmarc=pass header.from=example.com';
    await sendTestMail(port, reply('Through the relay.', passed), { dkim: false, localAddress: RELAY });
    // The same results written by the sender itself, not handed over by the relay: not trusted.
    await sendTestMail(port, reply('Forged results.', passed), { dkim: false, localAddress: '127.0.0.2' });
    // The relay's own verdict that DMARC failed, and results written by another server: not proven.
    await sendTestMail(port, reply('Failed at the relay.', 'relay.hadal.test; dmarc=fail header.from=example.com'), {
      dkim: false,
      localAddress: RELAY,
    });
    await sendTestMail(port, reply('Other results.', 'mx.evil.test; dmarc=pass header.from=example.com'), {
      dkim: false,
      localAddress: RELAY,
    });
    const [joined, ...flagged] = await ticketsOf('cali@example.com');
    expect(joined).toMatchObject({ id: ticket.id, message_count: 2 });
    expect(joined!.messages[1]).toMatchObject({
      text_body: 'Through the relay.',
      sender_verified: true,
      remote_address: RELAY,
      sender_check: 'relay.hadal.test: spf=pass dmarc=pass',
    });
    expect(flagged.map((t) => [t.sender_verified, t.messages[0]!.text_body])).toEqual([
      [false, 'Forged results.'],
      [false, 'Failed at the relay.'],
      [false, 'Other results.'],
    ]);
  });

  it('cuts off a flood with rotating envelopes from one address, and limits mail per connection', async () => {
    ctx.clock.advance(3_600_001);
    admin = await authHeader(ctx, await createUser(ctx, { isAdmin: true }));
    const flood = (i: number) =>
      sendTestMail(
        port,
        {
          envelope: { from: `bot${i}@spam${i}.test`, to: 'help@hadal.test' },
          from: `bot${i}@spam${i}.test`,
          subject: `Flood ${i}`,
          text: 'x',
        },
        { dkim: false, localAddress: '127.0.0.4' },
      );
    for (let i = 0; i < 30; i += 1) await flood(i);
    await expect(flood(30)).rejects.toMatchObject({ responseCode: 450 });
    await expect(flood(31)).rejects.toMatchObject({ responseCode: 450 });
    expect(await ticketsOf('bot29@spam29.test')).toHaveLength(1);
    expect(await ticketsOf('bot30@spam30.test')).toHaveLength(0);

    // One connection carries 3 messages; the 4th is answered 421 and the connection closes.
    const connection = new SMTPConnection({ host: '127.0.0.1', port, ignoreTLS: true, localAddress: '127.0.0.5' });
    await new Promise<void>((resolve, reject) => {
      connection.once('error', reject);
      connection.connect(() => resolve());
    });
    try {
      const codes: (number | undefined)[] = [];
      for (let i = 0; i < 4; i += 1) {
        const message = `From: pool${i}@pool.test\r\nTo: help@hadal.test\r\nSubject: Pool ${i}\r\n\r\nx\r\n`;
        codes.push(
          await new Promise<number | undefined>((resolve) => {
            connection.send({ from: `pool${i}@pool.test`, to: ['help@hadal.test'] }, message, (err) =>
              resolve(err ? (err as { responseCode?: number }).responseCode : 250),
            );
          }),
        );
      }
      expect(codes).toEqual([250, 250, 250, 421]);
    } finally {
      connection.close();
    }
  });
});
