import { DataTypes, type CreationOptional, type NonAttribute, type Sequelize } from 'sequelize';
import { id, type Row } from './row.js';
import type { Currency, PaymentStatus } from '@conf/common';
import type { ThesisModel } from './thesis.js';
import type { UserModel } from './user.js';

export interface PaymentModel extends Row<PaymentModel> {
  id: CreationOptional<number>;
  thesisId: number;
  userId: number;
  amount: number;
  currency: Currency;
  status: CreationOptional<PaymentStatus>;
  receiptStoredName: string;
  receiptOriginalName: string;
  receiptMime: string;
  receiptSize: number;
  reason: CreationOptional<string | null>;
  decidedAt: CreationOptional<Date | null>;
  decidedBy: CreationOptional<number | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  thesis?: NonAttribute<ThesisModel>;
  user?: NonAttribute<UserModel>;
}

export function definePayment(sequelize: Sequelize) {
  return sequelize.define<PaymentModel>(
    'Payment',
    {
      id,
      thesisId: { type: DataTypes.INTEGER, allowNull: false },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      amount: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
      receiptStoredName: { type: DataTypes.STRING(64), allowNull: false },
      receiptOriginalName: { type: DataTypes.STRING(255), allowNull: false },
      receiptMime: { type: DataTypes.STRING(64), allowNull: false },
      receiptSize: { type: DataTypes.INTEGER, allowNull: false },
      reason: { type: DataTypes.TEXT, allowNull: true },
      decidedAt: { type: DataTypes.DATE, allowNull: true },
      decidedBy: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'payments' },
  );
}
