import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from './static-files';

let dir: string;

/** A GET without fetch's transparent decoding: the body exactly as the server sent it. */
function rawGet(p: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    get(`${base}${p}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ headers: res.headers, body }));
    }).on('error', reject);
  });
}
let server: Server;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'web-static-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'app-1.js'), 'console.log("hello");'.repeat(50));
  await writeFile(path.join(dir, 'assets', 'app-2.js'), 'plain');
  await writeFile(path.join(dir, 'assets', 'app-2.js.br'), 'brotli twin');
  await writeFile(path.join(dir, 'assets', 'app-2.js.gz'), 'gzip twin');
  await writeFile(path.join(dir, 'assets', 'app-1.js.map'), '{"sources":[]}');
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(dir, 'logo.svg'), '<svg/>');
  await writeFile(path.join(dir, 'index.html'), '<html></html>');
  await writeFile(path.join(path.dirname(dir), 'secret.txt'), 'no');
  const serve = createStaticFiles(dir);
  server = createServer((req, res) => {
    void serve(req, res).then((served) => {
      if (!served) res.writeHead(418).end('not a file');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await rm(dir, { recursive: true, force: true });
  await rm(path.join(path.dirname(dir), 'secret.txt'), { force: true });
});

describe('static files', () => {
  it('serves hashed assets for a year, gzipped', async () => {
    const res = await fetch(`${base}/assets/app-1.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(await res.text()).toContain('hello');
  });

  it("sends the build's brotli or gzip twin when the browser accepts it", async () => {
    const br = await rawGet('/assets/app-2.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body).toBe('brotli twin');
    const gz = await rawGet('/assets/app-2.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip twin');
    const refused = await rawGet('/assets/app-2.js', 'br;q=0, gzip');
    expect(refused.body).toBe('gzip twin');
    const plain = await rawGet('/assets/app-2.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('plain');
    // Each encoding is its own representation for caches.
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
  });

  it('never serves source maps or the build manifest', async () => {
    for (const p of ['/assets/app-1.js.map', '/.vite/manifest.json']) {
      expect((await fetch(base + p)).status, p).toBe(418);
    }
  });

  it('revalidates other public files hourly and answers 304 to a known ETag', async () => {
    const res = await fetch(`${base}/logo.svg`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const again = await fetch(`${base}/logo.svg`, {
      headers: { 'if-none-match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('leaves pages, the template and paths outside the folder to the renderer', async () => {
    for (const p of [
      '/',
      '/index.html',
      '/venue',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets',
    ]) {
      expect((await fetch(base + p)).status, p).toBe(418);
    }
  });
});
