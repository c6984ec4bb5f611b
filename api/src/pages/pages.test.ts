import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  contract,
  FOREIGN_FEE,
  LOCAL_FEE,
  PROGRAMME_COMPLAINT_HOURS,
  THESIS_LIMITS,
  type AdminPageDto,
} from '@conf/common';
import { contentFixture, probesOf, requestBy } from '../test/routes.js';
import { uniq } from '../test/factories.js';
import { useTestWorld } from '../test/world.js';

const world = useTestWorld();

const api = () => request(world.app.url);

/** The slugs the brief asks the seed to fill, written out here rather than read from the seed. */
const SEEDED_SLUGS = [
  'home',
  'about_azerbaijan',
  'accommodation',
  'venue',
  'contact',
  'topics',
  'organizing-committee',
  'scientific-committee',
  'program-committee',
  'plenary-speakers',
  'working-group',
  'social_program',
  'important-dates',
  'registration',
  'visa',
  'proceedings',
  'archive',
  'abstracts',
  'academic_program',
  'gallery',
  'test',
];

const pageFixture = contentFixture<AdminPageDto>(world, contract.pages.admin, () => ({
  slug: `page-${uniq()}`,
  title: 'A test page',
  description: 'Meta description',
  body: '<p>Hello</p>',
}));
const { body: pageBody, create: createPage, publish, list } = pageFixture;

describe('seeded content', () => {
  it.each(SEEDED_SLUGS)(
    'has %s in English and Azerbaijani, each pointing at the other',
    async (slug) => {
      const en = await api().get(`/api/pages/${slug}`).set('lang-code', 'en').expect(200);
      const az = await api().get(`/api/pages/${slug}`).set('lang-code', 'az').expect(200);
      expect(en.body).toMatchObject({ slug, locale: 'en' });
      expect(az.body).toMatchObject({ slug, locale: 'az' });
      // Really translated, not a copy of the English page.
      expect(az.body.title).not.toBe(en.body.title);
      expect(az.body.description).not.toBe(en.body.description);
      expect(en.body.body.length).toBeGreaterThan(50);
      expect(az.body.body.length).toBeGreaterThan(50);
      expect(en.body.translations).toEqual([{ locale: 'az', slug }]);
      expect(az.body.translations).toEqual([{ locale: 'en', slug }]);
    },
  );

  it('never opens a page with a heading that repeats its title, as stored or as served', async () => {
    // Stored: the migration took the repeated headings out of the seeded rows themselves.
    const rows = await world.app.ctx.models.Page.findAll({ where: { slug: SEEDED_SLUGS } });
    expect(rows.length).toBe(SEEDED_SLUGS.length * 2);
    const repeating = rows.filter((row) =>
      row.body.toLowerCase().startsWith(`<h2>${row.title.toLowerCase()}</h2>`),
    );
    expect(repeating.map((row) => `${row.slug}/${row.locale}`)).toEqual([]);
    // The rest of each body stays: the gallery page still links both galleries.
    const gallery = await api().get('/api/pages/gallery').set('lang-code', 'az').expect(200);
    expect(gallery.body.body).toMatch(/^<p>Konfransların fotoşəkilləri/);
    expect(gallery.body.body).toContain('/az/gallery-2024');
  });

  it('reads the fee, the abstract limits and the 48-hour rule from common', async () => {
    const reg = await api().get('/api/pages/registration').set('lang-code', 'en').expect(200);
    expect(reg.body.body).toContain(`${LOCAL_FEE.amount} ${LOCAL_FEE.currency}`);
    expect(reg.body.body).toContain(`${FOREIGN_FEE.amount} ${FOREIGN_FEE.currency}`);
    const abstracts = await api().get('/api/pages/abstracts').set('lang-code', 'az').expect(200);
    expect(abstracts.body.body).toContain(
      `${THESIS_LIMITS.titleMinWords}-${THESIS_LIMITS.titleMaxWords} söz`,
    );
    expect(abstracts.body.body).toContain(`${THESIS_LIMITS.zipMaxBytes / 1024 / 1024} MB`);
    const programme = await api()
      .get('/api/pages/academic_program')
      .set('lang-code', 'en')
      .expect(200);
    expect(programme.body.body).toContain(`within ${PROGRAMME_COMPLAINT_HOURS} hours`);
  });

  it('keeps the OpenStreetMap embed of the venue page and marks committee entries as examples', async () => {
    const venue = await api().get('/api/pages/venue').set('lang-code', 'en').expect(200);
    expect(venue.body.body).toMatch(
      /<iframe src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/,
    );
    const committee = await api()
      .get('/api/pages/organizing-committee')
      .set('lang-code', 'az')
      .expect(200);
    expect(committee.body.body).toContain('Nümunə');
  });
});

describe('GET /api/pages/:slug', () => {
  it('answers the page in the language of the request, with its published translations', async () => {
    const en = await createPage({
      slug: `about-${uniq()}`,
      title: 'About us',
      description: 'About',
    });
    const azSlug = `haqqimizda-${uniq()}`;
    await api()
      .post(`/api/admin/pages/${en.id}/relation`)
      .set(world.admin.auth)
      .send({ slug: azSlug, title: 'Haqqımızda', body: '<p>Salam</p>' })
      .expect(201);

    const res = await api().get(`/api/pages/${en.slug}`).set('lang-code', 'en').expect(200);
    expect(res.body).toEqual({
      id: en.id,
      slug: en.slug,
      locale: 'en',
      title: 'About us',
      description: 'About',
      body: '<p>Hello</p>',
      translations: [{ locale: 'az', slug: azSlug }],
    });
    const az = await api().get(`/api/pages/${azSlug}`).set('lang-code', 'az').expect(200);
    expect(az.body).toMatchObject({
      title: 'Haqqımızda',
      translations: [{ locale: 'en', slug: en.slug }],
    });
    // The same slug in the other language is another page: absent here.
    await api().get(`/api/pages/${azSlug}`).set('lang-code', 'en').expect(404);
  });

  it('answers 404 "Page not found" for a missing slug, in both languages', async () => {
    const en = await api().get('/api/pages/no-such-page').set('lang-code', 'en').expect(404);
    expect(en.body).toEqual({ message: 'Page not found' });
    const az = await api().get('/api/pages/no-such-page').set('lang-code', 'az').expect(404);
    expect(az.body).toEqual({ message: 'Səhifə tapılmadı' });
    await api().get('/api/pages/Bad%20Slug').expect(404);
  });

  it('hides an unpublished page and drops it from the translations of the other', async () => {
    const en = await createPage();
    const az = await api()
      .post(`/api/admin/pages/${en.id}/relation`)
      .set(world.admin.auth)
      .send({ slug: en.slug, title: 'Qaralama', isPublished: false })
      .expect(201);
    await api().get(`/api/pages/${en.slug}`).set('lang-code', 'az').expect(404);
    const res = await api().get(`/api/pages/${en.slug}`).set('lang-code', 'en').expect(200);
    expect(res.body.translations).toEqual([]);
    await publish(az.body.id, { isPublished: true }).expect(200);
    await api().get(`/api/pages/${en.slug}`).set('lang-code', 'az').expect(200);
    // A visitor's answer is cached until an edit: the English page now names its translation.
    const after = await api().get(`/api/pages/${en.slug}`).set('lang-code', 'en').expect(200);
    expect(after.body.translations).toContainEqual(expect.objectContaining({ locale: 'az' }));
  });
});

describe('admin routes: the guard', () => {
  const routes = probesOf(contract.pages.admin);
  const call = (method: string, path: string) =>
    requestBy(world.app.url, method, path).send(pageBody());

  it.each(routes)('%s %s answers 401 to a visitor', async (method, path) => {
    const res = await call(method, path).expect(401);
    expect(res.body.message).toBe('Please sign in to continue');
  });

  it.each(routes)('%s %s answers 403 to a regular user', async (method, path) => {
    await call(method, path).set(world.author.auth).expect(403);
  });
});

describe('admin pages', () => {
  it('creates a page and refuses a duplicate slug in the same language with 409 on the slug', async () => {
    const page = await createPage({ locale: 'az', title: '  Yeni səhifə  ' });
    expect(page).toMatchObject({
      locale: 'az',
      title: 'Yeni səhifə',
      isPublished: true,
      translations: [],
    });
    const res = await api()
      .post('/api/admin/pages')
      .set(world.admin.auth)
      .set('lang-code', 'en')
      .send(pageBody({ locale: 'az', slug: page.slug }))
      .expect(409);
    expect(res.body.errors).toEqual({
      slug: ['A page with this address already exists in this language'],
    });
    // The same slug in the other language is allowed (the en/az pair of the seed does it).
    await createPage({ locale: 'en', slug: page.slug });
  });

  it('refuses a bad slug and a missing title with 422 and field messages', async () => {
    const res = await api()
      .post('/api/admin/pages')
      .set(world.admin.auth)
      .set('lang-code', 'az')
      .send(pageBody({ slug: 'Bad Slug!', title: '' }))
      .expect(422);
    expect(res.body.errors.slug).toEqual([
      'Yalnız kiçik latın hərfləri, rəqəmlər, "-" və "_" işlədin',
    ]);
    expect(res.body.errors.title).toEqual(['Bu sahə mütləqdir']);
  });

  it('creates the other-language page of a group once; a second one is 409', async () => {
    const en = await createPage();
    const rel = await api()
      .post(`/api/admin/pages/${en.id}/relation`)
      .set(world.admin.auth)
      .send({ slug: en.slug, title: 'Tərcümə' })
      .expect(201);
    expect(rel.body).toMatchObject({
      locale: 'az',
      translationGroup: en.translationGroup,
      translations: [{ id: en.id, locale: 'en', slug: en.slug, isPublished: true }],
    });
    const again = await api()
      .post(`/api/admin/pages/${en.id}/relation`)
      .set(world.admin.auth)
      .send({ slug: `x-${uniq()}`, title: 'Yenə' })
      .expect(409);
    expect(again.body.message).toBe('This page already has a version in that language');
    await api()
      .post(`/api/admin/pages/${en.id}/relation`)
      .set(world.admin.auth)
      .send({ slug: `x-${uniq()}`, title: 'Same language', locale: 'en' })
      .expect(409);
    await api()
      .post('/api/admin/pages/999999/relation')
      .set(world.admin.auth)
      .send({ slug: 'x', title: 'X' })
      .expect(404);
  });

  it('stores the body sanitised: no script, no event handler, no javascript: URL', async () => {
    const page = await createPage({
      body:
        '<h2>Title</h2><p onclick="steal()">Text<script>alert(1)</script></p>' +
        '<img src="/uploads/a.png" onerror="alert(1)"><a href="javascript:alert(1)">bad</a>' +
        '<a href="https://example.org">good</a><style>p{}</style>' +
        '<iframe src="https://evil.example/x"></iframe>',
    });
    const stored = await world.app.ctx.models.Page.findByPk(page.id);
    const html = stored!.body;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<style|evil\.example/i);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<img src="/uploads/a.png" />');
    expect(html).toContain('<a href="https://example.org">good</a>');
    expect(html).toContain('<a>bad</a>');
  });

  it('does not store or serve a leading heading that repeats the title', async () => {
    const page = await createPage({ title: 'Visa', body: '<h2>Visa</h2>\n<p>Apply early.</p>' });
    const stored = await world.app.ctx.models.Page.findByPk(page.id);
    expect(stored!.body).toBe('<p>Apply early.</p>');
    // A row written before the rule (by hand here) is served without the repeat all the same.
    await stored!.update({ body: '<h3>VISA</h3><p>Apply early.</p>' });
    const served = await api().get(`/api/pages/${page.slug}`).set('lang-code', 'en').expect(200);
    expect(served.body.body).toBe('<p>Apply early.</p>');
  });

  it('updates, publishes, gets and deletes a page', async () => {
    const page = await createPage();
    const put = await api()
      .put(`/api/admin/pages/${page.id}`)
      .set(world.admin.auth)
      .send({
        slug: page.slug,
        title: 'Changed',
        body: '<p>New<script>x</script></p>',
        position: 3,
      })
      .expect(200);
    expect(put.body).toMatchObject({
      title: 'Changed',
      body: '<p>New</p>',
      position: 3,
      locale: 'en',
    });

    const hidden = await publish(page.id, { isPublished: false }).expect(200);
    expect(hidden.body.isPublished).toBe(false);
    await api().get(`/api/pages/${page.slug}`).set('lang-code', 'en').expect(404);
    await publish(page.id, {}).expect(422);

    // A form that does not send the publish flag or the position leaves them as they are.
    const kept = await api()
      .put(`/api/admin/pages/${page.id}`)
      .set(world.admin.auth)
      .send({ slug: page.slug, title: 'Changed', body: '<p>New</p>' })
      .expect(200);
    expect(kept.body).toMatchObject({ isPublished: false, position: 3 });

    const got = await api().get(`/api/admin/pages/${page.id}`).set(world.admin.auth).expect(200);
    expect(got.body).toMatchObject({ id: page.id, title: 'Changed', isPublished: false });

    await api().delete(`/api/admin/pages/${page.id}`).set(world.admin.auth).expect(204);
    const gone = await api()
      .get(`/api/admin/pages/${page.id}`)
      .set(world.admin.auth)
      .set('lang-code', 'en')
      .expect(404);
    expect(gone.body.message).toBe('Page not found');
    await api().delete(`/api/admin/pages/${page.id}`).set(world.admin.auth).expect(404);
  });

  it('refuses to rename a page onto a slug taken in its language', async () => {
    const a = await createPage();
    const b = await createPage();
    const res = await api()
      .put(`/api/admin/pages/${b.id}`)
      .set(world.admin.auth)
      .send({ slug: a.slug, title: 'B' })
      .expect(409);
    expect(Object.keys(res.body.errors)).toEqual(['slug']);
  });

  it('lists with filters, search, sort and pagination, each item with its translations', async () => {
    const all = await list({ pageSize: 100 }).expect(200);
    expect(all.body.total).toBeGreaterThanOrEqual(SEEDED_SLUGS.length * 2);
    expect(all.body.data[0]).not.toHaveProperty('body');

    const venue = await list({ locale: 'az', q: 'venue', sort: '-title' }).expect(200);
    expect(venue.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(venue.body.data[0]).toMatchObject({
      slug: 'venue',
      locale: 'az',
      translations: [{ locale: 'en', slug: 'venue', isPublished: true }],
    });

    const draft = await createPage({ isPublished: false, title: `Draft ${uniq()}` });
    const drafts = await list({ published: 'false' }).expect(200);
    expect(drafts.body.data.map((p: AdminPageDto) => p.id)).toContain(draft.id);
    expect(drafts.body.data.every((p: AdminPageDto) => !p.isPublished)).toBe(true);

    const second = await list({ page: 2, pageSize: 5, sort: 'slug' }).expect(200);
    const first = await list({ page: 1, pageSize: 5, sort: 'slug' }).expect(200);
    expect(second.body.data).toHaveLength(5);
    const firstIds = new Set(first.body.data.map((p: AdminPageDto) => p.id));
    expect(second.body.data.some((p: AdminPageDto) => firstIds.has(p.id))).toBe(false);

    await list({ sort: 'body' }).expect(422);
    await list({ pageSize: 1000 }).expect(422);
    const literal = await list({ q: '%' }).expect(200);
    expect(literal.body.total).toBe(0);
  });
});
