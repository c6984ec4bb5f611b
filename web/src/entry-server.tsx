import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { createRenderer, sendCachedPage, sendPage } from './server/render';
import { PageCache } from './server/page-cache';
import { readClientManifest } from './server/preload';
import { createStaticFiles } from './server/static-files';
import type { WebApp, WebHandler, WebHandlerOptions, WebRequest } from './server/types';
import { AUTH } from '@conf/common';

const FAILURE_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>An error occured</title>' +
  '<main style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">' +
  '<h1>An error occured</h1><p>Please try again in a moment.</p><p><a href="/">Back to the home page</a></p></main></html>';

const isRead = (req: WebRequest) => req.method === 'GET' || req.method === 'HEAD';
const isAnonymous = (req: WebRequest) => !req.headers.cookie?.includes(`${AUTH.cookieName}=`);
/** A page's address as its visitors see it: the same path on another origin is another page. */
const pageKey = (req: WebRequest) =>
  `${req.headers['x-forwarded-proto'] ?? ''} ${req.headers['x-forwarded-host'] ?? req.headers.host ?? ''} ${req.originalUrl ?? req.url}`;

/**
 * The web app as one request handler (api/src/platform/web.ts mounts it after the API):
 * static client files first, then server rendering of every other GET. A page rendered for an
 * anonymous visitor is kept per address and served again (with a nonce of its own) until the API
 * announces a change (`onChange`) or it is a minute old. `serveCached` answers from that cache
 * alone, so the server can ask it before any of its middleware.
 */
export async function createWebHandler({
  distDir,
  apiOrigin,
  pageApi,
  onChange,
  logger,
}: WebHandlerOptions): Promise<WebApp> {
  const clientDir = path.join(distDir, 'client');
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = await readClientManifest(clientDir);
  const serveStatic = createStaticFiles(clientDir);
  const render = createRenderer({ template, manifest, apiOrigin, ...(pageApi && { pageApi }) });
  const pages = new PageCache();
  onChange?.(() => pages.clear());

  // A cached address was rendered, so it is no file: the cache is asked before the disk.
  const serveCached = (req: WebRequest, res: ServerResponse): boolean => {
    if (!isRead(req) || !isAnonymous(req)) return false;
    const entry = pages.get(pageKey(req));
    if (!entry) return false;
    sendCachedPage(res, entry, req.headers['accept-encoding'], req.method === 'HEAD');
    return true;
  };

  const handler: WebHandler = (req, res, next) => {
    if (!isRead(req)) {
      next();
      return;
    }
    void (async () => {
      try {
        if (serveCached(req, res)) return;
        if (await serveStatic(req, res)) return;
        const head = req.method === 'HEAD';
        const anonymous = isAnonymous(req);
        const version = pages.version;
        const page = await render(req);
        const entry =
          page.kind === 'html' && page.anonymous && page.status === 200 && anonymous
            ? pages.set(pageKey(req), page, version)
            : undefined;
        if (entry) sendCachedPage(res, entry, req.headers['accept-encoding'], head);
        else sendPage(res, page, head);
      } catch (err) {
        logger.error({ err, url: req.url }, 'page rendering failed');
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(FAILURE_PAGE);
      }
    })();
  };
  return Object.assign(handler, { serveCached });
}
