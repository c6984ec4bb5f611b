import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestWorld } from '../test/world.js';
import { registrationBody } from '../test/factories.js';
import { thesisData } from '../test/theses.js';
import { abstractZip } from '../test/zip.js';

/*
 * Input that PostgreSQL or the day arithmetic would choke on (issue 10, item 9): the shared
 * schemas of common refuse it first, with 422 and a field message, on every route.
 */

const world = useTestWorld();

const api = () => request(world.app.url);
const NUL = '\u0000';
const nulMessage = 'This text contains a character that is not allowed';

describe('NUL bytes', () => {
  it('are refused in a thesis keyword (once a 500 from text[])', async () => {
    const data = thesisData(world.gbId, world.topicId, {
      keywords: ['plates', `sta${NUL}bility`, 'elastic'],
    });
    const res = await api()
      .post('/api/theses')
      .set(world.author.auth)
      .field('data', JSON.stringify(data))
      .attach('file', abstractZip(), 'a.zip')
      .expect(422);
    expect(res.body.errors['keywords.1']).toEqual([nulMessage]);
    expect(
      await world.app.ctx.models.Thesis.count({ where: { userId: world.author.user.id } }),
    ).toBe(0);
  });

  it('are refused in registration, chat, search and page text alike', async () => {
    const reg = await api()
      .post('/api/auth/register')
      .send(registrationBody({ countryId: world.gbId, city: `Ba${NUL}ku` }))
      .expect(422);
    expect(reg.body.errors.city).toEqual([nulMessage]);
    const chat = await api()
      .post('/api/user/messages')
      .set(world.author.auth)
      .field('body', `hello${NUL}`)
      .expect(422);
    expect(chat.body.errors.body).toEqual([nulMessage]);
    const search = await api().get(`/api/theses/accepted?q=a%00b`).expect(422);
    expect(search.body.errors.q).toEqual([nulMessage]);
    await api().get(`/api/admin/users?q=%00`).set(world.admin.auth).expect(422);
    await api()
      .post('/api/admin/pages')
      .set(world.admin.auth)
      .send({ slug: 'nul-page', title: 'A page', body: `<p>${NUL}</p>`, locale: 'en' })
      .expect(422);
  });

  it('are refused in the conference settings (stored as jsonb, which has no NUL)', async () => {
    const res = await api()
      .put('/api/admin/settings')
      .set(world.admin.auth)
      .send({ zoom: { url: `https://zoom.example/j/1${NUL}` } })
      .expect(422);
    expect(res.body.errors['zoom.url']).toEqual([nulMessage]);
  });
});

describe('ids beyond PostgreSQL integer', () => {
  it.each([
    ['get', '/api/theses/2147483648'],
    ['get', '/api/theses/1/files/9999999999'],
    ['get', '/api/payments/2147483648/receipt'],
    ['get', '/api/messages/2147483648/attachment'],
    ['get', '/api/theses/accepted?topicId=2147483648'],
    ['get', '/api/admin/users/99999999999'],
    ['get', '/api/admin/users?countryId=2147483648'],
    ['get', '/api/admin/messages/2147483648'],
    ['post', '/api/admin/messages/read/2147483648'],
    ['get', '/api/user/messages?before=2147483648'],
    ['get', '/api/theses?page=100000000000000000000'],
  ] as const)('%s %s answers 422, not 500', async (method, url) => {
    const res = await api()[method](url).set(world.admin.auth).expect(422);
    expect(res.body.message).toBe('Please correct the highlighted fields');
  });

  it('the largest integer id is still an id (404 when nothing has it)', async () => {
    await api().get('/api/theses/2147483647').set(world.admin.auth).expect(404);
  });
});

describe('dates beyond sane years', () => {
  it('refuses registeredTo=9999-12-31 (once a RangeError) in the list and the export', async () => {
    const list = await api()
      .get('/api/admin/users?registeredTo=9999-12-31')
      .set(world.admin.auth)
      .expect(422);
    expect(list.body.errors.registeredTo).toEqual(['Enter a date between 1900 and 2100']);
    await api()
      .get('/api/admin/users/export?registeredFrom=0001-01-01')
      .set(world.admin.auth)
      .expect(422);
    await api().get('/api/admin/users?registeredTo=2100-12-31').set(world.admin.auth).expect(200);
  });

  it('refuses a news date in year 9999', async () => {
    const res = await api()
      .post('/api/admin/news')
      .set(world.admin.auth)
      .send({ title: 'Far future', body: '', locale: 'en', publishedAt: '9999-12-31T00:00:00Z' })
      .expect(422);
    expect(res.body.errors.publishedAt).toEqual(['Enter a date between 1900 and 2100']);
  });
});
