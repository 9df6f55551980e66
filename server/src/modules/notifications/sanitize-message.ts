import sanitizeHtml from 'sanitize-html';

const allowedTags = ['b', 'strong', 'i', 'em', 'br', 'p', 'ul', 'li', 'a'];

/**
 * A link may go to http(s) or to a path of this app. Browsers drop tabs and newlines inside URLs and
 * read a backslash as a slash, so '/\evil.example' or '/<tab>/evil.example' would leave the app: any
 * whitespace, control character or backslash disqualifies the link.
 */
export function isSafeHref(href: string): boolean {
  const unsafe = [...href].some((char) => char <= ' ' || char === '\u007f' || char === '\\');
  if (unsafe || /\s/.test(href)) return false;
  return /^https?:\/\/[^/]/i.test(href) || /^\/(?!\/)/.test(href);
}

/**
 * Notification messages are shown as HTML in the web app, so only this allowlist is stored: every
 * other tag is dropped (script and style with their content), every attribute but a safe href too.
 */
export function sanitizeMessage(html: string): string {
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href;
        return { tagName, attribs: href !== undefined && isSafeHref(href) ? { href } : {} };
      },
    },
  });
}

/** Text from outside (a network's reason, the post's own text) goes into a message as text, never as markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
