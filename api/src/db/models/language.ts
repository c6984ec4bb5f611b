import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { id, notNull } from './columns.js';
import type { Row } from './row.js';
import type { Locale } from '@conf/common';

export interface LanguageModel extends Row<LanguageModel> {
  id: CreationOptional<number>;
  code: Locale;
  name: string;
  flag: string;
  isActive: boolean;
  position: number;
}

export function defineLanguage(sequelize: Sequelize) {
  return sequelize.define<LanguageModel>(
    'Language',
    {
      id,
      code: { type: DataTypes.STRING(8), allowNull: false, unique: true },
      name: notNull(DataTypes.STRING(64)),
      flag: notNull(DataTypes.STRING(255)),
      isActive: notNull(DataTypes.BOOLEAN, true),
      position: notNull(DataTypes.INTEGER, 0),
    },
    { tableName: 'languages', timestamps: false },
  );
}
