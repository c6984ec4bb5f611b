import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRenderer, sendPage } from './server/render';
import { PageCache } from './server/page-cache';
import { readClientManifest } from './server/preload';
import { createStaticFiles } from './server/static-files';
import type { WebHandler, WebHandlerOptions } from './server/types';
import { AUTH } from '@conf/common';

const FAILURE_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>An error occured</title>' +
  '<main style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">' +
  '<h1>An error occured</h1><p>Please try again in a moment.</p><p><a href="/">Back to the home page</a></p></main></html>';

/**
 * The web app as one request handler (api/src/platform/web.ts mounts it after the API):
 * static client files first, then server rendering of every other GET. A page rendered for an
 * anonymous visitor is kept per address and served again (with a nonce of its own) until the API
 * announces a change (`onChange`) or it is a minute old.
 */
export async function createWebHandler({
  distDir,
  apiOrigin,
  fetchApi,
  onChange,
  logger,
}: WebHandlerOptions): Promise<WebHandler> {
  const clientDir = path.join(distDir, 'client');
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = await readClientManifest(clientDir);
  const serveStatic = createStaticFiles(clientDir);
  const render = createRenderer({ template, manifest, apiOrigin, ...(fetchApi && { fetchApi }) });
  const pages = new PageCache();
  onChange?.(() => pages.clear());

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    void (async () => {
      try {
        const head = req.method === 'HEAD';
        const key = `${req.headers['x-forwarded-proto'] ?? ''} ${req.headers['x-forwarded-host'] ?? req.headers.host ?? ''} ${req.originalUrl ?? req.url}`;
        const anonymous = !req.headers.cookie?.includes(`${AUTH.cookieName}=`);
        // A cached address was rendered, so it is no file: the cache is asked before the disk.
        let entry = anonymous ? pages.get(key) : undefined;
        if (!entry) {
          if (await serveStatic(req, res)) return;
          const version = pages.version;
          const page = await render(req);
          if (page.kind !== 'html' || !page.anonymous || page.status !== 200 || !anonymous) {
            sendPage(res, page, head);
            return;
          }
          entry = pages.set(key, page, version);
          if (!entry) {
            sendPage(res, page, head);
            return;
          }
        }
        // Each response gets its own nonce, so the page is compressed per response (app.ts).
        sendPage(res, { kind: 'html', anonymous: true, ...entry }, head);
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
}
