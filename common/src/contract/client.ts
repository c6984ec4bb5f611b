import type { ApiErrorBody } from '../api-types.js';
import type { Locale } from '../locales.js';
import {
  API_PREFIX,
  type HttpMethod,
  type InputArgs,
  type ReplyOf,
  type RequestInput,
  type RouteSpec,
} from './route.js';

/** One request, ready for any HTTP client: the path is filled in, relative to `/api`. */
export interface ApiRequest {
  method: HttpMethod;
  url: string;
  params?: Record<string, string>;
  body?: unknown;
}

/** `/theses/:id` with `{ id: 3 }` gives `/theses/3`; a missing parameter is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** A query object as strings; empty values are left out, so optional filters simply vanish. */
export function queryStrings(query: unknown): Record<string, string> | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return Object.keys(out).length ? out : undefined;
}

/** The request that calls `route` with `input`. */
export function requestFor<R extends RouteSpec>(route: R, ...[input]: InputArgs<R>): ApiRequest {
  const given = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const request: ApiRequest = {
    method: route.method,
    url: fillPath(route.path, given.params as Record<string, unknown> | undefined),
  };
  const params = queryStrings(given.query);
  if (params) request.params = params;
  if (given.body !== undefined) request.body = given.body;
  return request;
}

/**
 * The same-origin path of a call without query or body, as the links in the API's answers carry
 * it: `apiPath(contract.payments.receipt, { params: { id: 3 } })` is `/api/payments/3/receipt`.
 */
export function apiPath<R extends RouteSpec>(route: R, ...[input]: InputArgs<R>): string {
  const given = (input ?? {}) as { params?: Record<string, unknown> };
  return `${API_PREFIX}${fillPath(route.path, given.params)}`;
}

/** The full URL of a request under `apiBase` (e.g. `https://host/api`). */
export function urlOf(apiBase: string, request: ApiRequest): string {
  const search = request.params ? `?${new URLSearchParams(request.params).toString()}` : '';
  return `${apiBase.replace(/\/$/, '')}${request.url}${search}`;
}

/** A failed call: the HTTP status and the API's `{ message, errors }` body when it sent one. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiCallError';
  }
}

export interface FetcherOptions {
  /** Origin plus `/api`, e.g. `http://localhost:3000/api`. */
  apiBase: string;
  /** Headers of every call (locale, bearer token), read at call time. */
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
}

export interface RawReply {
  status: number;
  headers: Headers;
  /** Parsed JSON, text for other types, null for an empty body. */
  body: unknown;
}

/** A typed client for scripts, tests and the desktop's main process. */
export interface Fetcher {
  /** Calls a route and answers its typed reply; any status >= 400 throws ApiCallError. */
  <R extends RouteSpec>(route: R, ...input: InputArgs<R>): Promise<ReplyOf<R>>;
  /** Calls a route and answers whatever came back, for callers that inspect failures. */
  raw<R extends RouteSpec>(
    route: R,
    input?: RequestInput<R>,
    init?: { headers?: Record<string, string> },
  ): Promise<RawReply>;
}

export function createFetcher(options: FetcherOptions): Fetcher {
  const doFetch = options.fetch ?? fetch;

  async function send(route: RouteSpec, input: unknown, extra?: Record<string, string>) {
    const request = requestFor(route, input as never);
    const headers: Record<string, string> = { ...options.headers?.(), ...extra };
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    return doFetch(urlOf(options.apiBase, request), { method: request.method, headers, body });
  }

  async function readBody(res: Response): Promise<unknown> {
    const type = res.headers.get('content-type') ?? '';
    if (res.status === 204) return null;
    if (type.includes('application/json')) {
      const text = await res.text();
      return text ? (JSON.parse(text) as unknown) : null;
    }
    return res.text();
  }

  const call = async (route: RouteSpec, input?: unknown) => {
    const res = await send(route, input);
    if (res.status >= 400) {
      const body = await readBody(res).catch(() => null);
      throw new ApiCallError(res.status, isErrorBody(body) ? body : null);
    }
    if (route.reply.kind === 'file') return res.blob();
    if (route.reply.kind === 'empty') return undefined;
    return readBody(res);
  };

  const raw = async (
    route: RouteSpec,
    input?: unknown,
    init?: { headers?: Record<string, string> },
  ) => {
    const res = await send(route, input, init?.headers);
    return { status: res.status, headers: res.headers, body: await readBody(res) };
  };

  return Object.assign(call, { raw }) as Fetcher;
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return (
    typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).message === 'string'
  );
}

/**
 * The API as the loaders of one server-rendered page reach it in the server's own process, as
 * that page's visitor: the API implements it (api/src/platform/page-api.ts), the web renderer's
 * data layers call it (web/src/app/environment.ts).
 */
export interface PageApi {
  /** GETs a route: its reply, or a thrown `{ status, data }` as the answer over HTTP would be. */
  read(
    route: { method: HttpMethod; path: string },
    input: { params?: Record<string, unknown>; query?: unknown } | undefined,
    locale: Locale,
  ): Promise<unknown>;
  /** Any other request (the data layer's fetch), answered in the process. */
  fetch(request: Request): Promise<Response>;
}
