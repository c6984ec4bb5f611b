import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitiser of stored HTML (pages and news, from the console and from the seed): the
 * editor's formatting survives; scripts, styles, event handlers, `javascript:` URLs and embeds
 * from anywhere but the two map services do not.
 */

/** Embeds a page may carry: a map from Google Maps or OpenStreetMap, nothing else. */
const IFRAME_SOURCES = [
  { host: 'www.google.com', path: '/maps/embed' },
  { host: 'www.openstreetmap.org', path: '/export/embed.html' },
];

function isAllowedIframeSrc(src: string | undefined): boolean {
  if (!src) return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    IFRAME_SOURCES.some((s) => url.hostname === s.host && url.pathname === s.path)
  );
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1 h2 h3 h4 h5 h6 p br hr div span blockquote pre code',
    'ul ol li dl dt dd',
    'a img figure figcaption iframe',
    'table thead tbody tfoot tr th td caption colgroup col',
    'strong b em i u s sub sup small mark',
  ]
    .join(' ')
    .split(' '),
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'title', 'loading', 'allowfullscreen', 'referrerpolicy'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start', 'type'],
  },
  // Relative URLs carry no scheme and pass (links between pages, uploaded images); of the URLs
  // with one, only these do. "//host" would silently leave the site, so it is refused too.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {
    a: ['http', 'https', 'mailto'],
    img: ['http', 'https'],
    iframe: ['https'],
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: IFRAME_SOURCES.map((s) => s.host),
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedIframeSrc(frame.attribs.src),
  transformTags: {
    // A link opening a new tab must not hand the opened site a handle on this one.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
