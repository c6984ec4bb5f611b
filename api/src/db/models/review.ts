import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import type { ReviewDraftDto, ReviewRecommendation } from '@conf/common';
import type { ThesisModel } from './thesis.js';
import type { TopicModel } from './topic.js';
import type { UserModel } from './user.js';

/** A topic a reviewer reviews (migration 0040-reviews). */
export interface ReviewerTopicModel extends Model<
  InferAttributes<ReviewerTopicModel>,
  InferCreationAttributes<ReviewerTopicModel>
> {
  userId: number;
  topicId: number;
  createdAt: CreationOptional<Date>;
  topic?: NonAttribute<TopicModel>;
}

/** A reviewer asked to review an abstract. */
export interface ReviewAssignmentModel extends Model<
  InferAttributes<ReviewAssignmentModel>,
  InferCreationAttributes<ReviewAssignmentModel>
> {
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
export interface ReviewModel extends Model<
  InferAttributes<ReviewModel>,
  InferCreationAttributes<ReviewModel>
> {
  id: CreationOptional<number>;
  assignmentId: number;
  originality: number;
  relevance: number;
  clarity: number;
  recommendation: ReviewRecommendation;
  commentForAuthor: string;
  confidentialComment: string;
  version: number;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  assignment?: NonAttribute<ReviewAssignmentModel>;
}

/** A reviewer's unsent review of one assignment (migration 0070); never counted as a review. */
export interface ReviewDraftModel
  extends
    Model<InferAttributes<ReviewDraftModel>, InferCreationAttributes<ReviewDraftModel>>,
    // The draft's fields are what its DTO shows, under the same names.
    Omit<ReviewDraftDto, 'updatedAt'> {
  assignmentId: number;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface ReviewBookmarkModel extends Model<
  InferAttributes<ReviewBookmarkModel>,
  InferCreationAttributes<ReviewBookmarkModel>
> {
  reviewerId: number;
  thesisId: number;
  createdAt: CreationOptional<Date>;
}

/** A conflict of interest an organiser declared by hand. */
export interface ReviewConflictModel extends Model<
  InferAttributes<ReviewConflictModel>,
  InferCreationAttributes<ReviewConflictModel>
> {
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

const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true };
const int = (extra: object = {}) => ({ type: DataTypes.INTEGER, allowNull: false, ...extra });

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
      userId: int({ primaryKey: true }),
      topicId: int({ primaryKey: true }),
      createdAt: DataTypes.DATE,
    },
    { tableName: 'reviewer_topics', updatedAt: false },
  );
  const ReviewAssignment = sequelize.define<ReviewAssignmentModel>(
    'ReviewAssignment',
    {
      id,
      thesisId: int(),
      reviewerId: int(),
      assignedBy: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE,
      declinedAt: { type: DataTypes.DATE, allowNull: true },
      declineReason: { type: DataTypes.STRING(1000), allowNull: true },
    },
    { tableName: 'review_assignments', updatedAt: false },
  );
  const Review = sequelize.define<ReviewModel>(
    'Review',
    {
      id,
      assignmentId: int(),
      originality: { type: DataTypes.SMALLINT, allowNull: false },
      relevance: { type: DataTypes.SMALLINT, allowNull: false },
      clarity: { type: DataTypes.SMALLINT, allowNull: false },
      recommendation: { type: DataTypes.STRING(16), allowNull: false },
      commentForAuthor: { type: DataTypes.TEXT, allowNull: false },
      confidentialComment: { type: DataTypes.TEXT, allowNull: false },
      version: int(),
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'reviews' },
  );
  const ReviewDraft = sequelize.define<ReviewDraftModel>(
    'ReviewDraft',
    {
      assignmentId: int({ primaryKey: true }),
      originality: { type: DataTypes.SMALLINT, allowNull: true },
      relevance: { type: DataTypes.SMALLINT, allowNull: true },
      clarity: { type: DataTypes.SMALLINT, allowNull: true },
      recommendation: { type: DataTypes.STRING(16), allowNull: true },
      commentForAuthor: { type: DataTypes.TEXT, allowNull: false },
      confidentialComment: { type: DataTypes.TEXT, allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'review_drafts' },
  );
  const ReviewBookmark = sequelize.define<ReviewBookmarkModel>(
    'ReviewBookmark',
    {
      reviewerId: int({ primaryKey: true }),
      thesisId: int({ primaryKey: true }),
      createdAt: DataTypes.DATE,
    },
    { tableName: 'review_bookmarks', updatedAt: false },
  );
  const ReviewConflict = sequelize.define<ReviewConflictModel>(
    'ReviewConflict',
    {
      id,
      reviewerId: int(),
      thesisId: int(),
      reason: { type: DataTypes.STRING(500), allowNull: false },
      createdBy: { type: DataTypes.INTEGER, allowNull: true },
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
