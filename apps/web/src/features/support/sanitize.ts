import DOMPurify from 'dompurify';
import {
  SUPPORT_HTML_ALLOWED_LINK_ATTRIBUTES,
  SUPPORT_HTML_ALLOWED_TAGS,
  SUPPORT_LINK_REL,
  isAllowedLinkHref,
} from '@hadal/domain';

/**
 * A ticket message's HTML as the browser shows it, sanitised again with DOMPurify and the same
 * allow-list the server stored it with (spec 02 §2): p, br, strong, em, u, a (href and target),
 * lists, h1 to h6. Links keep absolute http(s) and mailto targets only and get rel="noopener noreferrer".
 * Its own DOMPurify instance: the link hook touches no other sanitising in the app.
 */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  if (href !== null && !isAllowedLinkHref(href)) node.removeAttribute('href');
  if (node.hasAttribute('target') && node.getAttribute('target') !== '_blank') node.removeAttribute('target');
  node.setAttribute('rel', SUPPORT_LINK_REL);
});

export function sanitizeTicketHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...SUPPORT_HTML_ALLOWED_TAGS],
    ALLOWED_ATTR: [...SUPPORT_HTML_ALLOWED_LINK_ATTRIBUTES],
    ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:)/i,
    // Not a URL: without this DOMPurify would test target's value against ALLOWED_URI_REGEXP.
    ADD_URI_SAFE_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
