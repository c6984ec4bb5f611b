import type { RequestHandler } from 'express';
import { contract } from '@conf/common';
import type { ChangeFeed } from '../events/changes.js';

/**
 * Writes that change nothing the public site shows: the chat and signing in or out. Every other
 * successful write announces `site`, which clears the pages rendered for anonymous visitors.
 * (Writes are rare next to reads, so clearing on any of them costs little and misses nothing.)
 */
const PRIVATE_WRITES: ReadonlySet<string> = new Set(
  [
    ...Object.values(contract.messages),
    contract.auth.login,
    contract.auth.logout,
    contract.auth.forgotPassword,
  ].map((route) => `${route.method} ${route.path}`),
);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Announces each successful write as its answer's head is written: the handler has committed by
 * then, and caches are cleared before the client can read the answer and ask again.
 */
export function announceWrites(changes: ChangeFeed): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: unknown[]) {
      const path = req.route ? String((req.route as { path: unknown }).path) : '';
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
      if (status < 400 && !PRIVATE_WRITES.has(`${req.method} ${path}`)) changes.publish('site');
      return (writeHead as (...a: unknown[]) => typeof res).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
