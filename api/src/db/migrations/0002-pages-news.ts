import { DataTypes, type QueryInterface } from 'sequelize';
import type { Migration } from './types.js';

const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};

/**
 * Content pages and news. A translation group holds at most one version per language; the unique
 * index makes that true even when two organisers add the same translation at once.
 */
export const pagesNews: Migration = {
  name: '0002-pages-news',
  async up({ context: qi }) {
    await qi.createTable('pages', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      slug: { type: DataTypes.STRING(120), allowNull: false },
      locale: { type: DataTypes.STRING(8), allowNull: false },
      title: { type: DataTypes.STRING(255), allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      body: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      translation_group: { type: DataTypes.UUID, allowNull: false },
      is_published: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestamps,
    });
    await qi.addIndex('pages', ['locale', 'slug'], { unique: true, name: 'pages_locale_slug' });
    await qi.addIndex('pages', ['translation_group', 'locale'], {
      unique: true,
      name: 'pages_group_locale',
    });

    await qi.createTable('news', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      locale: { type: DataTypes.STRING(8), allowNull: false },
      title: { type: DataTypes.STRING(255), allowNull: false },
      summary: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '' },
      body: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      published_at: { type: DataTypes.DATE, allowNull: false },
      is_published: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      translation_group: { type: DataTypes.UUID, allowNull: false },
      ...timestamps,
    });
    await qi.addIndex('news', ['translation_group', 'locale'], {
      unique: true,
      name: 'news_group_locale',
    });
    await qi.addIndex('news', ['locale', 'is_published', 'published_at'], {
      name: 'news_latest',
    });
  },
  async down({ context: qi }: { context: QueryInterface }) {
    await qi.dropTable('news');
    await qi.dropTable('pages');
  },
};
