import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderPage } from './server/render';
import { readClientManifest } from './server/preload';
import { createStaticFiles } from './server/static-files';
import type { WebHandler, WebHandlerOptions } from './server/types';

const FAILURE_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>An error occured</title>' +
  '<main style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">' +
  '<h1>An error occured</h1><p>Please try again in a moment.</p><p><a href="/">Back to the home page</a></p></main></html>';

/**
 * The web app as one request handler (api/src/platform/web.ts mounts it after the API):
 * static client files first, then server rendering of every other GET.
 */
export async function createWebHandler({
  distDir,
  apiOrigin,
  logger,
}: WebHandlerOptions): Promise<WebHandler> {
  const clientDir = path.join(distDir, 'client');
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = await readClientManifest(clientDir);
  const serveStatic = createStaticFiles(clientDir);

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    void (async () => {
      try {
        if (await serveStatic(req, res)) return;
        await renderPage(req, res, { template, manifest, apiOrigin });
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
