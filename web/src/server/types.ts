import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageApi } from '@conf/common';

/** The part of a pino logger the web handler uses (the API passes its own). */
export interface WebLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Express passes its request (which has `originalUrl`) and response to plain handlers. */
export type WebRequest = IncomingMessage & { originalUrl?: string };

/** Structurally an Express `Handler`: the web package does not depend on Express. */
export type WebHandler = (
  req: WebRequest,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/**
 * The web app's handler, and its answer from the page cache alone: the server asks that first,
 * before its own middleware, and passes the request on when it answers false.
 */
export type WebApp = WebHandler & {
  serveCached(req: WebRequest, res: ServerResponse): boolean;
};

export interface WebHandlerOptions {
  distDir: string;
  /** Where server-side loaders reach the API, e.g. 'http://127.0.0.1:3000'. */
  apiOrigin: () => string;
  /** The API in this process, as one page's visitor: loaders then make no loopback HTTP request. */
  pageApi?: (req: WebRequest) => PageApi;
  /** Registers a listener called whenever something a public page shows may have changed. */
  onChange?: (listener: () => void) => void;
  logger: WebLogger;
}
