import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { PageApi } from '@conf/common';

/** How the web app's server-side loaders reach the API (web/src/server/types.ts). */
export interface WebApiAccess {
  /** Where server-side loaders reach the API; known once the server listens. */
  apiOrigin: () => string;
  /** The API as one page's loaders reach it in this process, instead of HTTP to `apiOrigin`. */
  pageApi: (req: IncomingMessage) => PageApi;
  /** Calls `listener` on every change the public pages may show (clears the render cache). */
  onChange: (listener: () => void) => void;
}

/**
 * The web app's handler (web/src/server/types.ts `WebApp`), and its answer from the cache of
 * anonymous pages alone, which the server asks before its middleware (false: not cached).
 */
export type WebApp = Handler & {
  serveCached(req: IncomingMessage, res: ServerResponse): boolean;
};

/** What the web package's server bundle exports (web/src/entry-server.tsx). */
interface WebServerModule {
  createWebHandler(options: WebApiAccess & { distDir: string; logger: Logger }): Promise<WebApp>;
}

/**
 * Loads the built web app (server renderer and client assets) from WEB_DIST. The API does not
 * import web code; it loads the built bundle at run time when one is there.
 */
export async function loadWebHandler(
  config: Config,
  logger: Logger,
  access: WebApiAccess,
): Promise<WebApp | undefined> {
  const distDir = config.webDist!;
  const entry = path.join(distDir, 'server', 'entry-server.js');
  if (!existsSync(entry)) {
    logger.warn({ entry }, 'web app not built: serving the API only (run `npm run build`)');
    return undefined;
  }
  const mod = (await import(pathToFileURL(entry).href)) as WebServerModule;
  return mod.createWebHandler({ distDir, logger, ...access });
}
