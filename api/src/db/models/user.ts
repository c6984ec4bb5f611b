import { DataTypes, type CreationOptional, type NonAttribute, type Sequelize } from 'sequelize';
import { contactColumns, id, notNull, nullable, timestamps } from './columns.js';
import type { Row, Timestamps } from './row.js';
import type { Locale, PersonProfile, Role } from '@conf/common';
import type { CountryModel } from './country.js';

export interface UserModel extends Row<UserModel>, PersonProfile, Timestamps {
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
  country?: NonAttribute<CountryModel>;
}

export function defineUser(sequelize: Sequelize) {
  return sequelize.define<UserModel>(
    'User',
    {
      id,
      name: notNull(DataTypes.STRING(100)),
      surname: notNull(DataTypes.STRING(100)),
      email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
      passwordHash: notNull(DataTypes.STRING(100)),
      role: notNull(DataTypes.STRING(16), 'user'),
      ...contactColumns,
      locale: notNull(DataTypes.STRING(8), 'en'),
      tokenVersion: notNull(DataTypes.INTEGER, 0),
      lastSeenAt: nullable(DataTypes.DATE),
      emailConfirmedAt: nullable(DataTypes.DATE),
      passwordFailures: notNull(DataTypes.INTEGER, 0),
      passwordFailuresSince: nullable(DataTypes.DATE),
      ...timestamps,
    },
    { tableName: 'users' },
  );
}
