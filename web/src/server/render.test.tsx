import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialData } from '../test/fixtures';
import { renderPage, sendCachedPage, sendPage, type RenderedPage } from './render';
import { PageCache } from './page-cache';

/** A stand-in for the API: what the public pages read, in the documented shapes. */
function fakeApi(): Server {
  const pages: Record<string, object> = {
    'en:topics': {
      id: 1,
      slug: 'topics',
      locale: 'en',
      title: 'Topics',
      description: 'All sections',
      body: '<p>Algebra</p>',
      translations: [{ locale: 'az', slug: 'movzular' }],
    },
    'az:movzular': {
      id: 2,
      slug: 'movzular',
      locale: 'az',
      title: 'Mövzular',
      description: '',
      body: '<p>Cəbr</p>',
      translations: [{ locale: 'en', slug: 'topics' }],
    },
  };
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const locale = String(req.headers['lang-code'] ?? 'en');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/api/initial_data') {
      return json(200, initialData);
    }
    if (url.pathname === '/api/auth/user') {
      return req.headers.cookie?.includes('auth._token=ok')
        ? json(200, { id: 7, name: 'Ada', surname: 'Example', role: 'user' })
        : json(401, { message: 'Please sign in' });
    }
    if (url.pathname === '/api/participants/public') {
      const person = {
        id: 3,
        name: 'Lale',
        surname: 'Example',
        institution: 'Example Institute',
        country: { code: 'AZ', name: 'Azerbaijan' },
      };
      return json(200, {
        data: [person],
        total: 1,
        page: Number(url.searchParams.get('page')),
        pageSize: 100,
      });
    }
    if (url.pathname === '/api/theses/accepted') {
      // Azerbaijani: none accepted yet; English stands for a route the API does not have.
      return locale === 'az'
        ? json(200, { data: [], total: 0, page: 1, pageSize: 100 })
        : json(404, { message: 'not found' });
    }
    if (url.pathname === '/api/news/latest')
      return json(200, {
        news: [{ id: 1, title: 'Call </script> open', publishedAt: '2025-03-01T00:00:00Z' }],
      });
    const page = /^\/api\/pages\/(.+)$/.exec(url.pathname);
    if (page) {
      const found = pages[`${locale}:${page[1]}`];
      return found ? json(200, found) : json(404, { message: 'Page not found' });
    }
    json(404, { message: 'not found' });
  });
}

const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--ssr-head--></head><body><div id="root"><!--ssr-app--></div><!--ssr-state--></body></html>';

let api: Server;
let web: Server;
let base: string;

beforeAll(async () => {
  api = fakeApi();
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  web = createServer((req, res) => {
    renderPage(req, res, { template: TEMPLATE, manifest: {}, apiOrigin: () => apiOrigin }).catch(
      (err: unknown) => {
        res.writeHead(500).end(String(err));
      },
    );
  });
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => web.close(r));
  await new Promise((r) => api.close(r));
});

describe('server rendering', () => {
  it('renders a content page with its head and hreflang links', async () => {
    const res = await fetch(`${base}/pages/topics`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Topics | Mathematics and Mechanics 2025</title>');
    expect(html).toContain('<meta name="description" content="All sections" />');
    expect(html).toContain(
      `<link rel="alternate" hreflang="az" href="${base}/az/pages/movzular" />`,
    );
    expect(html).toContain('<p>Algebra</p>');
  });

  it('renders the Azerbaijani version under /az', async () => {
    const html = await (await fetch(`${base}/az/pages/movzular`)).text();
    expect(html).toContain('<html lang="az">');
    expect(html).toContain('<h1>Mövzular</h1>');
    expect(html).toContain('Riyaziyyat və Mexanika üzrə Beynəlxalq Konfrans');
  });

  it('answers 404 for a missing page and an unknown address', async () => {
    for (const path of ['/pages/nothing-here', '/no/such/route', '/az/nope']) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toMatch(/This page could not be found|Bu səhifə tapılmadı/);
    }
  });

  it('escapes the transferred state and shows who is signed in', async () => {
    const html = await (await fetch(`${base}/`, { headers: { cookie: 'auth._token=ok' } })).text();
    const state =
      /<script nonce="[^"]+">window\.__CONF_STATE__=(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(state).toContain('Call \\u003c/script> open');
    // The countries are fetched by the forms that need them, not carried by every page.
    expect(state).toContain('adminMessagesCount');
    expect(state).not.toContain('Azərbaycan');
    expect(html).toContain('Ada Example');
  });

  it('sends a strict CSP with a new nonce per response, carried by the inline state script', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/`);
      const policy = res.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(policy)?.[1];
      expect(nonce, policy).toBeTruthy();
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
        expect(policy).toContain(directive);
      expect(await res.text()).toContain(`<script nonce="${nonce}">window.__CONF_STATE__=`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // The panel's shell carries the policy too.
    const panel = await fetch(`${base}/user/panel`);
    expect(panel.headers.get('content-security-policy')).toContain("'strict-dynamic'");
  });

  it.each([
    ['as rendered', false],
    ['gzipped once with each nonce spliced in', true],
  ])(
    'gives a page rendered once (the anonymous cache) a new nonce on every response, %s',
    async (_how, cached) => {
      const page: RenderedPage = {
        kind: 'html',
        status: 200,
        html: '<script nonce="s1ot">1</script><p>nonce="s1ot" in text stays</p>',
        slot: 's1ot',
        anonymous: true,
      };
      const entry = new PageCache().set('/', page, 0)!;
      const server = createServer((req, res) =>
        cached
          ? sendCachedPage(res, entry, req.headers['accept-encoding'], false)
          : sendPage(res, page, false),
      ).listen(0);
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
        const sent = await Promise.all([fetch(url), fetch(url)]);
        const nonces = await Promise.all(
          sent.map(async (res) => {
            expect(res.headers.get('content-encoding')).toBe(cached ? 'gzip' : null);
            const nonce = /'nonce-([^']+)'/.exec(
              res.headers.get('content-security-policy') ?? '',
            )?.[1];
            const html = await res.text();
            expect(html).toContain(`<script nonce="${nonce}">1</script>`);
            expect(html).not.toContain('nonce="s1ot"');
            return nonce;
          }),
        );
        expect(nonces[0]).not.toBe(nonces[1]);
      } finally {
        server.close();
      }
    },
  );

  it('lists participants, and shows an empty state when a list is empty', async () => {
    const people = await (await fetch(`${base}/participants`)).text();
    expect(people).toContain('<td>Lale<!-- --> <!-- -->Example</td>');
    expect(people).toContain('<td>Azerbaijan</td>');
    const abstracts = await fetch(`${base}/az/accepted_abstracts`);
    expect(abstracts.status).toBe(200);
    expect(await abstracts.text()).toContain('Hələ qəbul edilmiş tezis yoxdur');
  });

  it('shows a failed list as an error with a retry, never as an empty list', async () => {
    const abstracts = await fetch(`${base}/accepted_abstracts`);
    expect(abstracts.status).toBe(503);
    const html = await abstracts.text();
    expect(html).toContain('This could not be loaded. Check your connection and try again.');
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).not.toContain('No accepted abstracts yet');
  });

  it('redirects /user and sends only the shell for the panel', async () => {
    const redirect = await fetch(`${base}/az/user`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/az/user/panel');
    const panel = await fetch(`${base}/user/panel/messages`);
    expect(panel.status).toBe(200);
    const html = await panel.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('noindex');
  });
});
