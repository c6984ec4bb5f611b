import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { id, type Row } from './row.js';
import type { Locale } from '@conf/common';

/** A content page in one language; its other-language version shares the translation group. */
export interface PageModel extends Row<PageModel> {
  id: CreationOptional<number>;
  slug: string;
  locale: Locale;
  title: string;
  /** The meta description of the page. */
  description: string;
  /** Sanitised HTML (pages/sanitize.ts); never stored unsanitised. */
  body: string;
  translationGroup: string;
  isPublished: boolean;
  position: CreationOptional<number>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function definePage(sequelize: Sequelize) {
  return sequelize.define<PageModel>(
    'Page',
    {
      id,
      slug: { type: DataTypes.STRING(120), allowNull: false },
      locale: { type: DataTypes.STRING(8), allowNull: false },
      title: { type: DataTypes.STRING(255), allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      body: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      translationGroup: { type: DataTypes.UUID, allowNull: false },
      isPublished: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'pages' },
  );
}
