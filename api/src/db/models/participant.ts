import { DataTypes, type CreationOptional, type NonAttribute, type Sequelize } from 'sequelize';
import { id, type Row } from './row.js';
import type { ParticipantStatus } from '@conf/common';
import type { UserModel } from './user.js';

export interface ParticipantModel extends Row<ParticipantModel> {
  id: CreationOptional<number>;
  userId: number;
  status: CreationOptional<ParticipantStatus>;
  decidedAt: CreationOptional<Date | null>;
  decidedBy: CreationOptional<number | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  user?: NonAttribute<UserModel>;
}

export function defineParticipant(sequelize: Sequelize) {
  return sequelize.define<ParticipantModel>(
    'Participant',
    {
      id,
      userId: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      status: { type: DataTypes.STRING(32), allowNull: false, defaultValue: 'in_confirmation' },
      decidedAt: { type: DataTypes.DATE, allowNull: true },
      decidedBy: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'participants' },
  );
}
