import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from './app-origin';
import { contentSecurityPolicy } from './hardening';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Must run before the app is ready: the scheme behaves like https (secure, fetch, storage). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/**
 * Answers an app:// request from the built renderer folder. A path without an extension is a
 * console route and gets index.html (the SPA decides); nothing outside the folder is served.
 */
export async function rendererResponse(
  rendererDir: string,
  requestUrl: string,
  serverUrl: string | null,
): Promise<Response> {
  const url = new URL(requestUrl);
  if (url.host !== APP_HOST) return new Response('Not found', { status: 404 });
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname).replace(/^\/+/, '');
  } catch {
    // A malformed escape (app://console/%E0%A4%A) is a bad request, not a crash of the handler.
    return new Response('Bad request', { status: 400 });
  }
  const wanted = path.extname(relative) === '' ? 'index.html' : relative;
  const file = path.resolve(rendererDir, wanted);
  if (!file.startsWith(path.resolve(rendererDir) + path.sep))
    return new Response('Not found', { status: 404 });
  try {
    const body = await readFile(file);
    return new Response(body, {
      headers: {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-security-policy': contentSecurityPolicy(serverUrl),
        'x-content-type-options': 'nosniff',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}

export function serveRenderer(rendererDir: string, serverUrl: () => string | null): void {
  protocol.handle(APP_SCHEME, (request) => rendererResponse(rendererDir, request.url, serverUrl()));
}
