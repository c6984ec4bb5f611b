import type { HeadData } from '../app/head';

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

/** Fills the client build's index.html (its script and style tags stay as Vite wrote them). */
export function fillTemplate(
  template: string,
  parts: { lang: string; head: string; app: string; state: string },
): string {
  // Function replacers: page content may hold "$&"-like sequences that string replacers expand.
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(parts.lang)}">`)
    .replace('<!--ssr-head-->', () => parts.head)
    .replace('<!--ssr-app-->', () => parts.app)
    .replace('<!--ssr-state-->', () => parts.state);
}
