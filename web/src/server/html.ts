import type { HeadData } from '../app/head';
import { withNonce } from './csp';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The head tags of a server-rendered page. */
export function headTags(head: HeadData, locale: string, extra: string[] = []): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.links.map(
      (l) =>
        `<link rel="alternate" hreflang="${escapeHtml(l.hreflang)}" href="${escapeHtml(l.href)}" />`,
    ),
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:locale" content="${locale === 'az' ? 'az_AZ' : 'en_GB'}" />`,
    ...extra,
  ];
  return tags.join('\n    ');
}

/**
 * Fills the client build's index.html (its script and style tags stay as Vite wrote them) and
 * gives the response's nonce to the tags of the template, the head and the state script: never
 * to the rendered page, whose content is not the server's own.
 */
export function fillTemplate(
  template: string,
  parts: { lang: string; head: string; app: string; state: string },
  nonce: string,
): string {
  // Function replacers: page content may hold "$&"-like sequences that string replacers expand.
  return withNonce(template, nonce)
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(parts.lang)}">`)
    .replace('<!--ssr-head-->', () => withNonce(parts.head, nonce))
    .replace('<!--ssr-state-->', () => withNonce(parts.state, nonce))
    .replace('<!--ssr-app-->', () => parts.app);
}
