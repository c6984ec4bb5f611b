import { DataTypes } from 'sequelize';
import type { CreationOptional, ModelStatic, NonAttribute, Sequelize } from 'sequelize';
import { id, idKey, notNull, nullable, timestamps } from './columns.js';
import type { Row, Timestamps } from './row.js';
import type { ReviewDraftDto, ReviewRecommendation } from '@conf/common';
import type { ThesisModel } from './thesis.js';
import type { TopicModel } from './topic.js';
import type { UserModel } from './user.js';

/** A topic a reviewer reviews (migration 0040-reviews). */
export interface ReviewerTopicModel extends Row<ReviewerTopicModel> {
  userId: number;
  topicId: number;
  createdAt: CreationOptional<Date>;
  topic?: NonAttribute<TopicModel>;
}

/** A reviewer asked to review an abstract. */
export interface ReviewAssignmentModel extends Row<ReviewAssignmentModel> {
  id: CreationOptional<number>;
  thesisId: number;
  reviewerId: number;
  assignedBy: number | null;
  createdAt: CreationOptional<Date>;
  /** Set when the reviewer declined (migration 0070): the row stays, for the record. */
  declinedAt: CreationOptional<Date | null>;
  declineReason: CreationOptional<string | null>;
  review?: NonAttribute<ReviewModel | null>;
  draft?: NonAttribute<ReviewDraftModel | null>;
  reviewer?: NonAttribute<UserModel>;
  assigner?: NonAttribute<UserModel | null>;
  thesis?: NonAttribute<ThesisModel>;
}

/** The review of one assignment. */
export interface ReviewModel extends Row<ReviewModel>, Timestamps {
  id: CreationOptional<number>;
  assignmentId: number;
  originality: number;
  relevance: number;
  clarity: number;
  recommendation: ReviewRecommendation;
  commentForAuthor: string;
  confidentialComment: string;
  version: number;
  assignment?: NonAttribute<ReviewAssignmentModel>;
}

/** A reviewer's unsent review of one assignment (migration 0070); never counted as a review. */
export interface ReviewDraftModel
  extends
    Row<ReviewDraftModel>,
    Timestamps,
    // The draft's fields are what its DTO shows, under the same names.
    Omit<ReviewDraftDto, 'updatedAt'> {
  assignmentId: number;
}

export interface ReviewBookmarkModel extends Row<ReviewBookmarkModel> {
  reviewerId: number;
  thesisId: number;
  createdAt: CreationOptional<Date>;
}

/** A conflict of interest an organiser declared by hand. */
export interface ReviewConflictModel extends Row<ReviewConflictModel> {
  id: CreationOptional<number>;
  reviewerId: number;
  thesisId: number;
  reason: string;
  createdBy: number | null;
  createdAt: CreationOptional<Date>;
  reviewer?: NonAttribute<UserModel>;
  thesis?: NonAttribute<ThesisModel>;
  creator?: NonAttribute<UserModel | null>;
}

export function defineReviewModels(
  sequelize: Sequelize,
  {
    User,
    Thesis,
    Topic,
  }: {
    User: ModelStatic<UserModel>;
    Thesis: ModelStatic<ThesisModel>;
    Topic: ModelStatic<TopicModel>;
  },
) {
  const ReviewerTopic = sequelize.define<ReviewerTopicModel>(
    'ReviewerTopic',
    {
      userId: idKey(),
      topicId: idKey(),
      createdAt: DataTypes.DATE,
    },
    { tableName: 'reviewer_topics', updatedAt: false },
  );
  const ReviewAssignment = sequelize.define<ReviewAssignmentModel>(
    'ReviewAssignment',
    {
      id,
      thesisId: notNull(DataTypes.INTEGER),
      reviewerId: notNull(DataTypes.INTEGER),
      assignedBy: nullable(DataTypes.INTEGER),
      createdAt: DataTypes.DATE,
      declinedAt: nullable(DataTypes.DATE),
      declineReason: nullable(DataTypes.STRING(1000)),
    },
    { tableName: 'review_assignments', updatedAt: false },
  );
  const Review = sequelize.define<ReviewModel>(
    'Review',
    {
      id,
      assignmentId: notNull(DataTypes.INTEGER),
      originality: notNull(DataTypes.SMALLINT),
      relevance: notNull(DataTypes.SMALLINT),
      clarity: notNull(DataTypes.SMALLINT),
      recommendation: notNull(DataTypes.STRING(16)),
      commentForAuthor: notNull(DataTypes.TEXT),
      confidentialComment: notNull(DataTypes.TEXT),
      version: notNull(DataTypes.INTEGER),
      ...timestamps,
    },
    { tableName: 'reviews' },
  );
  const ReviewDraft = sequelize.define<ReviewDraftModel>(
    'ReviewDraft',
    {
      assignmentId: idKey(),
      originality: nullable(DataTypes.SMALLINT),
      relevance: nullable(DataTypes.SMALLINT),
      clarity: nullable(DataTypes.SMALLINT),
      recommendation: nullable(DataTypes.STRING(16)),
      commentForAuthor: notNull(DataTypes.TEXT),
      confidentialComment: notNull(DataTypes.TEXT),
      ...timestamps,
    },
    { tableName: 'review_drafts' },
  );
  const ReviewBookmark = sequelize.define<ReviewBookmarkModel>(
    'ReviewBookmark',
    {
      reviewerId: idKey(),
      thesisId: idKey(),
      createdAt: DataTypes.DATE,
    },
    { tableName: 'review_bookmarks', updatedAt: false },
  );
  const ReviewConflict = sequelize.define<ReviewConflictModel>(
    'ReviewConflict',
    {
      id,
      reviewerId: notNull(DataTypes.INTEGER),
      thesisId: notNull(DataTypes.INTEGER),
      reason: notNull(DataTypes.STRING(500)),
      createdBy: nullable(DataTypes.INTEGER),
      createdAt: DataTypes.DATE,
    },
    { tableName: 'review_conflicts', updatedAt: false },
  );

  ReviewerTopic.belongsTo(Topic, { as: 'topic', foreignKey: 'topicId' });
  ReviewAssignment.hasOne(Review, { as: 'review', foreignKey: 'assignmentId' });
  ReviewAssignment.hasOne(ReviewDraft, { as: 'draft', foreignKey: 'assignmentId' });
  ReviewAssignment.belongsTo(User, { as: 'reviewer', foreignKey: 'reviewerId' });
  ReviewAssignment.belongsTo(User, { as: 'assigner', foreignKey: 'assignedBy' });
  ReviewAssignment.belongsTo(Thesis, { as: 'thesis', foreignKey: 'thesisId' });
  Review.belongsTo(ReviewAssignment, { as: 'assignment', foreignKey: 'assignmentId' });
  ReviewConflict.belongsTo(User, { as: 'reviewer', foreignKey: 'reviewerId' });
  ReviewConflict.belongsTo(User, { as: 'creator', foreignKey: 'createdBy' });
  ReviewConflict.belongsTo(Thesis, { as: 'thesis', foreignKey: 'thesisId' });

  return {
    ReviewerTopic,
    ReviewAssignment,
    Review,
    ReviewDraft,
    ReviewBookmark,
    ReviewConflict,
  };
}
