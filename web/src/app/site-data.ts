import { useEffect, useSyncExternalStore } from 'react';
import { urlOf, type InputArgs, type Locale, type ReplyOf, type RouteSpec } from '@conf/common';
import type { ApiEnvironment } from './environment';
import { requestOf, type RouteRef } from './contract';

/**
 * The public site's data layer: a small cache of GET answers keyed by the contract route, its
 * input and language, filled on the server by the route loaders and handed to the browser in the
 * page (state transfer), where a hook reads it and fetches what is missing. It replaces RTK Query
 * for the public pages so that Redux, immer and RTK load only with the panel and the console.
 * A failure is shaped like an RTK Query error (`{ status, data }`): the shared error helpers read
 * both.
 */
export interface SiteError {
  status: number | 'FETCH_ERROR';
  data?: unknown;
}

export interface SiteResult<T> {
  data?: T;
  error?: unknown;
}

interface Entry {
  data?: unknown;
  error?: unknown;
  pending?: Promise<SiteResult<unknown>>;
  silent: boolean;
  /** Kept on show, but asked again by the next reader (`refresh`). */
  stale?: boolean;
}

/** One request of the site: its cache key and how to make it. */
export interface SiteQuery<T> {
  key: string;
  run: (env: ApiEnvironment) => Promise<T>;
  /** Spec §7: some requests (news, the current user) show no progress bar. */
  silent?: boolean;
}

/** Answers as they travel in the page: only settled ones. */
export type SiteSnapshot = Record<string, SiteResult<unknown>>;

/** GET `route` with `input` in `locale`; the reply, or a thrown SiteError. */
export async function siteFetch<R extends RouteSpec, T = unknown>(
  env: ApiEnvironment,
  locale: Locale,
  route: R | RouteRef<R>,
  ...input: InputArgs<R>
): Promise<T> {
  // On the server: the route's handler answers in process (a failure is thrown as a SiteError).
  // (The browser build drops this branch.)
  if (import.meta.env.SSR && env.read && route.method === 'GET') {
    return (await env.read(route, input[0] as Parameters<typeof env.read>[1], locale)) as T;
  }
  const request = requestOf(route, ...input);
  const headers: Record<string, string> = {
    'lang-code': locale,
    ...(request.body !== undefined && { 'content-type': 'application/json' }),
    ...env.forwardHeaders,
  };
  headers['lang-code'] = locale;
  const init: RequestInit = {
    method: request.method,
    headers,
    credentials: 'include',
    ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
  };
  let res: Response;
  try {
    const url = urlOf(env.baseUrl, request);
    res = await (env.fetchFn ? env.fetchFn(new Request(url, init)) : fetch(url, init));
  } catch {
    throw { status: 'FETCH_ERROR' } satisfies SiteError;
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) throw { status: res.status, data } satisfies SiteError;
  return data as T;
}

/** The key of a route's answer: method, path, input and language. */
export function siteKey(route: RouteRef<RouteSpec>, input: unknown, locale: Locale | ''): string {
  return `${route.method} ${route.path} ${JSON.stringify(input ?? {})} ${locale}`;
}

const settled = (entry: Entry) => 'data' in entry || 'error' in entry;

/** GET `route` with `input` in `locale`, as one request of the site (keyed by all three). */
export function routeQuery<R extends RouteSpec>(
  locale: Locale,
  route: RouteRef<R>,
  ...input: InputArgs<R>
): SiteQuery<ReplyOf<R>> {
  return {
    key: siteKey(route, input[0], locale),
    run: (env) => siteFetch<R, ReplyOf<R>>(env, locale, route, ...input),
  };
}

export class SiteData {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly env: ApiEnvironment,
    initial: SiteSnapshot = {},
    private readonly onBusy?: (busy: boolean) => void,
  ) {
    for (const [key, result] of Object.entries(initial))
      this.entries.set(key, { ...result, silent: true });
  }

  get<T>(key: string): SiteResult<T> & { pending: boolean } {
    const entry = this.entries.get(key);
    return {
      data: entry?.data as T | undefined,
      error: entry?.error,
      pending: Boolean(entry?.pending),
    };
  }

  /** The entry itself (the same object until it changes): a stable external-store snapshot. */
  entry(key: string): object | undefined {
    return this.entries.get(key);
  }

  has(key: string): boolean {
    const entry = this.entries.get(key);
    return Boolean(entry && (entry.pending || (!entry.stale && settled(entry))));
  }

  /** The cached answer, or the request made once (concurrent callers share it). */
  load<T>(query: SiteQuery<T>, force = false): Promise<SiteResult<T>> {
    const entry = this.entries.get(query.key);
    if (entry?.pending) return entry.pending as Promise<SiteResult<T>>;
    if (entry && !force && !entry.stale && settled(entry))
      return Promise.resolve({ data: entry.data as T, error: entry.error });
    const pending = query.run(this.env).then(
      (data): SiteResult<T> => ({ data }),
      (error: unknown): SiteResult<T> => ({ error }),
    );
    // A refetch keeps showing the previous answer until the new one arrives.
    this.entries.set(query.key, {
      ...(entry && { data: entry.data }),
      pending,
      silent: Boolean(query.silent),
    });
    this.changed();
    void pending.then((result) => {
      if (this.entries.get(query.key)?.pending !== pending) return;
      this.entries.set(query.key, { ...result, silent: Boolean(query.silent) });
      this.changed();
    });
    return pending;
  }

  /** Puts an answer in place (a sign-in's user, the panel's fresher copy). */
  set(key: string, data: unknown) {
    const entry = this.entries.get(key);
    if (entry && !entry.pending && entry.data === data && !('error' in entry)) return;
    this.entries.set(key, { data, silent: entry?.silent ?? true });
    this.changed();
  }

  /** Drops answers whose key matches: mounted readers fetch them again. */
  invalidate(match: (key: string) => boolean) {
    let any = false;
    for (const [key, entry] of this.entries) {
      if (!match(key) || entry.pending) continue;
      this.entries.delete(key);
      any = true;
    }
    if (any) this.changed();
  }

  /**
   * Marks answers whose key matches as out of date after a change elsewhere (an organiser's
   * edit): they stay on show while mounted readers ask again, and the next reader asks too.
   */
  refresh(match: (key: string) => boolean) {
    let any = false;
    for (const [key, entry] of this.entries) {
      if (!match(key) || entry.pending || entry.stale) continue;
      this.entries.set(key, { ...entry, stale: true });
      any = true;
    }
    if (any) this.changed();
  }

  snapshot(): SiteSnapshot {
    const out: SiteSnapshot = {};
    for (const [key, entry] of this.entries) {
      if (entry.pending) continue;
      out[key] = 'error' in entry ? { error: entry.error } : { data: entry.data };
    }
    return out;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private changed() {
    this.onBusy?.([...this.entries.values()].some((e) => e.pending && !e.silent));
    for (const listener of this.listeners) listener();
  }
}

/**
 * A query's answer for a component: read from the cache (the server's answer on hydration, so
 * the first render matches the HTML) and fetched in the browser when it is not there, unless
 * `skip` (a request that depends on another's answer).
 */
export function useSiteQuery<T>(site: SiteData, query: SiteQuery<T>, skip = false) {
  const { key } = query;
  const entry = useSyncExternalStore(
    site.subscribe,
    () => site.entry(key),
    () => site.entry(key),
  );
  useEffect(() => {
    if (!skip && !site.has(key)) void site.load(query);
    // The key names the request; a new query object per render must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [site, key, entry, skip]);
  // Skipped, it answers nothing (as RTK Query's `skip`), whatever the cache holds.
  const { data, error, pending } = skip ? { pending: false } : site.get<T>(key);
  return {
    data,
    error,
    isError: error !== undefined,
    isLoading: !skip && data === undefined && error === undefined,
    isFetching: pending,
    refetch: () => site.load(query, true),
  };
}
