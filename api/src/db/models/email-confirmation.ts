import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';

/**
 * A mailed "confirm your address" link. Only the SHA-256 of the token is stored; `usedAt` makes
 * it single-use, and a newer registration of the same address retires the older links.
 */
export interface EmailConfirmationModel extends Model<
  InferAttributes<EmailConfirmationModel>,
  InferCreationAttributes<EmailConfirmationModel>
> {
  id: CreationOptional<number>;
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  usedAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
}

export function defineEmailConfirmation(sequelize: Sequelize) {
  return sequelize.define<EmailConfirmationModel>(
    'EmailConfirmation',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { tableName: 'email_confirmations', updatedAt: false },
  );
}
