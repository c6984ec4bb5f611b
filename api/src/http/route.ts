import type { ErrorRequestHandler, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import {
  isMultipart,
  type Access,
  type JsonReply,
  type Locale,
  type ParsedInput,
  type RouteSpec,
} from '@conf/common';
import { accessRefusal, requireAccess, type Identity } from '../auth/access.js';
import { notFromNavigation } from '../auth/middleware.js';
import type { UserModel } from '../db/models/user.js';
import { removeQuietly } from '../files/store.js';
import type { ReplyCache } from './reply-cache.js';
import { parseMultipart } from './multipart.js';
import { parseOrThrow } from './validate.js';

/** The caller as a handler of a route with this access sees it. */
export type CallerOf<A extends Access> = A extends 'public' ? UserModel | undefined : UserModel;

/** What a handler is given: the caller, the parsed input and the caller's language. */
export interface CallArgs<R extends RouteSpec> {
  user: CallerOf<R['access']>;
  input: ParsedInput<R>;
  locale: Locale;
}

/** A handler that writes the HTTP answer itself (a file, a header of its own) also gets both. */
export interface HandlerArgs<R extends RouteSpec> extends CallArgs<R> {
  req: Request;
  res: Response;
}

/** A JSON route's handler answers its body; a file or empty route's handler writes `res` itself. */
export type HandlerResult<R extends RouteSpec> = R['reply'] extends JsonReply<infer T> ? T : void;

export type Handler<R extends RouteSpec> = (
  args: HandlerArgs<R>,
) => Promise<HandlerResult<R>> | HandlerResult<R>;

/** A handler that only answers a value: it can also be called without HTTP (`MountedRoute.call`). */
export type CallHandler<R extends RouteSpec> = (
  args: CallArgs<R>,
) => Promise<HandlerResult<R>> | HandlerResult<R>;

export interface RouteOptions<R extends RouteSpec> {
  /** Runs after the access guard, before any input is read: a rate limiter counts bad input too. */
  middleware?: RequestHandler[];
  /**
   * Runs after the caller and the params/query are known and before the body is read: refuse
   * early (someone else's abstract) before a 50 MB upload is streamed to disk.
   */
  precheck?: (args: CallArgs<R>) => Promise<void>;
  /**
   * Reads a multipart body (multer) into `req.file` and `req.body`; a list when checks must
   * surround the read (the daily upload allowance, before and once the size is known).
   */
  upload?: RequestHandler | RequestHandler[];
  /**
   * Runs once params, query and body are parsed into `req.input`, before the handler: a rate
   * limiter that keys on a value as the schema normalised it (the login's e-mail).
   */
  afterParse?: RequestHandler[];
  /**
   * An answer shared by many callers: its key (undefined for a caller it is not shared with),
   * under which `cache` keeps it until a change (or for `maxAgeMs` when the answer also
   * depends on the time) and replays it to anonymous reads before the stack.
   */
  shared?: {
    cache: ReplyCache;
    key: (args: CallArgs<R>) => string | undefined;
    maxAgeMs?: number;
  };
}

/**
 * `shared` for a read whose answer is the same for every caller, signed in or not: kept per
 * language, params and query (`name` keeps routes apart).
 */
export function sameForEveryone<R extends RouteSpec>(
  cache: ReplyCache,
  name: string,
  maxAgeMs?: number,
): NonNullable<RouteOptions<R>['shared']> {
  return {
    cache,
    key: ({ input, locale }) => `${name}:${locale}:${JSON.stringify([input.params, input.query])}`,
    ...(maxAgeMs !== undefined && { maxAgeMs }),
  };
}

/** A route's path params and query as they came (strings), before its schemas read them. */
export interface RawInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
}

/** A contract route with its implementation, ready to mount. */
export interface MountedRoute {
  route: RouteSpec;
  handlers: (RequestHandler | ErrorRequestHandler)[];
  /**
   * A read called in this process (platform/page-api.ts: the server renderer's loaders), with
   * the same access rule, schemas and handler as over HTTP, and none of the HTTP stack around
   * them. Only for a GET whose handler answers a value and needs no middleware of its own.
   */
  call?: (who: Identity, raw: RawInput, locale: Locale) => Promise<unknown>;
}

const parse = (schema: z.ZodType | undefined, value: unknown) =>
  schema ? parseOrThrow(schema, value) : undefined;

/**
 * Implements one contract route whose handler answers a value: the access guard (and, for a GET
 * that changes state, the refusal of plain navigations), the schemas of its params, query and
 * body (422 in the documented shape), then the handler, whose answer is sent with the route's
 * status. Handlers never read `req.body` raw and never assert that a user is there.
 */
export function handle<R extends RouteSpec>(
  route: R,
  handler: CallHandler<R>,
  options: RouteOptions<R> = {},
): MountedRoute {
  const mounted = mount(route, handler, options);
  const readsOnly =
    route.method === 'GET' &&
    route.reply.kind === 'json' &&
    !route.refuseNavigation &&
    !options.middleware &&
    !options.upload &&
    !options.afterParse;
  if (!readsOnly) return mounted;
  mounted.call = async (who, raw, locale) => {
    const refused = accessRefusal(route.access, who);
    if (refused) throw refused;
    const user = who.user as CallerOf<R['access']>;
    const input = {
      params: parse(route.params, raw.params),
      query: parse(route.query, raw.query),
      body: undefined,
    } as ParsedInput<R>;
    if (options.precheck) await options.precheck({ user, input, locale });
    const args = { user, input, locale };
    const key = options.shared?.key(args);
    if (key === undefined) return handler(args);
    const { cache, maxAgeMs } = options.shared!;
    return cache.value(key, async () => handler(args), maxAgeMs);
  };
  return mounted;
}

/** `handle` for a handler that writes the answer itself (a file, a header) through `res`. */
export function handleHttp<R extends RouteSpec>(
  route: R,
  handler: Handler<R>,
  options: RouteOptions<R> = {},
): MountedRoute {
  return mount(route, handler, options);
}

function mount<R extends RouteSpec>(
  route: R,
  handler: Handler<R>,
  options: RouteOptions<R>,
): MountedRoute {
  const caller = (req: Request) => req.user as CallerOf<R['access']>;

  const before: RequestHandler = async (req, _res, next) => {
    const params = parse(route.params, req.params);
    const query = parse(route.query, req.query);
    req.input = { params, query };
    if (options.precheck) {
      await options.precheck({
        user: caller(req),
        input: { params, query, body: undefined } as ParsedInput<R>,
        locale: req.locale,
      });
    }
    next();
  };

  const read: RequestHandler = (req, _res, next) => {
    // A multipart body was read by the upload middleware; its text parts are parsed here.
    const body = isMultipart(route.body)
      ? parseMultipart(route.body, req)
      : parse(route.body, req.body ?? {});
    req.input = { ...req.input, body };
    next();
  };

  const run: RequestHandler = async (req, res) => {
    const args = {
      user: caller(req),
      input: req.input as ParsedInput<R>,
      locale: req.locale,
      req,
      res,
    };
    const key = options.shared?.key(args);
    if (key !== undefined) {
      // The cache sends the answer (kept serialised) itself.
      const { cache, maxAgeMs } = options.shared!;
      await cache.send(req, res, key, async () => handler(args), maxAgeMs);
      return;
    }
    const result = await handler(args);
    if (res.headersSent) return;
    const { reply } = route;
    if (reply.kind === 'json') res.status(reply.status).json(result);
    else if (reply.kind === 'empty') res.status(204).end();
  };

  // A refused or failed request leaves no uploaded file behind. `req.file` is always the
  // temporary upload in UPLOAD_DIR/tmp, never a kept file a committed row could name (those are
  // placed by files/store.ts, which keeps them when a COMMIT's outcome is unknown).
  const discardUpload: ErrorRequestHandler = async (err, req, _res, next) => {
    if (req.file) await removeQuietly(req.file.path);
    next(err);
  };

  return {
    route,
    handlers: [
      ...(route.access === 'public' ? [] : [requireAccess(route.access)]),
      ...(route.refuseNavigation ? [notFromNavigation] : []),
      ...(options.middleware ?? []),
      before,
      ...[options.upload ?? []].flat(),
      read,
      ...(options.afterParse ?? []),
      run,
      discardUpload,
    ],
  };
}

/**
 * Mounts routes on a router, most specific path first (`/theses/accepted` before `/theses/:id`),
 * whatever order the domains list them in. The organisers' half of the API goes last: the router
 * tries its routes one by one, and authors' and visitors' requests, the many, need not test the
 * `/admin` paths (more than half) before theirs (no `/admin` path overlaps another, so the order is safe).
 */
export function mountRoutes(router: Router, routes: readonly MountedRoute[]): void {
  for (const { route, handlers } of mountOrder(routes)) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](route.path, ...handlers);
  }
}

/** The order in which the router tries routes (see `mountRoutes`). */
export function mountOrder(routes: readonly MountedRoute[]): MountedRoute[] {
  const admin = (path: string) => (path.startsWith('/admin/') ? 1 : 0);
  return [...routes].sort(
    (a, b) =>
      admin(a.route.path) - admin(b.route.path) || compareSpecificity(a.route.path, b.route.path),
  );
}

/**
 * Orders paths so that, segment by segment, a literal comes before a parameter; paths that do
 * not overlap keep no particular order, which does not matter to the router.
 */
export function compareSpecificity(a: string, b: string): number {
  const key = (path: string) => path.split('/').map((s) => (s.startsWith(':') ? '\uffff' : s));
  const ak = key(a);
  const bk = key(b);
  for (let i = 0; i < Math.min(ak.length, bk.length); i++) {
    if (ak[i] !== bk[i]) return ak[i]! < bk[i]! ? -1 : 1;
  }
  return ak.length - bk.length;
}
