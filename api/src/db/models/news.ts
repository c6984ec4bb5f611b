import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { id, notNull, timestamps } from './columns.js';
import type { Row, Timestamps } from './row.js';
import type { Locale } from '@conf/common';

/** A news item in one language; its other-language version shares the translation group. */
export interface NewsModel extends Row<NewsModel>, Timestamps {
  id: CreationOptional<number>;
  locale: Locale;
  title: string;
  summary: string;
  /** Sanitised HTML (pages/sanitize.ts). */
  body: string;
  /** Shown from this moment on; an item dated in the future waits. */
  publishedAt: Date;
  isPublished: boolean;
  translationGroup: string;
}

export function defineNews(sequelize: Sequelize) {
  return sequelize.define<NewsModel>(
    'News',
    {
      id,
      locale: notNull(DataTypes.STRING(8)),
      title: notNull(DataTypes.STRING(255)),
      summary: notNull(DataTypes.STRING(1000), ''),
      body: notNull(DataTypes.TEXT, ''),
      publishedAt: notNull(DataTypes.DATE),
      isPublished: notNull(DataTypes.BOOLEAN, true),
      translationGroup: notNull(DataTypes.UUID),
      ...timestamps,
    },
    { tableName: 'news' },
  );
}
