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

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface StatRow {
  label: string;
  value: string;
}

/** The footer of an optional email: one link turns its preference off, another opens the settings. */
export interface UnsubscribeFooter {
  reason: string;
  link: string;
  preferencesLink: string;
}

export interface Layout {
  preheader: string;
  greeting: string;
  paragraphs: string[];
  /** Figures shown as a two-column table (weekly report). */
  stats?: StatRow[];
  /** Further titled tables, e.g. each child's week. */
  sections?: { title: string; stats: StatRow[] }[];
  button: { label: string; link: string };
  footnote: string;
  unsubscribe?: UnsubscribeFooter;
}

const p = (text: string, style = `font-size:16px;line-height:1.6;color:${COLORS.ink};`) =>
  `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;

function statsTable(rows: StatRow[]): string {
  const cells = rows
    .map(
      (r) =>
        `<tr><td style="padding:8px 12px;border-bottom:1px solid ${COLORS.border};color:${COLORS.muted};font-size:15px;">${escapeHtml(r.label)}</td>` +
        `<td align="right" style="padding:8px 12px;border-bottom:1px solid ${COLORS.border};color:${COLORS.ink};font-size:17px;font-weight:bold;">${escapeHtml(r.value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border:1px solid ${COLORS.border};border-radius:10px;">${cells}</table>`;
}

function footerHtml(u: UnsubscribeFooter | undefined): string {
  if (!u) return 'Mahadsanid &mdash; thank you for learning Somali with Hadal.';
  return (
    `${escapeHtml(u.reason)} <a href="${escapeHtml(u.link)}" style="color:${COLORS.ocean};">Unsubscribe</a>` +
    ` &middot; <a href="${escapeHtml(u.preferencesLink)}" style="color:${COLORS.ocean};">Email preferences</a>`
  );
}

function renderHtml(l: Layout): string {
  const sections = (l.sections ?? [])
    .map(
      (s) =>
        `<p style="margin:0 0 8px;font-size:16px;font-weight:bold;color:${COLORS.ink};">${escapeHtml(s.title)}</p>${statsTable(s.stats)}`,
    )
    .join('\n');
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
${l.paragraphs.map((x) => p(x)).join('\n')}
${l.stats ? statsTable(l.stats) : ''}
${sections}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:10px;background:${COLORS.ocean};">
<a href="${escapeHtml(l.button.link)}" style="display:inline-block;padding:14px 26px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:10px;">${escapeHtml(l.button.label)}</a>
</td></tr></table>
<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${COLORS.muted};">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;line-height:1.5;word-break:break-all;"><a href="${escapeHtml(l.button.link)}" style="color:${COLORS.ocean};">${escapeHtml(l.button.link)}</a></p>
${p(l.footnote, `font-size:13px;line-height:1.5;color:${COLORS.muted};`)}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid ${COLORS.border};font-size:13px;line-height:1.5;color:${COLORS.muted};">${footerHtml(l.unsubscribe)}</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

function renderText(l: Layout): string {
  const table = (rows: StatRow[]) => rows.map((r) => `  ${r.label}: ${r.value}`);
  const lines = [l.greeting, '', ...l.paragraphs.flatMap((x) => [x, ''])];
  if (l.stats) lines.push(...table(l.stats), '');
  for (const s of l.sections ?? []) lines.push(s.title, ...table(s.stats), '');
  lines.push(`${l.button.label}: ${l.button.link}`, '', l.footnote, '');
  if (l.unsubscribe) {
    lines.push(
      l.unsubscribe.reason,
      `Unsubscribe: ${l.unsubscribe.link}`,
      `Email preferences: ${l.unsubscribe.preferencesLink}`,
    );
  } else {
    lines.push('Mahadsanid - thank you for learning Somali with Hadal.');
  }
  return [...lines, ''].join('\n');
}

/** RFC 8058 one-click unsubscribe headers for an optional email. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function message(to: string, subject: string, layout: Layout): MailMessage {
  const links = [layout.button.link, ...(layout.unsubscribe ? [layout.unsubscribe.link] : [])];
  return { to, subject, html: renderHtml(layout), text: renderText(layout), links };
}
