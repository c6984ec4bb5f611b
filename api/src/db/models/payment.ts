import { DataTypes, type CreationOptional, type NonAttribute, type Sequelize } from 'sequelize';
import { decision, id, notNull, nullable, timestamps } from './columns.js';
import type { Decision, Row, Timestamps } from './row.js';
import type { Currency, PaymentStatus } from '@conf/common';
import type { ThesisModel } from './thesis.js';
import type { UserModel } from './user.js';

export interface PaymentModel extends Row<PaymentModel>, Decision, Timestamps {
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
  thesis?: NonAttribute<ThesisModel>;
  user?: NonAttribute<UserModel>;
}

export function definePayment(sequelize: Sequelize) {
  return sequelize.define<PaymentModel>(
    'Payment',
    {
      id,
      thesisId: notNull(DataTypes.INTEGER),
      userId: notNull(DataTypes.INTEGER),
      amount: notNull(DataTypes.INTEGER),
      currency: notNull(DataTypes.STRING(3)),
      status: notNull(DataTypes.STRING(16), 'pending'),
      receiptStoredName: notNull(DataTypes.STRING(64)),
      receiptOriginalName: notNull(DataTypes.STRING(255)),
      receiptMime: notNull(DataTypes.STRING(64)),
      receiptSize: notNull(DataTypes.INTEGER),
      reason: nullable(DataTypes.TEXT),
      ...decision(),
      ...timestamps,
    },
    { tableName: 'payments' },
  );
}
