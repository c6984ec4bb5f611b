import { data } from 'react-router';
import { errorStatus } from './error-message';

/** What `store.dispatch(endpoint.initiate(arg))` returns, reduced to what loaders use. */
interface QueryHandle<T> extends PromiseLike<{ data?: T; error?: unknown }> {
  unsubscribe(): void;
}

/**
 * Runs an RTK Query request from a route loader so that the component's hook finds the answer
 * in the cache. In the browser the loader lets go of its subscription at once (the mounted
 * component holds its own); on the server the store lives for one request only, so keeping the
 * subscription avoids leaving cache-expiry timers behind.
 */
export async function loadQuery<T>(handle: QueryHandle<T>): Promise<{ data?: T; error?: unknown }> {
  try {
    const result = await handle;
    return { data: result.data, error: result.error };
  } finally {
    if (!import.meta.env.SSR) handle.unsubscribe();
  }
}

/** A 404 thrown from a loader: the route error page renders and the response status is 404. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** Turns a failed request into the route error (status kept: 404 stays 404, others 500-ish). */
export function throwLoadError(error: unknown): never {
  const status = errorStatus(error);
  if (status === 404) notFound();
  throw data(null, { status: status && status >= 400 ? status : 503, statusText: 'Error' });
}

/**
 * A list page whose request failed (a missing API route included): the page renders its own
 * error state with a retry, and the response status says the content is not there (503, or the
 * API's own 5xx).
 */
export function failedList(error: unknown) {
  const status = errorStatus(error);
  return data(null, { status: status !== null && status >= 500 ? status : 503 });
}
