import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { id, type Row } from './row.js';

export interface CountryModel extends Row<CountryModel> {
  id: CreationOptional<number>;
  /** ISO 3166-1 alpha-2. */
  code: string;
  nameEn: string;
  nameAz: string;
  /** International calling code with "+", null for territories without one. */
  phoneCode: string | null;
}

export function defineCountry(sequelize: Sequelize) {
  return sequelize.define<CountryModel>(
    'Country',
    {
      id,
      code: { type: DataTypes.STRING(2), allowNull: false, unique: true },
      nameEn: { type: DataTypes.STRING(128), allowNull: false },
      nameAz: { type: DataTypes.STRING(128), allowNull: false },
      phoneCode: { type: DataTypes.STRING(16), allowNull: true },
    },
    { tableName: 'countries', timestamps: false },
  );
}
