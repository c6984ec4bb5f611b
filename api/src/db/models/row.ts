import type { CreationOptional, InferAttributes, InferCreationAttributes, Model } from 'sequelize';
import type { Locale } from '@conf/common';

/**
 * A table's row as its model interface declares it: the interface's own attributes, with those
 * marked CreationOptional left out when a row is created. The groups below are the attributes of
 * the column groups of the same names in columns.ts, for the interfaces to extend.
 */
export type Row<M extends Model> = Model<InferAttributes<M>, InferCreationAttributes<M>>;

/** `timestamps`: kept by Sequelize. */
export interface Timestamps {
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** `decision()`: who decided on a request and when, null until then. */
export interface Decision {
  decidedAt: CreationOptional<Date | null>;
  decidedBy: CreationOptional<number | null>;
}

/** `translated(name, …)`: the text in each language of the conference (`nameEn`, `nameAz`). */
export type Translated<Name extends string> = Record<`${Name}${Capitalize<Locale>}`, string>;
