import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { id, notNull, timestamps } from './columns.js';
import type { Row, Timestamps } from './row.js';
import type { Locale } from '@conf/common';

/** A content page in one language; its other-language version shares the translation group. */
export interface PageModel extends Row<PageModel>, Timestamps {
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
}

export function definePage(sequelize: Sequelize) {
  return sequelize.define<PageModel>(
    'Page',
    {
      id,
      slug: notNull(DataTypes.STRING(120)),
      locale: notNull(DataTypes.STRING(8)),
      title: notNull(DataTypes.STRING(255)),
      description: notNull(DataTypes.STRING(500), ''),
      body: notNull(DataTypes.TEXT, ''),
      translationGroup: notNull(DataTypes.UUID),
      isPublished: notNull(DataTypes.BOOLEAN, true),
      position: notNull(DataTypes.INTEGER, 0),
      ...timestamps,
    },
    { tableName: 'pages' },
  );
}
