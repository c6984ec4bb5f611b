import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { contract, type AdminPageDto } from '@conf/common';
import { contentFixture, wirePath } from '../test/routes.js';
import { uniq } from '../test/factories.js';
import { useTestWorld } from '../test/world.js';

// Requests that went through the Express stack write an access line (http/request-log.ts); early answers do not.
const logged: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { req?: { path: string } };
      if (entry.req) logged.push(entry.req.path);
    }
    done();
  },
});
const world = useTestWorld({ app: { logger: pino({ level: 'info' }, sink) } });

const pages = contentFixture<AdminPageDto>(world, contract.pages.admin, () => ({
  slug: `early-${uniq()}`,
  title: 'Before the edit',
  description: 'Meta description',
  body: '<p>Before</p>',
}));

/** GETs `path` and tells whether the Express stack saw the request. */
async function read(path: string, headers: Record<string, string> = {}) {
  const before = logged.length;
  const res = await request(world.app.url).get(path).set(headers);
  // pino writes asynchronously: give the line of a logged request time to arrive.
  await new Promise((r) => setTimeout(r, 20));
  return { res, throughStack: logged.slice(before).includes(path.split('?')[0]!) };
}

const withoutDate = (headers: Record<string, string>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe('public answers kept for anonymous readers', () => {
  it('answers a repeated read before the middleware, with the same headers and bytes', async () => {
    const path = wirePath(contract.initialData.get);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'lang-code': 'az', 'accept-encoding': encoding };
      const first = await read(path, headers);
      const again = await read(path, headers);
      expect(again.throughStack).toBe(false);
      expect(withoutDate(again.res.headers)).toEqual(withoutDate(first.res.headers));
      expect(again.res.body).toEqual(first.res.body);
      expect(again.res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps one answer per language and drops them all when the content changes', async () => {
    const page = await pages.create();
    const path = wirePath(contract.pages.get, { slug: page.slug });
    await read(path, { 'lang-code': 'en' });
    expect((await read(path, { 'lang-code': 'en' })).throughStack).toBe(false);
    // Another language is another answer, read through the stack once.
    expect((await read(path, { 'lang-code': 'az' })).throughStack).toBe(true);

    await request(world.app.url)
      .put(wirePath(contract.pages.admin.update, { id: page.id }))
      .set(world.admin.auth)
      .send(pages.body({ slug: page.slug, title: 'After the edit', body: '<p>After</p>' }))
      .expect(200);
    const after = await read(path, { 'lang-code': 'en' });
    expect(after.throughStack).toBe(true);
    expect(after.res.body.title).toBe('After the edit');
  });

  it('sends a signed-in, cross-origin or credentialed read through the whole stack', async () => {
    const path = wirePath(contract.initialData.get);
    await read(path);
    expect((await read(path)).throughStack).toBe(false);
    const signedIn = await read(path, world.author.auth);
    expect(signedIn.throughStack).toBe(true);
    const cookie = await read(path, { Cookie: 'auth._token=stale' });
    expect(cookie.throughStack).toBe(true);
    const console = await read(path, { Origin: 'app://console' });
    expect(console.throughStack).toBe(true);
    expect(console.res.headers['access-control-allow-origin']).toBe('app://console');
  });
});
