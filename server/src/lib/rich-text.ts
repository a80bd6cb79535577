import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (a product's description, an article's body) keeps only what the editor produces and a shop page can show
 * safely: text formatting, headings, lists, quotes, code, links, and images served by this shop.
 * Everything else (scripts, styles, event handlers, iframes, foreign images that would track
 * readers) is stripped on the way in, so every reader of the stored HTML gets safe HTML.
 */

/** An image this shop serves: `/base/media/<sha256>.<ext>` (see contract `mediaUrl`). */
const OWN_IMAGE = /^\/base\/media\/[0-9a-f]{64}\.(png|jpg|webp|gif)$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // `//evil.example/x` would load from anywhere; only absolute http(s) or our own paths.
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new tab must not hand the shop page to the opened one (window.opener).
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return target === '_blank'
        ? { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
