import type { MailMessage } from '@/adapters/mail/mailer';
import { message } from './email-layout';

/** The account emails: they answer a request of the person and carry no unsubscribe link. */

export function verifyEmailMessage(to: string, name: string, link: string): MailMessage {
  return message(to, 'Verify your email for Hadal', {
    preheader: 'One click and you can start learning Somali.',
    greeting: `Soo dhawoow, ${name}!`,
    paragraphs: [
      'Welcome to Hadal. Please confirm that this is your email address, and your Somali lessons are ready for you.',
    ],
    button: { label: 'Verify my email', link },
    footnote:
      'This link works once and expires in 24 hours. If you did not create a Hadal account, you can ignore this email.',
  });
}

export function resetPasswordMessage(to: string, name: string, link: string): MailMessage {
  return message(to, 'Reset your Hadal password', {
    preheader: 'Choose a new password for your Hadal account.',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your Hadal account. Choose a new one with the button below.',
    ],
    button: { label: 'Choose a new password', link },
    footnote:
      'This link works once and expires in 1 hour. If you did not ask for a reset, ignore this email: your password stays the same.',
  });
}

/** An invite code from an admin (the waitlist's 'send invite'), with a registration link. */
export function inviteMessage(to: string, code: string, expiresAt: Date, link: string): MailMessage {
  const day = expiresAt.toISOString().slice(0, 10);
  return message(to, 'Your invite to Hadal', {
    preheader: `Your invite code: ${code}`,
    greeting: 'Soo dhawoow!',
    paragraphs: [
      'You asked to join Hadal, the app for learning Somali, and your invite is ready.',
      `Your invite code is ${code}. It works for this email address until ${day} (UTC).`,
    ],
    button: { label: 'Create my account', link },
    footnote: 'If you did not ask to join Hadal, you can ignore this email.',
  });
}
