import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { id, notNull, translated } from './columns.js';
import type { Row, Translated } from './row.js';

export interface TopicModel extends Row<TopicModel>, Translated<'name'> {
  id: CreationOptional<number>;
  position: number;
}

export function defineTopic(sequelize: Sequelize) {
  return sequelize.define<TopicModel>(
    'Topic',
    {
      id,
      ...translated('name', 255),
      position: notNull(DataTypes.INTEGER),
    },
    { tableName: 'topics', timestamps: false },
  );
}
