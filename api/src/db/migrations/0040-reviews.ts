import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true };
const ref = (model: string, onDelete: 'CASCADE' | 'SET NULL' = 'CASCADE', allowNull = false) => ({
  type: DataTypes.INTEGER,
  allowNull,
  references: { model, key: 'id' },
  onDelete,
});
const createdAt = { created_at: { type: DataTypes.DATE, allowNull: false } };

/**
 * Reviewing: reviewers' topics, assignments of reviewers to abstracts, one review per assignment,
 * reviewers' bookmarks, and the conflicts of interest organisers declare by hand (those that
 * follow from the data, co-authorship and institution, are computed and never stored).
 */
export const reviews: Migration = {
  name: '0040-reviews',
  async up({ context: qi }) {
    await qi.createTable('reviewer_topics', {
      user_id: { ...ref('users'), primaryKey: true },
      topic_id: { ...ref('topics'), primaryKey: true },
      ...createdAt,
    });
    await qi.addIndex('reviewer_topics', ['topic_id']);

    await qi.createTable('review_assignments', {
      id,
      thesis_id: ref('theses'),
      reviewer_id: ref('users'),
      assigned_by: ref('users', 'SET NULL', true),
      ...createdAt,
    });
    await qi.addIndex('review_assignments', ['thesis_id', 'reviewer_id'], { unique: true });
    await qi.addIndex('review_assignments', ['reviewer_id']);

    await qi.createTable('reviews', {
      id,
      // Withdrawing a reviewer who has reviewed is refused, so the cascade only follows a
      // deleted abstract or account.
      assignment_id: { ...ref('review_assignments'), unique: true },
      originality: { type: DataTypes.SMALLINT, allowNull: false },
      relevance: { type: DataTypes.SMALLINT, allowNull: false },
      clarity: { type: DataTypes.SMALLINT, allowNull: false },
      recommendation: { type: DataTypes.STRING(16), allowNull: false },
      comment_for_author: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      confidential_comment: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      // The archive version the review was saved for; 0 for an abstract without an archive.
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...createdAt,
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.sequelize.query(`
      ALTER TABLE reviews
        ADD CONSTRAINT reviews_scores_range CHECK (
          originality BETWEEN 1 AND 5 AND relevance BETWEEN 1 AND 5 AND clarity BETWEEN 1 AND 5
        ),
        ADD CONSTRAINT reviews_recommendation CHECK (recommendation IN ('accept', 'revise', 'reject'))
    `);

    await qi.createTable('review_bookmarks', {
      reviewer_id: { ...ref('users'), primaryKey: true },
      thesis_id: { ...ref('theses'), primaryKey: true },
      ...createdAt,
    });

    await qi.createTable('review_conflicts', {
      id,
      reviewer_id: ref('users'),
      thesis_id: ref('theses'),
      reason: { type: DataTypes.STRING(500), allowNull: false },
      created_by: ref('users', 'SET NULL', true),
      ...createdAt,
    });
    await qi.addIndex('review_conflicts', ['reviewer_id', 'thesis_id'], { unique: true });
    await qi.addIndex('review_conflicts', ['thesis_id']);
  },
  async down({ context: qi }) {
    for (const table of [
      'review_conflicts',
      'review_bookmarks',
      'reviews',
      'review_assignments',
      'reviewer_topics',
    ]) {
      await qi.dropTable(table);
    }
  },
};
