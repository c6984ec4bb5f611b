import type { SiteSnapshot } from './site-data';
import { UNSAFE_ErrorResponseImpl, isRouteErrorResponse, type HydrationState } from 'react-router';

/** What the server hands to the browser in the page: the public site's answers and router data. */
export interface TransferredState {
  site: SiteSnapshot;
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, SerializedError> | null;
  };
}

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'Error'; message: string };

export const STATE_GLOBAL = '__CONF_STATE__';

/**
 * JSON for an inline <script>: `<` is escaped so no value can close the script element or
 * open a comment, and the two line separators that JavaScript (unlike JSON) rejects are escaped.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function serializeErrors(
  errors: Record<string, unknown> | null | undefined,
): Record<string, SerializedError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [id, error] of Object.entries(errors)) {
    out[id] = isRouteErrorResponse(error)
      ? {
          __type: 'RouteErrorResponse',
          status: error.status,
          statusText: error.statusText,
          data: error.data,
        }
      : // Never send a server stack trace to the browser.
        { __type: 'Error', message: 'Internal error' };
  }
  return out;
}

export function hydrationData(state: TransferredState['router']): HydrationState {
  const errors: Record<string, unknown> | null = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([id, e]) => [
          id,
          e.__type === 'RouteErrorResponse'
            ? new UNSAFE_ErrorResponseImpl(e.status, e.statusText, e.data)
            : new Error(e.message),
        ]),
      )
    : null;
  return { loaderData: state.loaderData, actionData: state.actionData, errors };
}
