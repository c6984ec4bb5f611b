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

/**
 * The country and contact columns of a person's profile (common PersonProfile): a user's and an
 * abstract author's, with the same widths.
 */
export const contactColumns = {
  countryId: { type: DataTypes.INTEGER, allowNull: false },
  city: { type: DataTypes.STRING(100), allowNull: false },
  institution: { type: DataTypes.STRING(255), allowNull: false },
  phonePrefix: { type: DataTypes.STRING(16), allowNull: false },
  phone: { type: DataTypes.STRING(32), allowNull: false },
  academicDegree: { type: DataTypes.STRING(32), allowNull: false },
  academicTitle: { type: DataTypes.STRING(32), allowNull: false },
};

/** The serial primary key of (nearly) every table. */
export const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true };
