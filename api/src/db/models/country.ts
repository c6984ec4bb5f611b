import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { id, nullable, translated } from './columns.js';
import type { Row, Translated } from './row.js';

export interface CountryModel extends Row<CountryModel>, Translated<'name'> {
  id: CreationOptional<number>;
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** International calling code with "+", null for territories without one. */
  phoneCode: string | null;
}

export function defineCountry(sequelize: Sequelize) {
  return sequelize.define<CountryModel>(
    'Country',
    {
      id,
      code: { type: DataTypes.STRING(2), allowNull: false, unique: true },
      ...translated('name', 128),
      phoneCode: nullable(DataTypes.STRING(16)),
    },
    { tableName: 'countries', timestamps: false },
  );
}
