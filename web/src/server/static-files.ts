import { createReadStream, existsSync, readdirSync } from 'node:fs';
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
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.zip': 'application/zip',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt']);
const MAX_COMPRESSED_CACHE_BYTES = 2 * 1024 * 1024;

/** The build writes these beside each text asset (vite-plugin-precompress.ts); best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

function accepts(header: string | string[] | undefined, encoding: string): boolean {
  // Enough for what browsers send ("gzip, deflate, br, zstd"); a q=0 refusal is honoured.
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(';');
      return name?.trim() === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
}

/**
 * Serves the client build. Hashed files under /assets never change, so browsers keep them for
 * a year (immutable); other public files (logos, flags, photos) may be replaced by organisers
 * and are revalidated hourly; pages are the renderer's (no-cache). Text files go out as the
 * build's .br or .gz twin when the browser accepts it, else gzipped once and kept in memory.
 * Source maps are written by the build for debugging but never served (`sourcemap: 'hidden'`).
 * Answers false when the request is not for a file, so the renderer takes over.
 */
export function createStaticFiles(root: string) {
  const resolvedRoot = path.resolve(root);
  // The build's top-level names, read once (a release's files do not change while it runs): a
  // page's address (`/participants`) is no file, and the disk is not asked on every page.
  const topLevel = new Set(existsSync(resolvedRoot) ? readdirSync(resolvedRoot) : []);
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
    if (!topLevel.has(pathname.split('/')[1] ?? '')) return false;
    const file = path.resolve(resolvedRoot, `.${pathname}`);
    if (!file.startsWith(resolvedRoot + path.sep)) return false;
    const ext = path.extname(file).toLowerCase();
    // The build's own files that are not for the public: maps and the manifest.
    if (ext === '.map' || pathname.startsWith('/.vite/')) return false;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return false;

    const compressible = COMPRESSIBLE.has(ext);
    const acceptEncoding = req.headers['accept-encoding'];
    let variant: { file: string; size: number; encoding: string } | null = null;
    if (compressible) {
      for (const { encoding, suffix } of PRECOMPRESSED) {
        if (!accepts(acceptEncoding, encoding)) continue;
        const twin = await stat(file + suffix).catch(() => null);
        // A twin older than its file is left over from another build: ignore it.
        if (twin?.isFile() && twin.mtimeMs >= info.mtimeMs) {
          variant = { file: file + suffix, size: twin.size, encoding };
          break;
        }
      }
    }

    const tag = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
    const etag = `W/"${tag}${variant ? `-${variant.encoding}` : ''}"`;
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600',
    );
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }

    if (variant) {
      res.setHeader('Content-Encoding', variant.encoding);
      await sendFile(req, res, variant.file, variant.size);
      return true;
    }

    if (
      compressible &&
      accepts(acceptEncoding, 'gzip') &&
      info.size <= MAX_COMPRESSED_CACHE_BYTES
    ) {
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

    await sendFile(req, res, file, info.size);
    return true;
  };
}

async function sendFile(req: WebRequest, res: ServerResponse, file: string, size: number) {
  res.setHeader('Content-Length', size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(file);
    stream.on('error', reject);
    res.on('finish', resolve);
    res.on('close', resolve);
    stream.pipe(res);
  });
}
