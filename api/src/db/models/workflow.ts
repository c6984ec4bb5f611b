import type { Sequelize } from 'sequelize';
import { defineActivity } from './activity.js';
import type { defineCountry } from './country.js';
import { defineParticipant } from './participant.js';
import { definePayment } from './payment.js';
import { defineRejection, defineThesis, defineThesisAuthor, defineThesisFile } from './thesis.js';
import { defineTopic } from './topic.js';
import type { defineUser } from './user.js';

/** The author workflow's models and their associations, defined on the app's Sequelize instance. */
export function defineWorkflowModels(
  sequelize: Sequelize,
  {
    User,
    Country,
  }: { User: ReturnType<typeof defineUser>; Country: ReturnType<typeof defineCountry> },
) {
  const Topic = defineTopic(sequelize);
  const Participant = defineParticipant(sequelize);
  const Thesis = defineThesis(sequelize);
  const ThesisAuthor = defineThesisAuthor(sequelize);
  const ThesisFile = defineThesisFile(sequelize);
  const Rejection = defineRejection(sequelize);
  const Payment = definePayment(sequelize);
  const Activity = defineActivity(sequelize);

  Participant.belongsTo(User, { as: 'user', foreignKey: 'userId' });
  Thesis.belongsTo(User, { as: 'user', foreignKey: 'userId' });
  Thesis.belongsTo(Topic, { as: 'topic', foreignKey: 'topicId' });
  Thesis.hasMany(ThesisAuthor, { as: 'authors', foreignKey: 'thesisId' });
  Thesis.hasMany(ThesisFile, { as: 'files', foreignKey: 'thesisId' });
  Thesis.hasMany(Rejection, { as: 'rejections', foreignKey: 'thesisId' });
  Thesis.hasMany(Payment, { as: 'payments', foreignKey: 'thesisId' });
  ThesisAuthor.belongsTo(Country, { as: 'country', foreignKey: 'countryId' });
  Payment.belongsTo(Thesis, { as: 'thesis', foreignKey: 'thesisId' });
  Payment.belongsTo(User, { as: 'user', foreignKey: 'userId' });
  Activity.belongsTo(User, { as: 'user', foreignKey: 'userId' });
  Activity.belongsTo(Thesis, { as: 'thesis', foreignKey: 'thesisId' });

  return { Topic, Participant, Thesis, ThesisAuthor, ThesisFile, Rejection, Payment, Activity };
}
