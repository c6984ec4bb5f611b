import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';

export interface TopicModel extends Model<
  InferAttributes<TopicModel>,
  InferCreationAttributes<TopicModel>
> {
  id: CreationOptional<number>;
  nameEn: string;
  nameAz: string;
  position: number;
}

export function defineTopic(sequelize: Sequelize) {
  return sequelize.define<TopicModel>(
    'Topic',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      nameEn: { type: DataTypes.STRING(255), allowNull: false },
      nameAz: { type: DataTypes.STRING(255), allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'topics', timestamps: false },
  );
}
