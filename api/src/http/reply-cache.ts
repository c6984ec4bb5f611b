import type { Request, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CHANGE_TOPICS, type ChangeFeed } from '../events/changes.js';

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (brotli, then gzip), honouring `;q=0` refusals. */
export function preferredEncoding(header: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** A JSON answer serialised once and compressed once per encoding, on first demand. */
class EncodedJson {
  private readonly bodies: Partial<Record<Encoding, Buffer>> = {};
  constructor(private readonly json: Buffer) {}

  body(encoding: Encoding): Buffer {
    if (encoding === 'identity') return this.json;
    return (this.bodies[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(this.json, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
            },
          })
        : gzipSync(this.json, { level: constants.Z_BEST_COMPRESSION }));
  }
}

/**
 * Public answers that are the same for every anonymous caller (initial_data, a published page),
 * kept serialised and compressed, and forgotten on every change the feed announces (on this
 * instance or, relayed, another). A cached answer costs a map lookup and a write: no query, no
 * JSON.stringify, no compression per request.
 */
export class ReplyCache {
  private readonly entries = new Map<string, EncodedJson>();
  private generation = 0;

  constructor(
    changes: ChangeFeed,
    private readonly max = 1000,
  ) {
    for (const topic of CHANGE_TOPICS) {
      changes.subscribe(topic, () => {
        this.generation += 1;
        this.entries.clear();
      });
    }
  }

  /**
   * Answers `key` from the cache, or computes it with `load`, sends it and keeps it (unless the
   * data changed while it was loading). Answers the value for the route's handler to return.
   */
  async send<T>(req: Request, res: Response, key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key);
    let value: T | undefined;
    if (!entry) {
      const generation = this.generation;
      value = await load();
      entry = new EncodedJson(Buffer.from(JSON.stringify(value)));
      if (generation === this.generation) {
        if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, entry);
      }
    }
    const encoding = preferredEncoding(req.get('accept-encoding'));
    const body = entry.body(encoding);
    res.status(200);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    // The route's handler returns a value; the answer has been sent, so it is not sent twice.
    return value ?? (undefined as T);
  }
}
