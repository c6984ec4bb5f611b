import { isRouteErrorResponse } from 'react-router';
import type { MessageKey } from '@conf/common';
import { alternatePaths, type AlternateInfo, type PageTranslation } from './locale';

/** Route `handle` entries the shell understands. */
export interface RouteHandle {
  /** Title (catalogue key) of a route whose title is not in its data. */
  titleKey?: MessageKey;
  /** Description (catalogue key) of such a route. */
  descriptionKey?: MessageKey;
  /** How the route's content exists in other languages (see AlternateInfo); default same-path. */
  alternate?: 'fixed' | 'slug';
  /** Client-rendered areas (panel, admin): the server sends the shell only. */
  clientOnly?: boolean;
}

/** What loaders of content-backed routes return: small, since it is serialised into the page. */
export interface PageMeta {
  title: string;
  description: string;
  translations: PageTranslation[];
}

export interface HeadMatch {
  handle?: unknown;
  data?: unknown;
}

export interface HeadData {
  title: string;
  description: string;
  alternate: AlternateInfo;
  /** Absolute paths of each language version, plus x-default (the English one). */
  links: { hreflang: string; href: string }[];
  canonical: string;
}

function isPageMeta(value: unknown): value is PageMeta {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string' &&
    'translations' in value
  );
}

/** How the page on screen exists in other languages (drives the switch and hreflang links). */
export function alternateFromMatches(matches: readonly HeadMatch[]): AlternateInfo {
  let alternate: AlternateInfo = { kind: 'same-path' };
  for (const match of matches) {
    const handle = (match.handle ?? {}) as RouteHandle;
    if (handle.alternate && isPageMeta(match.data)) {
      alternate = { kind: handle.alternate, translations: match.data.translations };
    }
  }
  return alternate;
}

/**
 * The document head of a page from its route matches: the deepest match that names a title wins.
 * The server writes it into the first HTML; the client keeps it in step on navigation.
 */
export function buildHead(
  matches: readonly HeadMatch[],
  pathname: string,
  origin: string,
  translate: (key: MessageKey) => string,
  errors?: Record<string, unknown> | null,
): HeadData {
  let title = '';
  let description = '';
  const error = errors ? Object.values(errors)[0] : undefined;
  for (const match of matches) {
    const handle = (match.handle ?? {}) as RouteHandle;
    if (handle.titleKey) title = translate(handle.titleKey);
    if (handle.descriptionKey) description = translate(handle.descriptionKey);
    if (isPageMeta(match.data)) {
      title = match.data.title;
      if (match.data.description) description = match.data.description;
    }
  }
  if (error !== undefined) {
    title = translate(
      isRouteErrorResponse(error) && error.status === 404 ? 'error.notFound' : 'site.errorTitle',
    );
  }
  const alternate = alternateFromMatches(matches);
  const site = translate('site.titleShort');
  const paths = alternatePaths(pathname, alternate);
  const links = (Object.entries(paths) as [string, string][]).map(([hreflang, path]) => ({
    hreflang,
    href: origin + path,
  }));
  if (paths.en) links.push({ hreflang: 'x-default', href: origin + paths.en });
  return {
    title: title && title !== site ? `${title} | ${site}` : translate('site.title'),
    description: description || translate('site.description'),
    alternate,
    links,
    canonical: origin + pathname,
  };
}
