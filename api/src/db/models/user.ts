import { DataTypes, type CreationOptional, type NonAttribute, type Sequelize } from 'sequelize';
import { id, type Row } from './row.js';
import type { AcademicDegree, AcademicTitle, Locale, Role } from '@conf/common';
import type { CountryModel } from './country.js';

export interface UserModel extends Row<UserModel> {
  id: CreationOptional<number>;
  name: string;
  surname: string;
  email: string;
  passwordHash: string;
  role: CreationOptional<Role>;
  countryId: number;
  city: string;
  institution: string;
  phonePrefix: string;
  phone: string;
  academicDegree: AcademicDegree;
  academicTitle: AcademicTitle;
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
      countryId: { type: DataTypes.INTEGER, allowNull: false },
      city: { type: DataTypes.STRING(100), allowNull: false },
      institution: { type: DataTypes.STRING(255), allowNull: false },
      phonePrefix: { type: DataTypes.STRING(16), allowNull: false },
      phone: { type: DataTypes.STRING(32), allowNull: false },
      academicDegree: { type: DataTypes.STRING(32), allowNull: false },
      academicTitle: { type: DataTypes.STRING(32), allowNull: false },
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
