import {
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
} from 'sequelize';

/**
 * A table's row as its model interface declares it: the interface's own attributes, with those
 * marked CreationOptional left out when a row is created.
 */
export type Row<M extends Model> = Model<InferAttributes<M>, InferCreationAttributes<M>>;

/** The serial primary key of (nearly) every table. */
export const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true };
