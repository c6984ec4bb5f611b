import { DataTypes, type CreationOptional, type NonAttribute, type Sequelize } from 'sequelize';
import { id, notNull, nullable } from './columns.js';
import type { Row } from './row.js';
import type { ThesisModel } from './thesis.js';
import type { UserModel } from './user.js';

export const ACTIVITY_TYPES = [
  'thesis_submitted',
  'thesis_resubmitted',
  'receipt_uploaded',
  'participation_declared',
  'review_declined',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** One line of the organisers' "recent activity": what an author (or a reviewer) did, and to what. */
export interface ActivityModel extends Row<ActivityModel> {
  id: CreationOptional<number>;
  type: ActivityType;
  userId: number | null;
  thesisId: CreationOptional<number | null>;
  paymentId: CreationOptional<number | null>;
  participantId: CreationOptional<number | null>;
  createdAt: CreationOptional<Date>;
  user?: NonAttribute<UserModel>;
  thesis?: NonAttribute<ThesisModel>;
}

export function defineActivity(sequelize: Sequelize) {
  return sequelize.define<ActivityModel>(
    'Activity',
    {
      id,
      type: notNull(DataTypes.STRING(32)),
      userId: nullable(DataTypes.INTEGER),
      thesisId: nullable(DataTypes.INTEGER),
      paymentId: nullable(DataTypes.INTEGER),
      participantId: nullable(DataTypes.INTEGER),
      createdAt: DataTypes.DATE,
    },
    { tableName: 'activities', updatedAt: false },
  );
}
