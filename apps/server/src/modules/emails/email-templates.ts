import type { MailMessage } from '@/adapters/mail/mailer';

/** Hadal's mail look: warm sand background, ocean-blue button, one column, inline styles only. */
const COLORS = {
  sand: '#fbf7f0',
  card: '#ffffff',
  ink: '#1c2530',
  muted: '#5b6875',
  ocean: '#1b5e8f',
  border: '#e8dcc8',
  sun: '#e8a33d',
};

function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface Layout {
  preheader: string;
  greeting: string;
  paragraphs: string[];
  buttonLabel: string;
  link: string;
  footnote: string;
}

function renderHtml(l: Layout): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${COLORS.ink};">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Hadal</title></head>
<body style="margin:0;padding:0;background:${COLORS.sand};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<span style="display:none;max-height:0;overflow:hidden;">${escapeHtml(l.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.sand};padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:${COLORS.card};border:1px solid ${COLORS.border};border-radius:16px;">
<tr><td style="padding:28px 32px 8px;border-top:6px solid ${COLORS.sun};border-radius:16px 16px 0 0;">
<div style="font-family:Georgia,'Palatino Linotype',serif;font-size:26px;font-weight:bold;color:${COLORS.ocean};">&#9733; Hadal</div>
</td></tr>
<tr><td style="padding:16px 32px 8px;">
${p(l.greeting)}
${l.paragraphs.map(p).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:10px;background:${COLORS.ocean};">
<a href="${escapeHtml(l.link)}" style="display:inline-block;padding:14px 26px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:10px;">${escapeHtml(l.buttonLabel)}</a>
</td></tr></table>
<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${COLORS.muted};">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;line-height:1.5;word-break:break-all;"><a href="${escapeHtml(l.link)}" style="color:${COLORS.ocean};">${escapeHtml(l.link)}</a></p>
<p style="margin:0 0 24px;font-size:13px;line-height:1.5;color:${COLORS.muted};">${escapeHtml(l.footnote)}</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid ${COLORS.border};font-size:13px;color:${COLORS.muted};">Mahadsanid &mdash; thank you for learning Somali with Hadal.</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

function renderText(l: Layout): string {
  return [
    l.greeting,
    '',
    ...l.paragraphs.flatMap((x) => [x, '']),
    `${l.buttonLabel}: ${l.link}`,
    '',
    l.footnote,
    '',
    'Mahadsanid - thank you for learning Somali with Hadal.',
    '',
  ].join('\n');
}

function message(to: string, subject: string, layout: Layout): MailMessage {
  return { to, subject, html: renderHtml(layout), text: renderText(layout), links: [layout.link] };
}

export function verifyEmailMessage(to: string, name: string, link: string): MailMessage {
  return message(to, 'Verify your email for Hadal', {
    preheader: 'One click and you can start learning Somali.',
    greeting: `Soo dhawoow, ${name}!`,
    paragraphs: [
      'Welcome to Hadal. Please confirm that this is your email address, and your Somali lessons are ready for you.',
    ],
    buttonLabel: 'Verify my email',
    link,
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
    buttonLabel: 'Choose a new password',
    link,
    footnote:
      'This link works once and expires in 1 hour. If you did not ask for a reset, ignore this email: your password stays the same.',
  });
}
