import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import type { AppContext } from './context.js';
import { API_PREFIX } from '@conf/common';
import { authenticate } from './auth/middleware.js';
import { requireAccess } from './auth/access.js';
import { mountRoutes, type MountedRoute } from './http/route.js';
import { apiRoutes } from './routes.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { localeFromHeader } from './http/locale.js';
import { checkOrigin } from './http/origin.js';
import { cors } from './http/cors.js';
import { announceWrites } from './http/announce-writes.js';
import { watchDatabase } from './http/unavailable.js';
import { warnSlowRequests } from './http/slow-requests.js';
import { requestLog } from './http/request-log.js';
import type { WebApp } from './platform/web.js';

const JSON_BODY_LIMIT = '100kb';
/** Below this a compressed answer saves less than its headers and CPU cost. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Builds the HTTP application for one context. Everything it holds (rate-limit counters, caches)
 * belongs to this app, so a test builds as many as it likes in one process. `routes` are the
 * API's routes when the caller also calls them in process (server.ts: the page renderer).
 */
export function createApp(
  ctx: AppContext,
  options: { web?: WebApp; routes?: readonly MountedRoute[] } = {},
): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);
  watchDatabase(app, ctx.models.User.sequelize!, ctx.logger);
  app.use(warnSlowRequests(ctx.logger));

  app.use(requestLog(app, ctx.logger));

  // HTML and JSON go out compressed (brotli or gzip, as the client accepts); already-compressed
  // files (images, PDFs, archives, precompressed assets with their Content-Encoding) as they are.
  app.use(compression({ threshold: COMPRESS_FROM_BYTES }));

  const api = express.Router();
  api.use(cors(ctx.config.corsOrigins));
  api.use(helmet({ contentSecurityPolicy: false, crossOriginResourcePolicy: false }));
  api.use(localeFromHeader);
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(cookieParser());
  api.use(authenticate(ctx.models, ctx.config.jwtSecret));
  api.use(checkOrigin([ctx.config.publicUrl, ...ctx.config.allowedOrigins]));
  api.use(announceWrites(ctx.changes));

  // Every organiser path answers 401/403 before anything else, known route or not.
  api.use('/admin', requireAccess('admin'));
  mountRoutes(api, options.routes ?? apiRoutes(ctx));

  api.use(apiNotFound);
  api.use(errorHandler);
  app.use(API_PREFIX, api);

  if (options.web) app.use(options.web);
  return app;
}

/**
 * The HTTP server's request listener. A public answer or page kept for anonymous readers is the
 * same bytes whatever the middleware would do (no session, no body, nothing to log), so it is
 * answered before the Express stack; everything else goes through `app`.
 */
export function frontDoor(ctx: AppContext, app: Express, web?: WebApp) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!ctx.replies.serveEarly(req, res) && !web?.serveCached(req, res)) app(req, res);
  };
}
