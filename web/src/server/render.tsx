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
import type { MessageKey } from '@conf/common';
import { App } from '../app/App';
import { buildHead, type RouteHandle } from '../app/head';
import { loadMessages } from '../app/intl';
import { localeFromPath } from '../app/locale';
import { createRoutes } from '../app/routes';
import {
  STATE_GLOBAL,
  serializeErrors,
  serializeForScript,
  type TransferredState,
} from '../app/state-transfer';
import { createAppStore } from '../app/store';
import { fillTemplate, headTags } from './html';
import { preloadLinks, type ClientManifest } from './preload';
import type { WebRequest } from './types';

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
  'X-Frame-Options': 'SAMEORIGIN',
};

function sendHtml(res: ServerResponse, status: number, html: string, head: boolean) {
  res.statusCode = status;
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // The header shows who is signed in: pages are per visitor, never shared by caches.
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Vary', 'Cookie, Accept-Encoding');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.end(head ? undefined : html);
}

export interface RenderOptions {
  template: string;
  manifest: ClientManifest;
  apiOrigin: () => string;
}

/**
 * Renders one page: public routes fully (loaders run against the API with the visitor's cookie),
 * the panel and the admin console as the empty shell the browser renders.
 */
export async function renderPage(req: WebRequest, res: ServerResponse, options: RenderOptions) {
  const origin = requestOrigin(req);
  const url = new URL(req.originalUrl ?? req.url ?? '/', origin);
  const locale = localeFromPath(url.pathname);
  const intl = createIntl({ locale, messages: await loadMessages(locale), defaultLocale: 'en' });
  const translate = (key: MessageKey) => intl.formatMessage({ id: key });

  const forwardHeaders: Record<string, string> = { 'lang-code': locale };
  if (req.headers.cookie) forwardHeaders.cookie = req.headers.cookie;
  if (req.socket.remoteAddress) forwardHeaders['x-forwarded-for'] = req.socket.remoteAddress;
  const store = createAppStore({ baseUrl: `${options.apiOrigin()}/api`, forwardHeaders }, locale);
  const routes = createRoutes({ store });

  const matches = matchRoutes(routes, url.pathname) ?? [];
  if (matches.some((m) => (m.route.handle as RouteHandle | undefined)?.clientOnly)) {
    const head = buildHead([], url.pathname, origin, translate);
    const preloads = preloadLinks(
      options.manifest,
      matches.map((m) => m.route.id ?? ''),
      locale,
    );
    const html = fillTemplate(options.template, {
      lang: locale,
      head: headTags(head, locale, ['<meta name="robots" content="noindex" />', ...preloads]),
      app: '',
      state: '',
    });
    sendHtml(res, 200, html, req.method === 'HEAD');
    return;
  }

  const handler = createStaticHandler(routes);
  const context = await handler.query(toFetchRequest(req, url));
  if (context instanceof Response) {
    // A loader redirect (e.g. /user -> /user/panel).
    res.statusCode = context.status;
    res.setHeader('Location', context.headers.get('Location') ?? '/');
    res.end();
    return;
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const app = renderToString(
    <StyleProvider cache={cache}>
      <App store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StyleProvider>,
  );
  // antd's CSS-in-JS styles (if any component rendered) go into the first HTML: no flash.
  const antdStyles = extractStyle(cache);

  const head = buildHead(
    context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id] })),
    url.pathname,
    origin,
    translate,
    context.errors,
  );
  const state: TransferredState = {
    api: store.getState().api,
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
  };
  const html = fillTemplate(options.template, {
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
    state: `<script>window.${STATE_GLOBAL}=${serializeForScript(state)}</script>`,
  });
  sendHtml(res, context.statusCode, html, req.method === 'HEAD');
}
