import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  AUTH,
  DEFAULT_LOCALE,
  preferredEncoding,
  type Locale,
  type MessageKey,
} from '@conf/common';
import { App } from '../app/App';
import { buildHead, type RouteHandle } from '../app/head';
import { loadMessages } from '../app/intl';
import { localeFromPath } from '../app/locale';
import { createRoutes, type RouteDeps } from '../app/routes';
import {
  STATE_GLOBAL,
  serializeErrors,
  serializeForScript,
  type TransferredState,
} from '../app/state-transfer';
import { SiteData } from '../app/site-data';
import type { StoreAccess } from '../app/store-access';
import { contentSecurityPolicy, newNonce, NONCE_PLACEHOLDER } from './csp';
import { fillTemplate, headTags } from './html';
import type { CachedPage } from './page-cache';
import { spliceNonce } from './spliced-gzip';
import { preloadLinks, type ClientManifest } from './preload';
import type { WebRequest } from './types';
import type { PageApi } from '@conf/common';
import type { ApiEnvironment } from '../app/environment';

function firstHeader(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
}

function requestOrigin(req: WebRequest): string {
  const proto = firstHeader(req.headers['x-forwarded-proto']) ?? 'http';
  const host = firstHeader(req.headers['x-forwarded-host']) ?? req.headers.host ?? 'localhost';
  return `${proto}://${host}`;
}

function toFetchRequest(req: WebRequest, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(url, { method: 'GET', headers });
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The CSP's frame-ancestors 'none', for browsers that only know the older header.
  'X-Frame-Options': 'DENY',
};

/**
 * A rendered answer: a page (possibly cached and sent many times) or a loader's redirect. A page's
 * own tags carry `nonce="<slot>"`, a random token of this render that is never sent: each
 * response swaps it for a nonce of its own, so a cached page never repeats a nonce.
 */
export type RenderedPage =
  | {
      kind: 'html';
      status: number;
      html: string;
      slot: string;
      /** Rendered without a session: the same for every anonymous visitor of this address. */
      anonymous: boolean;
    }
  | { kind: 'redirect'; status: number; location: string };

/** The headers of every HTML answer (the body's encoding and length are the sender's). */
export function setHtmlHeaders(res: ServerResponse, status: number, nonce: string) {
  res.statusCode = status;
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // The header shows who is signed in: pages are per visitor, never shared by caches.
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Vary', 'Cookie, Accept-Encoding');
}

export function sendPage(res: ServerResponse, page: RenderedPage, head: boolean) {
  if (page.kind === 'redirect') {
    res.statusCode = page.status;
    res.setHeader('Location', page.location);
    res.end();
    return;
  }
  const nonce = newNonce();
  const html = page.html.replaceAll(`nonce="${page.slot}"`, () => `nonce="${nonce}"`);
  setHtmlHeaders(res, page.status, nonce);
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.end(head ? undefined : html);
}

/**
 * Sends a page from the cache: to a client that takes gzip, the page's gzip with this response's
 * nonce spliced in (no compression per response); otherwise as `sendPage` does.
 */
export function sendCachedPage(
  res: ServerResponse,
  page: CachedPage,
  acceptEncoding: string | undefined,
  head: boolean,
) {
  if (!page.gzip || preferredEncoding(acceptEncoding, ['gzip']) !== 'gzip') {
    sendPage(res, { kind: 'html', anonymous: true, ...page }, head);
    return;
  }
  const nonce = newNonce();
  const body = spliceNonce(page.gzip, nonce);
  setHtmlHeaders(res, page.status, nonce);
  res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.end(head ? undefined : body);
}

export interface RenderOptions {
  template: string;
  manifest: ClientManifest;
  /** The API's origin as loaders name it (any origin when `pageApi` answers in process). */
  apiOrigin: () => string;
  /** Answers the loaders' API requests; without it they go over HTTP to `apiOrigin`. */
  pageApi?: (req: WebRequest) => PageApi;
}

/** How many addresses' route matches a renderer keeps. */
const MATCHES_KEPT = 1000;

/** Whether the request carries a session cookie at all (a stale one still counts). */
function hasSession(req: WebRequest): boolean {
  return req.headers.cookie?.includes(`${AUTH.cookieName}=`) ?? false;
}

/**
 * The server renders the public site only, whose pages read through the site's data layer; the
 * screens that use the RTK Query store (the panel, the console) render in the browser.
 */
const NO_STORE: StoreAccess = {
  current: () => null,
  load: () => Promise.reject(new Error('the server renders no screen that uses the store')),
  setLocale: () => undefined,
};

/**
 * The renderer of one web handler. The route table of both languages and its static handlers are
 * built once; each request gets its own data, which the loaders find through `requestData`.
 */
export function createRenderer(options: RenderOptions): (req: WebRequest) => Promise<RenderedPage> {
  const requestData = new AsyncLocalStorage<SiteData>();
  const deps: RouteDeps = {
    get site() {
      const site = requestData.getStore();
      if (!site) throw new Error('a loader ran outside of a page request');
      return site;
    },
    store: NO_STORE,
  };
  const routes = createRoutes(deps);
  // A static handler per language's table: React Router flattens and ranks a handler's whole
  // table on each query, and a page is of one language (the root the full table matches).
  const handlers = new Map(routes.map((root) => [root.id, createStaticHandler([root])]));
  // React Router flattens and ranks the whole table (both languages) on every matchRoutes call:
  // a tenth of a signed-in page's CPU. An address matches the same routes every time.
  const matched = new Map<string, ReturnType<typeof matchRoutes>>();
  const matchesOf = (pathname: string) => {
    let matches = matched.get(pathname);
    if (matches === undefined) {
      matches = matchRoutes(routes, pathname);
      // Addresses come from anyone: the memo stays small, whatever they send.
      if (matched.size >= MATCHES_KEPT) matched.clear();
      matched.set(pathname, matches);
    }
    return matches ?? [];
  };
  const translators = new Map<Locale, (key: MessageKey) => string>();
  const translatorOf = async (locale: Locale) => {
    let translate = translators.get(locale);
    if (!translate) {
      const intl = createIntl({
        locale,
        messages: await loadMessages(locale),
        defaultLocale: 'en',
      });
      translate = (key: MessageKey) => intl.formatMessage({ id: key });
      translators.set(locale, translate);
    }
    return translate;
  };

  return async (req) => {
    const origin = requestOrigin(req);
    const url = new URL(req.originalUrl ?? req.url ?? '/', origin);
    const locale = localeFromPath(url.pathname);
    const translate = await translatorOf(locale);
    const anonymous = !hasSession(req);

    const matches = matchesOf(url.pathname);
    if (matches.some((m) => (m.route.handle as RouteHandle | undefined)?.clientOnly)) {
      const head = buildHead([], url.pathname, origin, translate);
      const preloads = preloadLinks(
        options.manifest,
        matches.map((m) => m.route.id ?? ''),
        locale,
      );
      const slot = newNonce();
      const html = fillTemplate(
        options.template,
        {
          lang: locale,
          head: headTags(head, locale, ['<meta name="robots" content="noindex" />', ...preloads]),
          app: '',
          state: '',
        },
        slot,
      );
      return { kind: 'html', status: 200, html, slot, anonymous: true };
    }

    const forwardHeaders: Record<string, string> = { 'lang-code': locale };
    if (req.headers.cookie) forwardHeaders.cookie = req.headers.cookie;
    if (req.socket.remoteAddress) forwardHeaders['x-forwarded-for'] = req.socket.remoteAddress;
    const inProcess = options.pageApi?.(req);
    const env: ApiEnvironment = {
      baseUrl: `${options.apiOrigin()}/api`,
      forwardHeaders,
      anonymous,
      ...(inProcess && {
        fetchFn: inProcess.fetch,
        read: inProcess.read,
      }),
    };
    const site = new SiteData(env);
    const handler = handlers.get(matches[0]?.route.id) ?? handlers.get(DEFAULT_LOCALE)!;
    const context = await requestData.run(site, () => handler.query(toFetchRequest(req, url)));
    if (context instanceof Response) {
      // A loader redirect (e.g. /user -> /user/panel).
      return {
        kind: 'redirect',
        status: context.status,
        location: context.headers.get('Location') ?? '/',
      };
    }

    const router = createStaticRouter(handler.dataRoutes, context);
    const cache = createCache();
    const app = renderToString(
      <StyleProvider cache={cache}>
        <App site={site} store={NO_STORE}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </StyleProvider>,
    );
    // antd's CSS-in-JS styles (if any component rendered) go into the first HTML: no flash.
    const antdStyles = extractStyle(cache);

    const head = buildHead(
      context.matches.map((m) => ({
        handle: m.route.handle,
        data: context.loaderData[m.route.id],
      })),
      url.pathname,
      origin,
      translate,
      context.errors,
    );
    const state: TransferredState = {
      site: site.snapshot(),
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
      },
    };
    const slot = newNonce();
    const html = fillTemplate(
      options.template,
      {
        lang: locale,
        head: headTags(head, locale, [
          ...preloadLinks(
            options.manifest,
            context.matches.map((m) => m.route.id),
            locale,
          ),
          ...(antdStyles ? [antdStyles] : []),
        ]),
        app,
        state: `<script nonce="${NONCE_PLACEHOLDER}">window.${STATE_GLOBAL}=${serializeForScript(state)}</script>`,
      },
      slot,
    );
    return { kind: 'html', status: context.statusCode, html, slot, anonymous };
  };
}

/**
 * Renders one page: public routes fully (loaders run against the API with the visitor's cookie),
 * the panel and the admin console as the empty shell the browser renders.
 */
export async function renderPage(req: WebRequest, res: ServerResponse, options: RenderOptions) {
  const page = await createRenderer(options)(req);
  sendPage(res, page, req.method === 'HEAD');
}
