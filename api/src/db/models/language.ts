import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { id, type Row } from './row.js';
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
      name: { type: DataTypes.STRING(64), allowNull: false },
      flag: { type: DataTypes.STRING(255), allowNull: false },
      isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    },
    { tableName: 'languages', timestamps: false },
  );
}
