import {
  requestFor,
  urlOf,
  type ApiRequest,
  type InputArgs,
  type ReplyOf,
  type RouteSpec,
} from '@conf/common';
import type { ApiEnvironment } from './api';

/**
 * Requests that RTK Query's fetch cannot carry: downloads saved as files (or shown as images) and
 * uploads with progress. Every address comes from a contract route, at the environment's API base:
 * on the web the cookie authenticates; the desktop console's environment carries an absolute base
 * and an Authorization header, which are reused here. A failure is shaped like an RTK Query error
 * (`{ status, data }`) so that the shared error helpers read it the same way.
 */
export interface TransferError {
  status: number | 'FETCH_ERROR' | 'ABORTED';
  data?: unknown;
}

export function isAborted(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as TransferError).status === 'ABORTED'
  );
}

/** The address of a request at this environment's API. */
export function apiUrl(env: ApiEnvironment, request: ApiRequest): string {
  return urlOf(env.baseUrl, request);
}

/** The Authorization header of the environment, if it has one (the desktop console). */
export function authorization(env: ApiEnvironment): string | null {
  const entry = Object.entries(env.forwardHeaders ?? {}).find(
    ([k]) => k.toLowerCase() === 'authorization',
  );
  return entry?.[1] ?? null;
}

/** The file name of a Content-Disposition header, or a fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

/** A file the API serves behind authorisation, fetched with the environment's credentials. */
export async function fetchApiFile(
  env: ApiEnvironment,
  locale: string,
  request: ApiRequest,
): Promise<{ blob: Blob; name: string | null }> {
  let res: Response;
  try {
    res = await fetch(apiUrl(env, request), {
      credentials: 'include',
      headers: { 'lang-code': locale, ...env.forwardHeaders },
    });
  } catch {
    throw { status: 'FETCH_ERROR' } satisfies TransferError;
  }
  if (!res.ok) {
    const data: unknown = await res.json().catch(() => null);
    throw { status: res.status, data } satisfies TransferError;
  }
  const header = res.headers.get('content-disposition');
  return { blob: await res.blob(), name: header ? attachmentName(header, '') || null : null };
}

/**
 * Downloads an API file and hands it to the browser: saved under the server's name (or `name`),
 * or opened in a new tab when `inline`.
 */
export async function apiDownload(
  env: ApiEnvironment,
  locale: string,
  request: ApiRequest,
  options: { name?: string; inline?: boolean } = {},
): Promise<void> {
  const { blob, name } = await fetchApiFile(env, locale, request);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  if (options.inline) {
    link.target = '_blank';
    link.rel = 'noopener';
  } else link.download = name ?? options.name ?? '';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** A multipart upload through `route` with progress; answers the route's typed reply. */
export function uploadWithProgress<R extends RouteSpec>(
  env: ApiEnvironment,
  locale: string,
  onProgress: (percent: number) => void,
  route: R,
  ...input: InputArgs<R>
): { done: Promise<ReplyOf<R>>; abort: () => void } {
  const request = requestFor(route, ...input);
  const xhr = new XMLHttpRequest();
  const done = new Promise<ReplyOf<R>>((resolve, reject) => {
    xhr.open(request.method, apiUrl(env, request));
    const auth = authorization(env);
    // A bearer token stands alone; only the web's cookie needs credentials on the request.
    xhr.withCredentials = !auth;
    xhr.setRequestHeader('lang-code', locale);
    if (auth) xhr.setRequestHeader('authorization', auth);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as ReplyOf<R>);
      else reject({ status: xhr.status, data } satisfies TransferError);
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR' } satisfies TransferError);
    xhr.onabort = () => reject({ status: 'ABORTED' } satisfies TransferError);
    xhr.send(request.body as FormData);
  });
  return { done, abort: () => xhr.abort() };
}
