import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { id, type Row } from './row.js';
import type { Locale } from '@conf/common';

/** A news item in one language; its other-language version shares the translation group. */
export interface NewsModel extends Row<NewsModel> {
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
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineNews(sequelize: Sequelize) {
  return sequelize.define<NewsModel>(
    'News',
    {
      id,
      locale: { type: DataTypes.STRING(8), allowNull: false },
      title: { type: DataTypes.STRING(255), allowNull: false },
      summary: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '' },
      body: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      publishedAt: { type: DataTypes.DATE, allowNull: false },
      isPublished: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      translationGroup: { type: DataTypes.UUID, allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'news' },
  );
}
