import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/initial_data', () => {
  it('lists the two languages and every ISO country with Azerbaijani names and calling codes', async () => {
    const res = await request(app.url).get('/api/initial_data').set('lang-code', 'az').expect(200);
    expect(res.body.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'az']);
    expect(res.body.countries.length).toBeGreaterThanOrEqual(249);
    const az = res.body.countries.find((c: { code: string }) => c.code === 'AZ');
    expect(az).toMatchObject({ name: 'Azərbaycan', nameEn: 'Azerbaijan', phoneCode: '+994' });
    const de = res.body.countries.find((c: { code: string }) => c.code === 'DE');
    expect(de.name).toBe('Almaniya');
    expect(res.body).toMatchObject({ userMessagesCount: 0, adminMessagesCount: 0 });
  });

  it('names countries in English for lang-code en, sorted by that name', async () => {
    const res = await request(app.url).get('/api/initial_data').set('lang-code', 'en').expect(200);
    const names: string[] = res.body.countries.map((c: { name: string }) => c.name);
    expect(names).toContain('Azerbaijan');
    expect([...names].sort(new Intl.Collator('en').compare)).toEqual(names);
  });
});

describe('API conventions', () => {
  it('answers unknown /api routes with JSON 404 in the requested language', async () => {
    const en = await request(app.url).get('/api/no-such-thing').set('lang-code', 'en').expect(404);
    expect(en.headers['content-type']).toMatch(/json/);
    expect(en.body).toEqual({ message: 'This page could not be found' });
    const az = await request(app.url).post('/api/no/such/thing').set('lang-code', 'az').expect(404);
    expect(az.body).toEqual({ message: 'Bu səhifə tapılmadı' });
  });

  it('falls back to Azerbaijani for an unknown lang-code', async () => {
    const res = await request(app.url).get('/api/nothing').set('lang-code', 'fr').expect(404);
    expect(res.body.message).toBe('Bu səhifə tapılmadı');
  });
});

describe('cross-origin access for the desktop console', () => {
  it('answers the preflight and the call for app://console, and nothing for other origins', async () => {
    const pre = await request(app.url)
      .options('/api/auth/user')
      .set('Origin', 'app://console')
      .set('Access-Control-Request-Headers', 'authorization,lang-code')
      .expect(204);
    expect(pre.headers['access-control-allow-origin']).toBe('app://console');
    expect(pre.headers['access-control-allow-headers']).toMatch(/Authorization/);
    const other = await request(app.url)
      .get('/api/initial_data')
      .set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /api/countries', () => {
  it('answers the countries in the request language, sorted, cacheable by browsers', async () => {
    const az = await request(app.url).get('/api/countries').set('lang-code', 'az').expect(200);
    expect(az.body.data.length).toBeGreaterThanOrEqual(249);
    expect(az.body.data.find((c: { code: string }) => c.code === 'DE')).toMatchObject({
      name: 'Almaniya',
      nameEn: 'Germany',
    });
    expect(az.headers['cache-control']).toBe('public, max-age=86400');
    expect(az.headers.vary).toMatch(/lang-code/i);
    const en = await request(app.url).get('/api/countries').set('lang-code', 'en').expect(200);
    const names: string[] = en.body.data.map((c: { name: string }) => c.name);
    expect([...names].sort(new Intl.Collator('en').compare)).toEqual(names);
    // A browser revalidating its copy gets a 304 without the list.
    const again = await request(app.url)
      .get('/api/countries')
      .set('lang-code', 'en')
      .set('If-None-Match', en.headers.etag as string)
      .expect(304);
    expect(again.text).toBe('');
  });
});
