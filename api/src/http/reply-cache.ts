import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { AUTH, preferredEncoding, type ContentEncoding } from '@conf/common';
import { localeOf } from './locale.js';
import { CHANGE_TOPICS, type ChangeFeed } from '../events/changes.js';

/**
 * A kept answer: the value the handler answered (what an in-process read takes), serialised once
 * and compressed once per encoding, on first demand.
 */
class KeptAnswer {
  private json?: Buffer;
  private readonly bodies: Partial<Record<ContentEncoding, Buffer>> = {};
  constructor(
    readonly value: unknown,
    /** When it must be read again (`Infinity`: only on a change). */
    readonly expires: number,
  ) {}

  body(encoding: ContentEncoding): Buffer {
    const json = (this.json ??= Buffer.from(JSON.stringify(this.value)));
    if (encoding === 'identity') return json;
    return (this.bodies[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(json, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
            },
          })
        : gzipSync(json, { level: constants.Z_BEST_COMPRESSION }));
  }
}

interface RecordedAnswer {
  entry: KeptAnswer;
  /** Every header the full stack had set (security, CORS, type, Vary), less the body's own. */
  headers: [string, OutgoingHttpHeader][];
}

const BODY_HEADERS = new Set(['content-encoding', 'content-length']);

/**
 * Whether a request is a read by an anonymous caller of this origin: no token, no session cookie
 * (a stale one still counts: the full stack decides what it means), no Origin (the CORS headers
 * depend on it). Such reads of one address in one language all get the same answer.
 */
function isPlainRead(req: IncomingMessage): boolean {
  const { authorization, cookie, origin } = req.headers;
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !authorization &&
    !origin &&
    !cookie?.includes(`${AUTH.cookieName}=`)
  );
}

/** The address and language of a read, inside Express (originalUrl) or before it (url). */
const addressOf = (req: IncomingMessage & { originalUrl?: string }) =>
  `${localeOf(req.headers['lang-code'] as string | undefined)} ${req.originalUrl ?? req.url}`;

function write(req: IncomingMessage, res: ServerResponse, entry: KeptAnswer) {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const body = entry.body(encoding);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Public answers that are the same for every caller they are shared with (initial_data and a
 * published page for anonymous callers, the latest news for anyone), kept as values and, once
 * sent over HTTP, serialised and compressed; forgotten on every change the feed announces (on
 * this instance or, relayed, another) or, for an answer that also depends on the time, when its
 * `maxAgeMs` has passed. A kept answer costs a map lookup and a write: no query, no
 * JSON.stringify, no compression per request.
 *
 * An answer sent to a plain read (`isPlainRead`) is also recorded with the headers the full stack
 * gave it, so `serveEarly` can answer the same read of the same address before any middleware.
 */
export class ReplyCache {
  private readonly entries = new Map<string, KeptAnswer>();
  private readonly recorded = new Map<string, RecordedAnswer>();
  private generation = 0;

  constructor(
    changes: ChangeFeed,
    private readonly max = 1000,
    private readonly now: () => number = Date.now,
  ) {
    for (const topic of CHANGE_TOPICS) {
      changes.subscribe(topic, () => {
        this.generation += 1;
        this.entries.clear();
        this.recorded.clear();
      });
    }
  }

  /** The answer kept under `key`, or `load`'s, kept (unless the data changed while it loaded). */
  private async kept(key: string, load: () => Promise<unknown>, maxAgeMs?: number) {
    const found = this.entries.get(key);
    if (found && found.expires > this.now()) return found;
    const generation = this.generation;
    const entry = new KeptAnswer(
      await load(),
      maxAgeMs === undefined ? Infinity : this.now() + maxAgeMs,
    );
    if (generation === this.generation) remember(this.entries, key, entry, this.max);
    return entry;
  }

  /** The value kept under `key`, or `load`'s (an in-process read: nothing is serialised). */
  async value<T>(key: string, load: () => Promise<T>, maxAgeMs?: number): Promise<T> {
    return (await this.kept(key, load, maxAgeMs)).value as T;
  }

  /** Answers `key` over HTTP from what is kept, or from `load`, which is then kept. */
  async send(
    req: Request,
    res: Response,
    key: string,
    load: () => Promise<unknown>,
    maxAgeMs?: number,
  ): Promise<void> {
    const entry = await this.kept(key, load, maxAgeMs);
    res.status(200);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    // An answer that sets a cookie is someone's own, and is never replayed.
    if (isPlainRead(req) && this.entries.get(key) === entry && !res.hasHeader('set-cookie')) {
      const headers = Object.entries(res.getHeaders()).filter(
        (h): h is RecordedAnswer['headers'][number] =>
          h[1] !== undefined && !BODY_HEADERS.has(h[0]),
      );
      remember(this.recorded, addressOf(req), { entry, headers }, this.max);
    }
    write(req, res, entry);
  }

  /** Answers a plain read whose address was answered before (false: not recorded or too old). */
  serveEarly(req: IncomingMessage, res: ServerResponse): boolean {
    if (!isPlainRead(req)) return false;
    const answer = this.recorded.get(addressOf(req));
    if (!answer || answer.entry.expires <= this.now()) return false;
    res.statusCode = 200;
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    write(req, res, answer.entry);
    return true;
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V, max: number) {
  if (map.size >= max && !map.has(key)) map.delete(map.keys().next().value!);
  map.set(key, value);
}
