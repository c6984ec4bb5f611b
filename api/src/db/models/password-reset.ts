import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';

/** A mailed reset link. Only the SHA-256 of the token is stored; `usedAt` makes it single-use. */
export interface PasswordResetModel extends Model<
  InferAttributes<PasswordResetModel>,
  InferCreationAttributes<PasswordResetModel>
> {
  id: CreationOptional<number>;
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  usedAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
}

export function definePasswordReset(sequelize: Sequelize) {
  return sequelize.define<PasswordResetModel>(
    'PasswordReset',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { tableName: 'password_resets', updatedAt: false },
  );
}
