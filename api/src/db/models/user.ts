import { DataTypes, type CreationOptional, type NonAttribute, type Sequelize } from 'sequelize';
import { contactColumns, id, type Row } from './row.js';
import type { Locale, PersonProfile, Role } from '@conf/common';
import type { CountryModel } from './country.js';

export interface UserModel extends Row<UserModel>, PersonProfile {
  id: CreationOptional<number>;
  passwordHash: string;
  role: CreationOptional<Role>;
  countryId: number;
  locale: CreationOptional<Locale>;
  /** Raised by logout and password reset: tokens signed with an older version are refused. */
  tokenVersion: CreationOptional<number>;
  lastSeenAt: CreationOptional<Date | null>;
  /** Null until the owner opens the mailed confirmation link (or a reset link); sign-in waits for it. */
  emailConfirmedAt: CreationOptional<Date | null>;
  /** Wrong current passwords in account edit since `passwordFailuresSince` (see auth/service.ts). */
  passwordFailures: CreationOptional<number>;
  passwordFailuresSince: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  country?: NonAttribute<CountryModel>;
}

export function defineUser(sequelize: Sequelize) {
  return sequelize.define<UserModel>(
    'User',
    {
      id,
      name: { type: DataTypes.STRING(100), allowNull: false },
      surname: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
      passwordHash: { type: DataTypes.STRING(100), allowNull: false },
      role: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'user' },
      ...contactColumns,
      locale: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'en' },
      tokenVersion: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastSeenAt: { type: DataTypes.DATE, allowNull: true },
      emailConfirmedAt: { type: DataTypes.DATE, allowNull: true },
      passwordFailures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      passwordFailuresSince: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'users' },
  );
}
