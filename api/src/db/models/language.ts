import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import type { Locale } from '@conf/common';

export interface LanguageModel extends Model<
  InferAttributes<LanguageModel>,
  InferCreationAttributes<LanguageModel>
> {
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
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      code: { type: DataTypes.STRING(8), allowNull: false, unique: true },
      name: { type: DataTypes.STRING(64), allowNull: false },
      flag: { type: DataTypes.STRING(255), allowNull: false },
      isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    },
    { tableName: 'languages', timestamps: false },
  );
}
