import { DataTypes, type QueryInterface } from 'sequelize';
import { COUNTRIES } from './0001-core.countries.js';
import type { Migration } from './types.js';

const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};

/** Languages, countries (every ISO 3166-1 entry, frozen in 0001-core.countries.ts), users. */
export const core: Migration = {
  name: '0001-core',
  async up({ context: qi }) {
    await qi.createTable('languages', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      code: { type: DataTypes.STRING(8), allowNull: false, unique: true },
      name: { type: DataTypes.STRING(64), allowNull: false },
      flag: { type: DataTypes.STRING(255), allowNull: false },
      is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    });
    await qi.bulkInsert('languages', [
      { code: 'en', name: 'English', flag: '/flags/gb.svg', is_active: true, position: 1 },
      { code: 'az', name: 'Azərbaycanca', flag: '/flags/az.svg', is_active: true, position: 2 },
    ]);

    await qi.createTable('countries', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      code: { type: DataTypes.STRING(2), allowNull: false, unique: true },
      name_en: { type: DataTypes.STRING(128), allowNull: false },
      name_az: { type: DataTypes.STRING(128), allowNull: false },
      phone_code: { type: DataTypes.STRING(16), allowNull: true },
    });
    await qi.bulkInsert('countries', countryRows());

    await qi.createTable('users', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      name: { type: DataTypes.STRING(100), allowNull: false },
      surname: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
      password_hash: { type: DataTypes.STRING(100), allowNull: false },
      role: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'user' },
      country_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'countries', key: 'id' },
      },
      city: { type: DataTypes.STRING(100), allowNull: false },
      institution: { type: DataTypes.STRING(255), allowNull: false },
      phone_prefix: { type: DataTypes.STRING(16), allowNull: false },
      phone: { type: DataTypes.STRING(32), allowNull: false },
      academic_degree: { type: DataTypes.STRING(32), allowNull: false },
      academic_title: { type: DataTypes.STRING(32), allowNull: false },
      locale: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'en' },
      token_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      last_seen_at: { type: DataTypes.DATE, allowNull: true },
      ...timestamps,
    });
    await qi.addIndex('users', ['role']);
    await qi.addIndex('users', ['created_at']);

    await qi.createTable('password_resets', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      used_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
  },
  async down({ context: qi }: { context: QueryInterface }) {
    await qi.dropTable('password_resets');
    await qi.dropTable('users');
    await qi.dropTable('countries');
    await qi.dropTable('languages');
  },
};

function countryRows() {
  return COUNTRIES.map(([code, name_en, name_az, phone_code]) => ({
    code,
    name_en,
    name_az,
    phone_code,
  }));
}
