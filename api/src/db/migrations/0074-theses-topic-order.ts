import type { Migration } from './types.js';

/**
 * Abstracts by topic read topic by topic (db/list.ts idsByParent): each topic's abstracts in id
 * order, as the list breaks ties, so a page stops at its LIMIT in each topic instead of sorting
 * all 50,000 abstracts of a large conference. (topic_id, id) serves everything (topic_id) did.
 */
export const thesesTopicOrder: Migration = {
  name: '0074-theses-topic-order',
  async up({ context: qi }) {
    await qi.sequelize.transaction(async (transaction) => {
      await qi.addIndex('theses', ['topic_id', 'id'], { name: 'theses_topic_id_idx', transaction });
      await qi.removeIndex('theses', 'theses_topic_id', { transaction });
    });
  },
  async down({ context: qi }) {
    await qi.sequelize.transaction(async (transaction) => {
      await qi.addIndex('theses', ['topic_id'], { name: 'theses_topic_id', transaction });
      await qi.removeIndex('theses', 'theses_topic_id_idx', { transaction });
    });
  },
};
