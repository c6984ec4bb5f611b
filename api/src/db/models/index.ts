import type { Sequelize } from 'sequelize';
import { defineCountry } from './country.js';
import { defineLanguage } from './language.js';
import { defineMailedLink } from './mailed-link.js';
import { defineMessage } from './message.js';
import { defineNews } from './news.js';
import { definePage } from './page.js';
import { defineReviewModels } from './review.js';
import { defineSettingsAudit } from './settings-audit.js';
import { defineUser } from './user.js';
import { defineWorkflowModels } from './workflow.js';
import { defineProgrammeModels } from './programme.js';
import { defineProducesModels } from './produces.js';

/**
 * Defines every model on one Sequelize instance (no module-level model classes, so two apps in
 * one process never share state). A domain adds its models here and its associations below.
 */
export function createModels(sequelize: Sequelize) {
  const Language = defineLanguage(sequelize);
  const Country = defineCountry(sequelize);
  const User = defineUser(sequelize);
  const PasswordReset = defineMailedLink(sequelize, 'PasswordReset');
  const EmailConfirmation = defineMailedLink(sequelize, 'EmailConfirmation');
  const Page = definePage(sequelize);
  const News = defineNews(sequelize);

  User.belongsTo(Country, { as: 'country', foreignKey: 'countryId' });
  PasswordReset.belongsTo(User, { as: 'user', foreignKey: 'userId' });
  const Message = defineMessage(sequelize);
  Message.belongsTo(User, { as: 'user', foreignKey: 'userId' });

  const workflow = defineWorkflowModels(sequelize, { User, Country });
  const { Setting, AuditEvent } = defineSettingsAudit(sequelize, User);
  const reviews = defineReviewModels(sequelize, { User, ...workflow });
  const programme = defineProgrammeModels(sequelize, { User, ...workflow });
  const produces = defineProducesModels(sequelize, { User, Country });
  return {
    sequelize,
    Language,
    Country,
    User,
    PasswordReset,
    EmailConfirmation,
    Page,
    News,
    Message,
    Setting,
    AuditEvent,
    ...workflow,
    ...reviews,
    ...programme,
    ...produces,
  };
}

export type Models = ReturnType<typeof createModels>;
