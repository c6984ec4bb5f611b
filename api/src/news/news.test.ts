import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { contract, type AdminNewsDto, type NewsSummaryDto } from '@conf/common';
import { contentFixture, probesOf, requestBy } from '../test/routes.js';
import { uniq } from '../test/factories.js';
import { useTestWorld } from '../test/world.js';

const world = useTestWorld();

const api = () => request(world.app.url);

const newsFixture = contentFixture<AdminNewsDto>(world, contract.news.admin, () => ({
  title: `News ${uniq()}`,
  summary: 'Short summary',
  body: '<p>Full text</p>',
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
}));
const { body: newsBody, create: createNews, publish, list } = newsFixture;

describe('seeded news', () => {
  it('holds three announcements per language, translations of each other', async () => {
    const rows = await world.app.ctx.models.News.findAll();
    for (const locale of ['en', 'az'] as const) {
      expect(rows.filter((n) => n.locale === locale)).toHaveLength(3);
    }
    const groups = new Set(rows.map((n) => n.translationGroup));
    expect(groups.size).toBe(3);
  });
});

describe('GET /api/news/latest', () => {
  it('answers the latest published items of the request language, newest first, without auth', async () => {
    const en = await api().get('/api/news/latest').set('lang-code', 'en').expect(200);
    expect(en.body.news.length).toBeGreaterThanOrEqual(3);
    expect(en.body.news[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      summary: expect.any(String),
      publishedAt: expect.any(String),
    });
    const dates = en.body.news.map((n: NewsSummaryDto) => n.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const az = await api().get('/api/news/latest').set('lang-code', 'az').expect(200);
    const titles = az.body.news.map((n: NewsSummaryDto) => n.title);
    expect(titles).toContain('Tezislərin qəbulu başladı');
    expect(titles).not.toContain('Call for abstracts is open');
  });

  it('honours limit, and leaves out drafts and items dated in the future', async () => {
    const fresh = await createNews({ publishedAt: new Date().toISOString() });
    const draft = await createNews({ isPublished: false, publishedAt: new Date().toISOString() });
    const future = await createNews({
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const res = await api()
      .get('/api/news/latest')
      .query({ limit: 2 })
      .set('lang-code', 'en')
      .expect(200);
    expect(res.body.news).toHaveLength(2);
    expect(res.body.news[0].id).toBe(fresh.id);
    const all = await api()
      .get('/api/news/latest')
      .query({ limit: 20 })
      .set('lang-code', 'en')
      .expect(200);
    const ids = all.body.news.map((n: NewsSummaryDto) => n.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(future.id);
    await api().get('/api/news/latest').query({ limit: 0 }).expect(422);
    await api().get('/api/news/latest').query({ limit: 1000 }).expect(422);
  });
});

describe('GET /api/news/:id', () => {
  it('answers a published item with its translations', async () => {
    const en = await createNews();
    const az = await api()
      .post(`/api/admin/news/${en.id}/relation`)
      .set(world.admin.auth)
      .send(newsBody({ locale: undefined, title: 'Xəbər' }))
      .expect(201);
    const res = await api().get(`/api/news/${en.id}`).expect(200);
    expect(res.body).toMatchObject({
      id: en.id,
      locale: 'en',
      title: en.title,
      body: '<p>Full text</p>',
      translations: [{ id: az.body.id, locale: 'az' }],
    });
  });

  it('answers 404 "News not found" for a missing, unpublished or malformed id', async () => {
    const missing = await api().get('/api/news/999999').set('lang-code', 'en').expect(404);
    expect(missing.body).toEqual({ message: 'News not found' });
    const az = await api().get('/api/news/999999').set('lang-code', 'az').expect(404);
    expect(az.body).toEqual({ message: 'Xəbər tapılmadı' });
    const draft = await createNews({ isPublished: false });
    await api().get(`/api/news/${draft.id}`).expect(404);
    await api().get('/api/news/abc').expect(404);
  });
});

describe('admin news: the guard', () => {
  const routes = probesOf(contract.news.admin);
  const call = (method: string, path: string) =>
    requestBy(world.app.url, method, path).send(newsBody());

  it.each(routes)('%s %s answers 401 to a visitor', async (method, path) => {
    await call(method, path).expect(401);
  });

  it.each(routes)('%s %s answers 403 to a regular user', async (method, path) => {
    const res = await call(method, path).set(world.author.auth).expect(403);
    expect(res.body.message).toBe('You do not have permission to do this');
  });
});

describe('admin news', () => {
  it('creates with a sanitised body and refuses bad input with 422', async () => {
    const news = await createNews({
      body: '<p>Ok<script>alert(1)</script></p><img src="https://example.org/a.png" onerror="x()"><a href="javascript:void(0)">x</a>',
    });
    expect(news.body).toBe('<p>Ok</p><img src="https://example.org/a.png" /><a>x</a>');
    const res = await api()
      .post('/api/admin/news')
      .set(world.admin.auth)
      .send(newsBody({ title: '', publishedAt: 'not a date', locale: 'fr' }))
      .expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['locale', 'publishedAt', 'title']);
    const missing = await api()
      .post('/api/admin/news')
      .set(world.admin.auth)
      .send(newsBody({ publishedAt: undefined }))
      .expect(422);
    expect(missing.body.errors).toEqual({ publishedAt: ['This field is required'] });
  });

  it('creates the other-language item once; a second one is 409', async () => {
    const en = await createNews();
    const az = await api()
      .post(`/api/admin/news/${en.id}/relation`)
      .set(world.admin.auth)
      .send(newsBody({ locale: undefined }))
      .expect(201);
    expect(az.body).toMatchObject({ locale: 'az', translationGroup: en.translationGroup });
    const again = await api()
      .post(`/api/admin/news/${az.body.id}/relation`)
      .set(world.admin.auth)
      .send(newsBody({ locale: undefined }))
      .expect(409);
    expect(again.body.message).toBe('This news item already has a version in that language');
    await api()
      .post('/api/admin/news/999999/relation')
      .set(world.admin.auth)
      .send(newsBody())
      .expect(404);
  });

  it('updates, publishes, gets and deletes an item', async () => {
    const news = await createNews();
    const put = await api()
      .put(`/api/admin/news/${news.id}`)
      .set(world.admin.auth)
      .send(newsBody({ title: 'Changed', body: '<p onmouseover="x()">New</p>' }))
      .expect(200);
    expect(put.body).toMatchObject({ title: 'Changed', body: '<p>New</p>', locale: 'en' });
    const hidden = await publish(news.id, { isPublished: false }).expect(200);
    expect(hidden.body.isPublished).toBe(false);
    await api().get(`/api/news/${news.id}`).expect(404);
    const got = await api().get(`/api/admin/news/${news.id}`).set(world.admin.auth).expect(200);
    expect(got.body).toMatchObject({ id: news.id, isPublished: false, body: '<p>New</p>' });
    await api().delete(`/api/admin/news/${news.id}`).set(world.admin.auth).expect(204);
    await api().get(`/api/admin/news/${news.id}`).set(world.admin.auth).expect(404);
    await api().put('/api/admin/news/999999').set(world.admin.auth).send(newsBody()).expect(404);
  });

  it('lists with filters, search, sort and pagination, each item with its translations', async () => {
    const res = await list({ locale: 'az', q: 'qeydiyyat' }).expect(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(res.body.data[0]).toMatchObject({
      title: 'Qeydiyyat başladı',
      translations: [{ locale: 'en', isPublished: true }],
    });
    expect(res.body.data[0]).not.toHaveProperty('body');

    const draft = await createNews({ isPublished: false });
    const drafts = await list({ published: 'false' }).expect(200);
    expect(drafts.body.data.map((n: AdminNewsDto) => n.id)).toContain(draft.id);

    const oldest = await list({ sort: 'publishedAt', pageSize: 1 }).expect(200);
    expect(oldest.body.data[0].publishedAt).toBe('2025-03-01T09:00:00.000Z');
    await list({ sort: 'summary' }).expect(422);
  });
});
