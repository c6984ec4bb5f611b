import { randomUUID } from 'node:crypto';
import { Op, type QueryInterface } from 'sequelize';
import { SEED_NEWS, SEED_PAGES } from './0003-content-seed.data.js';
import type { Migration } from './types.js';

/** The languages of the seed (the site's two when it was written). */
const LOCALES = ['en', 'az'] as const;

/**
 * The content of the 2025 conference in English and Azerbaijani (frozen in
 * 0003-content-seed.data.ts, bodies already sanitised): what a new installation shows until the
 * organisers edit it in the console.
 */
export const contentSeed: Migration = {
  name: '0003-content-seed',
  async up({ context: qi }) {
    const now = new Date();
    const pages = SEED_PAGES.flatMap((page) => {
      const group = randomUUID();
      return LOCALES.map((locale) => ({
        slug: page.slug,
        locale,
        title: page[locale].title,
        description: page[locale].description,
        body: page[locale].body,
        translation_group: group,
        is_published: true,
        position: page.position,
        created_at: now,
        updated_at: now,
      }));
    });
    await qi.bulkInsert('pages', pages);

    const news = SEED_NEWS.flatMap((item) => {
      const group = randomUUID();
      return LOCALES.map((locale) => ({
        locale,
        title: item[locale].title,
        summary: item[locale].summary,
        body: item[locale].body,
        published_at: new Date(item.publishedAt),
        is_published: true,
        translation_group: group,
        created_at: now,
        updated_at: now,
      }));
    });
    await qi.bulkInsert('news', news);
  },
  async down({ context: qi }: { context: QueryInterface }) {
    await qi.bulkDelete('pages', { slug: { [Op.in]: SEED_PAGES.map((p) => p.slug) } });
    const titles = SEED_NEWS.flatMap((n) => LOCALES.map((l) => n[l].title));
    await qi.bulkDelete('news', { title: { [Op.in]: titles } });
  },
};
