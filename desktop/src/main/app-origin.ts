/**
 * The renderer is served from this custom scheme (see protocol.ts), never from the network: a
 * stable origin for the CSP, for the sender check of IPC and for the API's CORS allow-list.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'console';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** Where the window opens: the SPA fallback serves index.html for every route. */
export const START_URL = `${APP_ORIGIN}/admin`;

export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/** A route the main process may ask the renderer to show: an /admin path, nothing else. */
export function isConsoleRoute(route: string): boolean {
  return /^\/admin(\/[\w\-/]*)?$/.test(route);
}
