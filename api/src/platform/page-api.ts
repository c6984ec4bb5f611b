import type { IncomingMessage } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { parse as parseCookies } from 'cookie';
import type { Express } from 'express';
import { API_PREFIX, fillPath, queryStrings, type Locale, type PageApi } from '@conf/common';
import type { Identity } from '../auth/access.js';
import { identify } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { errorReply, unexpectedReply, type ErrorReply } from '../http/error-handler.js';
import { localeOf } from '../http/locale.js';
import { mountOrder, type MountedRoute, type RawInput } from '../http/route.js';
import { RETRY_AFTER_SECONDS, databaseOutage } from '../http/unavailable.js';
import { inProcessFetch } from './in-process.js';

/** One GET route as the router would try it: its path's segments, and its call when it has one. */
interface GetRoute {
  segments: string[];
  mounted: MountedRoute;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * A request path's segments, or undefined when one is empty (`//`): no route matches that, as
 * no Express route does. A single trailing slash is allowed, as Express allows it.
 */
function requestSegments(pathname: string): string[] | undefined {
  const segments = pathname.replace(/\/$/, '').split('/').slice(1);
  return segments.includes('') ? undefined : segments;
}

/** The route's path params when `path` is one of its addresses (as Express 5 matches). */
function matchPath(route: GetRoute, path: string[]): Record<string, string> | undefined {
  if (route.segments.length !== path.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < path.length; i++) {
    const expected = route.segments[i]!;
    const given = path[i]!;
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(given);
      } catch {
        return undefined;
      }
    } else if (expected.toLowerCase() !== given.toLowerCase()) return undefined;
  }
  return params;
}

class ReadFailure {
  constructor(readonly reply: ErrorReply) {}
}

/**
 * The server renderer's way into the API. A page's loaders read through the routes' own handlers
 * (`MountedRoute.call`: the route's access rule, schemas, service and presenter) with the
 * visitor identified once per page, and take the reply as the object the handler answered: no
 * Request or Response, no middleware stack, no JSON written and parsed again, no second read
 * of the user. A route without `call` (one that writes its own answer) and anything else is
 * answered by the Express app in this process, as over HTTP.
 */
export function createPageApi(
  ctx: AppContext,
  routes: readonly MountedRoute[],
  app: () => Express,
): (req: IncomingMessage) => PageApi {
  const viaApp = inProcessFetch((req, res) => app()(req, res));
  const gets: GetRoute[] = mountOrder(routes)
    .filter((m) => m.route.method === 'GET')
    .map((mounted) => ({ segments: segmentsOf(mounted.route.path), mounted }));
  const byPath = new Map(gets.map((g) => [g.mounted.route.path, g.mounted]));

  /** The first route the router would try for `pathname` (under /api), if it is a GET. */
  const routeFor = (pathname: string) => {
    const path = requestSegments(pathname);
    if (!path) return undefined;
    for (const route of gets) {
      const params = matchPath(route, path);
      if (params) return { mounted: route.mounted, params };
    }
    return undefined;
  };

  const replyOf = (err: unknown, locale: Locale): ErrorReply => {
    const reply = errorReply(err, locale);
    if (reply?.unavailable) databaseOutage(app())?.failed(err);
    if (!reply) ctx.logger.error({ err }, 'unhandled error in a page read');
    return reply ?? unexpectedReply(locale);
  };

  return (req) => {
    let identity: Promise<Identity> | undefined;
    const who = () =>
      (identity ??= identify(
        ctx.models,
        ctx.config.jwtSecret,
        req.headers.authorization,
        req.headers.cookie ? parseCookies(req.headers.cookie) : undefined,
      ));

    /** A route's handler, its failure as the reply the error handler would give. */
    const call = async (mounted: MountedRoute, raw: RawInput, locale: Locale) => {
      try {
        return await mounted.call!(await who(), raw, locale);
      } catch (err) {
        throw new ReadFailure(replyOf(err, locale));
      }
    };

    /** `call` for the site's data layer: a failure is thrown as `{ status, data }`. */
    const answer = async (mounted: MountedRoute, raw: RawInput, locale: Locale) => {
      try {
        return await call(mounted, raw, locale);
      } catch (err) {
        if (!(err instanceof ReadFailure)) throw err;
        throw { status: err.reply.status, data: err.reply.body };
      }
    };

    /** A GET the full stack answers (a route that writes its own answer, or no route at all). */
    const viaAppRead = async (path: string, query: Record<string, unknown>, locale: Locale) => {
      const url = new URL(`http://in-process${API_PREFIX}${path}`);
      const strings = queryStrings(query);
      if (strings) url.search = new URLSearchParams(strings).toString();
      const headers: Record<string, string> = { 'lang-code': locale };
      if (req.headers.cookie) headers.cookie = req.headers.cookie;
      const res = await viaApp(new Request(url, { headers }));
      const text = await res.text();
      const data: unknown = text ? JSON.parse(text) : null;
      if (!res.ok) throw { status: res.status, data };
      return data;
    };

    return {
      read(route, input, locale) {
        const mounted = route.method === 'GET' ? byPath.get(route.path) : undefined;
        const query = (input?.query ?? {}) as Record<string, unknown>;
        if (!mounted?.call) return viaAppRead(fillPath(route.path, input?.params), query, locale);
        const params: Record<string, string> = {};
        for (const [name, value] of Object.entries(input?.params ?? {}))
          params[name] = String(value);
        return answer(mounted, { params, query: queryStrings(query) ?? {} }, locale);
      },

      async fetch(request) {
        const url = new URL(request.url);
        const found =
          request.method === 'GET' && url.pathname.startsWith(`${API_PREFIX}/`)
            ? routeFor(url.pathname.slice(API_PREFIX.length))
            : undefined;
        if (!found?.mounted.call) return viaApp(request);
        const locale = localeOf(request.headers.get('lang-code') ?? undefined);
        const raw = { params: found.params, query: parseQuery(url.search.slice(1)) };
        const json = { 'content-type': 'application/json; charset=utf-8' };
        try {
          const reply = await call(found.mounted, raw, locale);
          const { reply: spec } = found.mounted.route;
          return new Response(JSON.stringify(reply), {
            status: spec.kind === 'json' ? spec.status : 200,
            headers: json,
          });
        } catch (err) {
          if (!(err instanceof ReadFailure)) throw err;
          const { status, body, unavailable } = err.reply;
          return new Response(JSON.stringify(body), {
            status,
            headers: unavailable ? { ...json, 'retry-after': String(RETRY_AFTER_SECONDS) } : json,
          });
        }
      },
    };
  };
}
