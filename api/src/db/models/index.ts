import type { Sequelize } from 'sequelize';
import { defineCountry } from './country.js';
import { defineLanguage } from './language.js';
import { definePasswordReset } from './password-reset.js';
import { defineUser } from './user.js';

/**
 * Defines every model on one Sequelize instance (no module-level model classes, so two apps in
 * one process never share state). A domain adds its models here and its associations below.
 */
export function createModels(sequelize: Sequelize) {
  const Language = defineLanguage(sequelize);
  const Country = defineCountry(sequelize);
  const User = defineUser(sequelize);
  const PasswordReset = definePasswordReset(sequelize);

  User.belongsTo(Country, { as: 'country', foreignKey: 'countryId' });
  PasswordReset.belongsTo(User, { as: 'user', foreignKey: 'userId' });

  return { sequelize, Language, Country, User, PasswordReset };
}

export type Models = ReturnType<typeof createModels>;
