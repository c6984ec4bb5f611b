import { DataTypes, type CreationOptional, type NonAttribute, type Sequelize } from 'sequelize';
import { decision, id, notNull, timestamps } from './columns.js';
import type { Decision, Row, Timestamps } from './row.js';
import type { ParticipantStatus } from '@conf/common';
import type { UserModel } from './user.js';

export interface ParticipantModel extends Row<ParticipantModel>, Decision, Timestamps {
  id: CreationOptional<number>;
  userId: number;
  status: CreationOptional<ParticipantStatus>;
  user?: NonAttribute<UserModel>;
}

export function defineParticipant(sequelize: Sequelize) {
  return sequelize.define<ParticipantModel>(
    'Participant',
    {
      id,
      userId: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      status: notNull(DataTypes.STRING(32), 'in_confirmation'),
      ...decision(),
      ...timestamps,
    },
    { tableName: 'participants' },
  );
}
