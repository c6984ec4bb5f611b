import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { id, notNull, nullable } from './columns.js';
import type { Row } from './row.js';

/**
 * A mailed single-use link: "confirm your address" or "reset your password". Only the SHA-256
 * of the token is stored; `usedAt` makes it single-use (and a newer registration of the same
 * address retires its older confirmation links).
 */
export interface MailedLinkModel extends Row<MailedLinkModel> {
  id: CreationOptional<number>;
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  usedAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
}

/** Each kind of link keeps its own table. */
const TABLES = {
  EmailConfirmation: 'email_confirmations',
  PasswordReset: 'password_resets',
} as const;

export function defineMailedLink(sequelize: Sequelize, kind: keyof typeof TABLES) {
  return sequelize.define<MailedLinkModel>(
    kind,
    {
      id,
      userId: notNull(DataTypes.INTEGER),
      tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      expiresAt: notNull(DataTypes.DATE),
      usedAt: nullable(DataTypes.DATE),
      createdAt: DataTypes.DATE,
    },
    { tableName: TABLES[kind], updatedAt: false },
  );
}
