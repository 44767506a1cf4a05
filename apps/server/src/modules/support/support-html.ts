import type SanitizeHtml from 'sanitize-html';
import {
  SUPPORT_HTML_ALLOWED_TAGS,
  SUPPORT_HTML_DROPPED_WITH_CONTENT,
  SUPPORT_LINK_REL,
  isAllowedLinkHref,
} from '@hadal/domain';

const BLOCKS = ['div', 'section', 'article', 'header', 'footer', 'pre', 'tr', 'dt', 'dd', 'address'];

let library: Promise<typeof SanitizeHtml> | null = null;
/** sanitize-html and its HTML parser load with the first customer mail, not with every process. */
const sanitizer = () => (library ??= import('sanitize-html').then((m) => m.default));

export interface SanitizeOptions {
  /** Drop quoted history (blockquote elements) of a reply that joins its ticket. */
  dropQuotes?: boolean;
}

/**
 * The HTML of a customer's mail as it is stored: only the allow-list of spec 02 §2 (p, br, strong,
 * em, u, a with href and target, lists, h1 to h6); links keep absolute http(s) and mailto targets
 * only and get rel="noopener noreferrer"; scripts, styles and the like go with their content.
 * Returns null when nothing readable is left.
 */
export async function sanitizeSupportHtml(html: string, options: SanitizeOptions = {}): Promise<string | null> {
  const sanitizeHtml = await sanitizer();
  const clean = sanitizeHtml(html, {
    // A quote to drop must be seen to be dropped: exclusiveFilter only looks at allowed tags.
    allowedTags: [...SUPPORT_HTML_ALLOWED_TAGS, ...(options.dropQuotes ? ['blockquote'] : [])],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    allowedStyles: {},
    disallowedTagsMode: 'discard',
    nonTextTags: [...SUPPORT_HTML_DROPPED_WITH_CONTENT],
    ...(options.dropQuotes ? { exclusiveFilter: (frame: SanitizeHtml.IFrame) => frame.tag === 'blockquote' } : {}),
    transformTags: {
      // Blocks outside the allow-list keep their line breaks as paragraphs.
      ...Object.fromEntries(BLOCKS.map((tag) => [tag, 'p'])),
      ...(options.dropQuotes ? {} : { blockquote: 'p' }),
      a: (tagName, attribs) => {
        const kept: Record<string, string> = { rel: SUPPORT_LINK_REL };
        if (attribs.href && isAllowedLinkHref(attribs.href)) kept.href = attribs.href;
        if (attribs.target === '_blank') kept.target = '_blank';
        return { tagName, attribs: kept };
      },
    },
  }).trim();
  const readable = clean.replace(/<[^>]*>|&nbsp;|\s/g, '');
  return readable.length > 0 ? clean : null;
}

/** Plain text as HTML paragraphs (the HTML part of an agent's reply mail). */
export function textToHtml(text: string): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}
