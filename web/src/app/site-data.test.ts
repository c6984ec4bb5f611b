import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX, contract, type RouteSpec } from '@conf/common';
import { SiteData, type SiteError } from './site-data';
import { loadFresh, pageQuery, PUBLIC_MAX_AGE_MS } from '../pages/content-queries';
import { api } from './api';
import { call, routing } from './contract';
import { makeBrowserStore } from './browser-store';
import { currentUserQuery, initialDataQuery, latestNewsQuery } from './site-queries';

/** A stand-in API over real HTTP: what the shell reads, recording every request it answers. */
const wire = (route: RouteSpec) => `${API_PREFIX}${route.path}`;
let server: Server;
let baseUrl = '';
let pageReads = 0;
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const locale = String(req.headers['lang-code']);
    if (req.url === wire(contract.initialData.get))
      return json(200, {
        languages: [{ code: locale, name: locale, flag: '' }],
        countries: [{ id: 1, code: 'AZ', name: 'Azərbaycan' }],
        userMessagesCount: 2,
        adminMessagesCount: 0,
      });
    if (req.url === wire(contract.auth.currentUser))
      return req.headers.cookie === 'auth._token=ok'
        ? json(200, { id: 7, name: 'Ada' })
        : json(401, { message: 'Please sign in' });
    if (req.url === wire(contract.news.latest)) return json(500, { message: 'Broken' });
    if (req.url === wire(contract.pages.get).replace(':slug', 'venue'))
      return json(200, { slug: 'venue', title: `Venue ${(pageReads += 1)}` });
    if (req.method === 'POST' && req.url === wire(contract.auth.logout)) return json(200, {});
    return json(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

describe('the public site data layer', () => {
  it('asks once for concurrent readers, in the language named, and keeps no countries', async () => {
    const site = new SiteData({ baseUrl });
    const [a, b] = await Promise.all([
      site.load(initialDataQuery('az')),
      site.load(initialDataQuery('az')),
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['lang-code']).toBe('az');
    expect(a.data).toBe(b.data);
    expect(a.data).toEqual({
      languages: [{ code: 'az', name: 'az', flag: '' }],
      userMessagesCount: 2,
      adminMessagesCount: 0,
    });
    await site.load(initialDataQuery('az'));
    expect(seen).toHaveLength(1);
  });

  it('hands its answers to the browser and serves them there without asking again', async () => {
    const server = new SiteData({ baseUrl, forwardHeaders: { cookie: 'auth._token=ok' } });
    await server.load(currentUserQuery('en'));
    const snapshot = JSON.parse(JSON.stringify(server.snapshot())) as ReturnType<
      SiteData['snapshot']
    >;
    const browser = new SiteData({ baseUrl }, snapshot);
    expect((await browser.load(currentUserQuery('en'))).data).toEqual({ id: 7, name: 'Ada' });
    expect(seen).toHaveLength(1);
  });

  it('reads a 401 of the current user as nobody signed in, and asks nothing when anonymous', async () => {
    const site = new SiteData({ baseUrl });
    expect(await site.load(currentUserQuery('en'))).toEqual({ data: null });
    const anonymous = new SiteData({ baseUrl, anonymous: true });
    expect(await anonymous.load(currentUserQuery('en'))).toEqual({ data: null });
    expect(seen).toHaveLength(1);
  });

  it('keeps a failure as an error shaped like RTK Query’s, and asks again once invalidated', async () => {
    const busy: boolean[] = [];
    const site = new SiteData({ baseUrl }, {}, (b) => busy.push(b));
    const { error } = await site.load(latestNewsQuery('en'));
    expect(error).toEqual({ status: 500, data: { message: 'Broken' } } satisfies SiteError);
    // News are silent (spec §7): the progress bar never showed.
    expect(busy.every((b) => !b)).toBe(true);
    let changes = 0;
    site.subscribe(() => (changes += 1));
    site.invalidate((key) => key === latestNewsQuery('en').key);
    expect(site.has(latestNewsQuery('en').key)).toBe(false);
    expect(changes).toBe(1);
    await site.load(latestNewsQuery('en'));
    expect(seen).toHaveLength(2);
  });

  it('keeps an answer it refreshes on show while it asks again', async () => {
    const site = new SiteData({ baseUrl });
    const venue = pageQuery('en', 'venue');
    const first = await site.load(venue);
    site.refresh((key) => key === venue.key);
    expect(site.has(venue.key)).toBe(false);
    expect(site.get(venue.key).data).toBe(first.data);
    const again = site.load(venue);
    // Asked again, the old answer stays until the new one comes (no loading state in between).
    expect(site.get(venue.key)).toMatchObject({ data: first.data, pending: true });
    expect((await again).data).toMatchObject({ title: `Venue ${pageReads}` });
    expect(seen).toHaveLength(2);
    expect(site.has(venue.key)).toBe(true);
  });

  it('asks again for public answers after a change made through the store, not for the user', async () => {
    const site = new SiteData({ baseUrl, forwardHeaders: { cookie: 'auth._token=ok' } });
    await Promise.all([site.load(currentUserQuery('en')), site.load(pageQuery('en', 'venue'))]);
    const { store } = makeBrowserStore(site, 'en');
    const { endpoints } = api.injectEndpoints({
      endpoints: (build) => ({
        look: build.query<unknown, void>({
          query: () => call(routing.pages.get, { params: { slug: 'venue' } }),
        }),
        // Any change made through the store (a sign-out stands for one here).
        change: build.mutation<unknown, void>({ query: () => call(routing.auth.logout) }),
      }),
    });
    // A read through the store is no change.
    await store.dispatch(endpoints.look.initiate());
    expect(site.has(pageQuery('en', 'venue').key)).toBe(true);
    await store.dispatch(endpoints.change.initiate());
    expect(site.has(pageQuery('en', 'venue').key)).toBe(false);
    expect(site.has(currentUserQuery('en').key)).toBe(true);
  });

  it('asks again for a public page opened anew once its answer is over a minute old', async () => {
    const t0 = 1_000_000;
    const venue = pageQuery('en', 'venue');
    // The server's answer, handed over with the page, counts from the tab's first read.
    const server = new SiteData({ baseUrl });
    await server.load(venue);
    const site = new SiteData({ baseUrl }, server.snapshot());
    await loadFresh(site, venue, t0);
    await loadFresh(site, venue, t0 + PUBLIC_MAX_AGE_MS);
    expect(seen).toHaveLength(1);
    const again = await loadFresh(site, venue, t0 + PUBLIC_MAX_AGE_MS + 1);
    expect(seen).toHaveLength(2);
    expect(again.data).toMatchObject({ title: `Venue ${pageReads}` });
    // The new answer's minute starts when it was asked for.
    await loadFresh(site, venue, t0 + 2 * PUBLIC_MAX_AGE_MS);
    expect(seen).toHaveLength(2);
  });

  it('reports a fetch that never reached the API as FETCH_ERROR', async () => {
    const site = new SiteData({ baseUrl: 'http://127.0.0.1:1/api' });
    expect((await site.load(initialDataQuery('en'))).error).toEqual({ status: 'FETCH_ERROR' });
  });
});
