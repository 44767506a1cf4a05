import type { MailMessage } from '@/adapters/mail/mailer';
import { message, type StatRow, type UnsubscribeFooter } from './email-layout';

/** Hadal's notification emails: the weekly report, reminders, achievements and security notices. */

export const SECURITY_EVENTS = [
  'password_changed',
  'password_reset',
  'mfa_enabled',
  'mfa_disabled',
  'trusted_device_added',
  'backup_code_used',
  'passkey_added',
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

const SECURITY_COPY: Record<SecurityEvent, { subject: string; happened: string }> = {
  password_changed: {
    subject: 'Your Hadal password was changed',
    happened: 'The password of your Hadal account was changed',
  },
  password_reset: {
    subject: 'Your Hadal password was reset',
    happened: 'The password of your Hadal account was reset from an emailed link',
  },
  mfa_enabled: {
    subject: 'Two-factor authentication is on',
    happened: 'Two-factor authentication was turned on for your Hadal account',
  },
  mfa_disabled: {
    subject: 'Two-factor authentication is off',
    happened: 'Two-factor authentication was turned off for your Hadal account',
  },
  trusted_device_added: {
    subject: 'A new device was trusted',
    happened: 'A new device was trusted to sign in to your Hadal account without a code',
  },
  backup_code_used: {
    subject: 'A backup code was used',
    happened: 'One of your two-factor backup codes was used for your Hadal account',
  },
  passkey_added: {
    subject: 'A passkey was added',
    happened: 'A passkey was added as a second factor to your Hadal account',
  },
};

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface WeekFigures {
  lessonsCompleted: number;
  xpEarned: number;
  streakDays: number;
}

export interface WeeklyReportInput {
  to: string;
  name: string;
  weekStart: Date;
  /** Exclusive end of the week. */
  weekEnd: Date;
  you: WeekFigures;
  /** Words due for review now; omitted when no counter is given. */
  wordsDueForReview?: number;
  children: (WeekFigures & { name: string })[];
  dashboardLink: string;
  unsubscribe: UnsubscribeFooter;
}

function figures(f: WeekFigures): StatRow[] {
  return [
    { label: 'Lessons completed', value: String(f.lessonsCompleted) },
    { label: 'XP earned', value: String(f.xpEarned) },
    { label: 'Day streak', value: plural(f.streakDays, 'day', 'days') },
  ];
}

export function weeklyReportMessage(i: WeeklyReportInput): MailMessage {
  const lastDay = new Date(i.weekEnd.getTime() - 86_400_000);
  const period = `${dayFormat.format(i.weekStart)} – ${dayFormat.format(lastDay)}`;
  const stats = figures(i.you);
  if (i.wordsDueForReview !== undefined)
    stats.push({ label: 'Words due for review', value: String(i.wordsDueForReview) });
  const active = i.you.lessonsCompleted > 0 || i.you.xpEarned > 0;
  return message(
    i.to,
    `Your week on Hadal: ${plural(i.you.lessonsCompleted, 'lesson', 'lessons')}, ${i.you.xpEarned} XP`,
    {
      preheader: `Your Somali week, ${period}.`,
      greeting: `Hello ${i.name},`,
      paragraphs: [
        `Here is your week on Hadal (${period}).`,
        active
          ? 'Wanaagsan! Keep going: a few minutes a day is how Somali sticks.'
          : 'A new week is a fresh start: one short lesson today gets you going again.',
      ],
      stats,
      sections: i.children.map((c) => ({ title: `${c.name}'s week`, stats: figures(c) })),
      button: { label: 'Continue learning', link: i.dashboardLink },
      footnote: 'Weeks run Monday to Sunday (UTC).',
      unsubscribe: i.unsubscribe,
    },
  );
}

export function inactivityReminderMessage(i: {
  to: string;
  name: string;
  daysInactive: number;
  dashboardLink: string;
  unsubscribe: UnsubscribeFooter;
}): MailMessage {
  return message(i.to, 'Your Somali lessons are waiting', {
    preheader: 'A few minutes today keeps your Somali fresh.',
    greeting: `Hello ${i.name},`,
    paragraphs: [
      `It has been ${plural(i.daysInactive, 'day', 'days')} since your last lesson on Hadal.`,
      'A few minutes today keeps your Somali fresh. Your next lesson is ready where you left off.',
    ],
    button: { label: 'Pick up where you left off', link: i.dashboardLink },
    footnote: 'We send this reminder at most once a week.',
    unsubscribe: i.unsubscribe,
  });
}

export function achievementMessage(i: {
  to: string;
  name: string;
  title: string;
  description: string;
  profileLink: string;
  unsubscribe: UnsubscribeFooter;
}): MailMessage {
  return message(i.to, `Achievement unlocked: ${i.title}`, {
    preheader: `You earned ${i.title} on Hadal.`,
    greeting: `Hambalyo, ${i.name}!`,
    paragraphs: [
      `You earned the ${i.title} achievement: ${i.description}.`,
      'See all your achievements on your profile.',
    ],
    button: { label: 'See your achievements', link: i.profileLink },
    footnote: 'Every achievement is earned once.',
    unsubscribe: i.unsubscribe,
  });
}

export function securityNotificationMessage(i: {
  to: string;
  name: string;
  event: SecurityEvent;
  at: Date;
  detail?: string;
  resetLink: string;
}): MailMessage {
  const copy = SECURITY_COPY[i.event];
  const paragraphs = [`${copy.happened} on ${timeFormat.format(i.at)}.`];
  if (i.detail) paragraphs.push(i.detail);
  paragraphs.push(
    'If this was you, there is nothing to do. If it was not, reset your password now and check your account.',
  );
  return message(i.to, copy.subject, {
    preheader: copy.happened,
    greeting: `Hello ${i.name},`,
    paragraphs,
    button: { label: 'Reset my password', link: i.resetLink },
    footnote: 'Security notifications keep your account safe and cannot be turned off.',
  });
}
