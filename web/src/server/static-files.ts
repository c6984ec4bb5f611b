import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import type { WebRequest } from './types';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.zip': 'application/zip',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt']);
const MAX_COMPRESSED_CACHE_BYTES = 2 * 1024 * 1024;

/**
 * Serves the client build. Hashed files under /assets never change, so browsers keep them for
 * a year; other public files (logos, flags, photos) may be replaced by organisers and are
 * revalidated hourly. Text files are gzipped once and kept in memory.
 * Answers false when the request is not for a file, so the renderer takes over.
 */
export function createStaticFiles(root: string) {
  const resolvedRoot = path.resolve(root);
  const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

  return async function serve(req: WebRequest, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.originalUrl ?? req.url ?? '/', 'http://local');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return false;
    }
    if (pathname.includes('\0') || pathname === '/' || pathname === '/index.html') return false;
    const file = path.resolve(resolvedRoot, `.${pathname}`);
    if (!file.startsWith(resolvedRoot + path.sep)) return false;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return false;

    const ext = path.extname(file).toLowerCase();
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600',
    );
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (COMPRESSIBLE.has(ext)) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }

    const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (COMPRESSIBLE.has(ext) && wantsGzip && info.size <= MAX_COMPRESSED_CACHE_BYTES) {
      let cached = gzipCache.get(file);
      if (!cached || cached.mtimeMs !== info.mtimeMs) {
        cached = { mtimeMs: info.mtimeMs, body: gzipSync(await readFile(file)) };
        gzipCache.set(file, cached);
      }
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', cached.body.length);
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return true;
    }

    res.setHeader('Content-Length', info.size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    await new Promise<void>((resolve, reject) => {
      const stream = createReadStream(file);
      stream.on('error', reject);
      res.on('finish', resolve);
      res.on('close', resolve);
      stream.pipe(res);
    });
    return true;
  };
}
