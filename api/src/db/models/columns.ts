import { DataTypes, type DataType } from 'sequelize';
import { LOCALES, type Locale } from '@conf/common';
import type { Translated } from './row.js';

/*
 * The words the models describe their columns with. A model states each column's type and
 * whether it may be null, as its migration made it; the migrations alone own the schema (keys,
 * foreign keys, indexes), so nothing here reaches the database.
 */

/** The serial primary key of (nearly) every table. */
export const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true };

/** Another row's id as this table's primary key, or as a part of it. */
export const idKey = () => ({ type: DataTypes.INTEGER, allowNull: false, primaryKey: true });

/** A NOT NULL column; `defaultValue` is what a new row gets when it names no value. */
export function notNull<T extends DataType>(type: T, defaultValue?: unknown) {
  return defaultValue === undefined
    ? { type, allowNull: false }
    : { type, allowNull: false, defaultValue };
}

/** A column that may be null. */
export function nullable<T extends DataType>(type: T) {
  return { type, allowNull: true };
}

/** A JSONB list, empty on a new row. */
export const jsonList = () => notNull(DataTypes.JSONB, []);

/** Filled by Sequelize on create and on every save (the app's `define: { timestamps: true }`). */
export const timestamps = { createdAt: DataTypes.DATE, updatedAt: DataTypes.DATE };

/** When an organiser decided on a request, and who: both null until then. */
export const decision = () => ({
  decidedAt: nullable(DataTypes.DATE),
  decidedBy: nullable(DataTypes.INTEGER),
});

/**
 * A text kept once per language of the conference, NOT NULL: ('title', 300) is `titleEn` and
 * `titleAz`, each a VARCHAR(300).
 */
export function translated<Name extends string>(name: Name, length: number, defaultValue?: string) {
  // One object per column: Sequelize writes the attribute's field name into it.
  const column = () => notNull(DataTypes.STRING(length), defaultValue);
  return Object.fromEntries(
    LOCALES.map((locale) => [name + capitalised(locale), column()]),
  ) as Record<keyof Translated<Name>, ReturnType<typeof column>>;
}

const capitalised = (locale: Locale) => locale.charAt(0).toUpperCase() + locale.slice(1);

/**
 * The country and contact columns of a person's profile (common PersonProfile): a user's and an
 * abstract author's, with the same widths.
 */
export const contactColumns = {
  countryId: notNull(DataTypes.INTEGER),
  city: notNull(DataTypes.STRING(100)),
  institution: notNull(DataTypes.STRING(255)),
  phonePrefix: notNull(DataTypes.STRING(16)),
  phone: notNull(DataTypes.STRING(32)),
  academicDegree: notNull(DataTypes.STRING(32)),
  academicTitle: notNull(DataTypes.STRING(32)),
};
