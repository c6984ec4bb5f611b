import { afterEach, vi } from 'vitest';
import type { ApiErrorBody, JsonStatus, ReplyOf, RouteSpec } from '@conf/common';

/**
 * The API of component tests. jsdom has no server behind it: its answers are stand-ins typed by
 * the contract route they answer (`satisfies ReplyOf<typeof contract.…>` at the call site).
 * Real requests and answers are the end-to-end suite's business.
 */

/** The API base the test store calls (an absolute address: Node's fetch needs one). */
export const API_BASE = 'http://portal.test/api';

/** One stand-in answer: a route's typed reply, or a refusal in the API's error shape. */
export type StandIn =
  | { status: JsonStatus; body: unknown }
  | { status: 400 | 401 | 403 | 404 | 409 | 413 | 422; body: ApiErrorBody };

interface Handler {
  route: RouteSpec;
  answer: (request: Request) => StandIn | Promise<StandIn>;
}

/** A route's successful answer, typed by the route. */
export const reply = <R extends RouteSpec>(
  _route: R,
  body: ReplyOf<R>,
  status: JsonStatus = 200,
): StandIn => ({ status, body });

/** A refusal in the API's error shape (`{ message, errors }`). */
export const refusal = (
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422,
  body: ApiErrorBody,
): StandIn => ({ status, body });

/** The API's 422: the fields' messages under `errors`, and its usual summary. */
export const fieldRefusal = (errors: Record<string, string[]>): StandIn =>
  refusal(422, { message: 'Check the highlighted fields', errors });

const pathPattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);

/**
 * Answers the routes given (each by method and path) and records the requests; any other
 * request fails the test. `answer` may return a promise that the test resolves later (a
 * request still on its way).
 */
export function standInApi(handlers: Handler[]) {
  const requests: { route: RouteSpec; url: URL; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const handler = handlers.find(
      (h) => h.route.method === request.method && pathPattern(h.route.path).test(path),
    );
    if (!handler) throw new Error(`No stand-in for ${request.method} ${url.pathname}`);
    const text = await request.clone().text();
    requests.push({ route: handler.route, url, body: text ? (JSON.parse(text) as unknown) : null });
    const { status, body } = await handler.answer(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

/** A promise the test settles itself, for a request that stays on its way. */
export function pending<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => vi.unstubAllGlobals());
