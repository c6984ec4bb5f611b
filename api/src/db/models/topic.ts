import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { id, type Row } from './row.js';

export interface TopicModel extends Row<TopicModel> {
  id: CreationOptional<number>;
  nameEn: string;
  nameAz: string;
  position: number;
}

export function defineTopic(sequelize: Sequelize) {
  return sequelize.define<TopicModel>(
    'Topic',
    {
      id,
      nameEn: { type: DataTypes.STRING(255), allowNull: false },
      nameAz: { type: DataTypes.STRING(255), allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'topics', timestamps: false },
  );
}
