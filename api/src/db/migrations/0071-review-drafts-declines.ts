import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

/**
 * Review drafts kept on the server, and assignments a reviewer declines.
 *
 * A draft lives in a table of its own rather than as an unsubmitted row of `reviews`: every
 * count of reviews (progress, "reviews complete", loads, means, exports) reads `reviews`, so a
 * draft there would be one forgotten filter away from being counted. One draft per assignment;
 * any part of it may still be missing. Submitting the review deletes it.
 *
 * A declined assignment keeps its row (the organisers read when and why) but no longer counts.
 */
export const reviewDraftsDeclines: Migration = {
  name: '0071-review-drafts-declines',
  async up({ context: qi }) {
    await qi.sequelize.transaction(async (transaction) => {
      await qi.createTable(
        'review_drafts',
        {
          assignment_id: {
            type: DataTypes.INTEGER,
            allowNull: false,
            primaryKey: true,
            references: { model: 'review_assignments', key: 'id' },
            onDelete: 'CASCADE',
          },
          originality: { type: DataTypes.SMALLINT, allowNull: true },
          relevance: { type: DataTypes.SMALLINT, allowNull: true },
          clarity: { type: DataTypes.SMALLINT, allowNull: true },
          recommendation: { type: DataTypes.STRING(16), allowNull: true },
          comment_for_author: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
          confidential_comment: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
          created_at: { type: DataTypes.DATE, allowNull: false },
          updated_at: { type: DataTypes.DATE, allowNull: false },
        },
        { transaction },
      );
      // A missing part is NULL, which passes these checks; a present one is checked like a review's.
      await qi.sequelize.query(
        `ALTER TABLE review_drafts
           ADD CONSTRAINT review_drafts_scores_range CHECK (
             originality BETWEEN 1 AND 5 AND relevance BETWEEN 1 AND 5 AND clarity BETWEEN 1 AND 5
           ),
           ADD CONSTRAINT review_drafts_recommendation
             CHECK (recommendation IN ('accept', 'revise', 'reject'))`,
        { transaction },
      );

      await qi.addColumn(
        'review_assignments',
        'declined_at',
        { type: DataTypes.DATE, allowNull: true },
        { transaction },
      );
      await qi.addColumn(
        'review_assignments',
        'decline_reason',
        { type: DataTypes.STRING(1000), allowNull: true },
        { transaction },
      );
      await qi.sequelize.query(
        `ALTER TABLE review_assignments ADD CONSTRAINT review_assignments_decline_reason
           CHECK ((declined_at IS NULL) = (decline_reason IS NULL))`,
        { transaction },
      );
    });
  },
  async down({ context: qi }) {
    await qi.sequelize.transaction(async (transaction) => {
      await qi.sequelize.query(
        'ALTER TABLE review_assignments DROP CONSTRAINT review_assignments_decline_reason',
        { transaction },
      );
      await qi.removeColumn('review_assignments', 'decline_reason', { transaction });
      await qi.removeColumn('review_assignments', 'declined_at', { transaction });
      await qi.dropTable('review_drafts', { transaction });
    });
  },
};
