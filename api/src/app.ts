import express, { type Express } from 'express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { randomUUID } from 'node:crypto';
import type { AppContext } from './context.js';
import { authenticate } from './auth/middleware.js';
import { authRoutes } from './auth/routes.js';
import { accountRoutes } from './users/routes.js';
import { adminRoutes } from './admin/routes.js';
import { initialDataRoutes } from './initial-data/routes.js';
import { messageAttachmentRoutes, userMessageRoutes } from './messages/routes.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { localeFromHeader } from './http/locale.js';
import { checkOrigin } from './http/origin.js';
import { cors } from './http/cors.js';
import { newsRoutes } from './news/routes.js';
import { pageRoutes } from './pages/routes.js';
import { participantRoutes } from './participants/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { thesisRoutes } from './theses/routes.js';

const JSON_BODY_LIMIT = '100kb';

/**
 * Builds the HTTP application for one context. Everything it holds (rate-limit counters, caches)
 * belongs to this app, so a test builds as many as it likes in one process.
 */
export function createApp(ctx: AppContext, options: { web?: express.Handler } = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.trustProxy);

  app.use(
    pinoHttp({
      logger: ctx.logger,
      genReqId: (req) => (req.headers['x-request-id'] as string | undefined) ?? randomUUID(),
      // Never log credentials: only the method, path (no query string) and a few safe headers.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split('?')[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
    }),
  );

  const api = express.Router();
  api.use(cors(ctx.config.corsOrigins));
  api.use(helmet({ contentSecurityPolicy: false, crossOriginResourcePolicy: false }));
  api.use(localeFromHeader);
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(cookieParser());
  api.use(authenticate(ctx.models, ctx.config.jwtSecret));
  api.use(checkOrigin([ctx.config.publicUrl, ...ctx.config.allowedOrigins]));

  api.use('/auth', authRoutes(ctx));
  api.use('/user', accountRoutes(ctx));
  api.use('/user/messages', userMessageRoutes(ctx));
  api.use('/messages', messageAttachmentRoutes(ctx));
  api.use(initialDataRoutes(ctx));
  api.use('/pages', pageRoutes(ctx));
  api.use('/news', newsRoutes(ctx));
  api.use(participantRoutes(ctx));
  api.use(thesisRoutes(ctx));
  api.use(paymentRoutes(ctx));
  api.use('/admin', adminRoutes(ctx));

  api.use(apiNotFound);
  api.use(errorHandler);
  app.use('/api', api);

  if (options.web) app.use(options.web);
  return app;
}
