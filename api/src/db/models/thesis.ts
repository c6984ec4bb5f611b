import { DataTypes, type CreationOptional, type NonAttribute, type Sequelize } from 'sequelize';
import { contactColumns, id, notNull, nullable, timestamps } from './columns.js';
import type { Row, Timestamps } from './row.js';
import type { Currency, PersonProfile, ThesisStatus } from '@conf/common';
import type { CountryModel } from './country.js';
import type { PaymentModel } from './payment.js';
import type { TopicModel } from './topic.js';
import type { UserModel } from './user.js';

export interface ThesisModel extends Row<ThesisModel>, Timestamps {
  id: CreationOptional<number>;
  userId: number;
  title: string;
  topicId: number;
  keywords: string[];
  status: ThesisStatus;
  feeAmount: CreationOptional<number | null>;
  feeCurrency: CreationOptional<Currency | null>;
  submittedAt: Date;
  decidedAt: CreationOptional<Date | null>;
  /** Kept by the database (migration 0072's triggers); never written by the application. */
  reviewsComplete: CreationOptional<boolean>;
  user?: NonAttribute<UserModel>;
  topic?: NonAttribute<TopicModel>;
  authors?: NonAttribute<ThesisAuthorModel[]>;
  files?: NonAttribute<ThesisFileModel[]>;
  rejections?: NonAttribute<RejectionModel[]>;
  payments?: NonAttribute<PaymentModel[]>;
}

export interface ThesisAuthorModel extends Row<ThesisAuthorModel>, PersonProfile {
  id: CreationOptional<number>;
  thesisId: number;
  position: number;
  countryId: number;
  isCorresponding: boolean;
  country?: NonAttribute<CountryModel>;
}

export interface ThesisFileModel extends Row<ThesisFileModel> {
  id: CreationOptional<number>;
  thesisId: number;
  version: number;
  storedName: string;
  originalName: string;
  size: number;
  sha256: string;
  createdAt: CreationOptional<Date>;
}

export interface RejectionModel extends Row<RejectionModel> {
  id: CreationOptional<number>;
  thesisId: number;
  reason: string;
  adminId: number | null;
  createdAt: CreationOptional<Date>;
}

export function defineThesis(sequelize: Sequelize) {
  return sequelize.define<ThesisModel>(
    'Thesis',
    {
      id,
      userId: notNull(DataTypes.INTEGER),
      title: notNull(DataTypes.TEXT),
      topicId: notNull(DataTypes.INTEGER),
      keywords: notNull(DataTypes.ARRAY(DataTypes.STRING(60))),
      status: notNull(DataTypes.STRING(32)),
      feeAmount: nullable(DataTypes.INTEGER),
      feeCurrency: nullable(DataTypes.STRING(3)),
      submittedAt: notNull(DataTypes.DATE),
      decidedAt: nullable(DataTypes.DATE),
      reviewsComplete: notNull(DataTypes.BOOLEAN, false),
      ...timestamps,
    },
    { tableName: 'theses' },
  );
}

export function defineThesisAuthor(sequelize: Sequelize) {
  return sequelize.define<ThesisAuthorModel>(
    'ThesisAuthor',
    {
      id,
      thesisId: notNull(DataTypes.INTEGER),
      position: notNull(DataTypes.INTEGER),
      name: notNull(DataTypes.STRING(100)),
      surname: notNull(DataTypes.STRING(100)),
      email: notNull(DataTypes.STRING(254)),
      ...contactColumns,
      isCorresponding: notNull(DataTypes.BOOLEAN, false),
    },
    { tableName: 'thesis_authors', timestamps: false },
  );
}

export function defineThesisFile(sequelize: Sequelize) {
  return sequelize.define<ThesisFileModel>(
    'ThesisFile',
    {
      id,
      thesisId: notNull(DataTypes.INTEGER),
      version: notNull(DataTypes.INTEGER),
      storedName: notNull(DataTypes.STRING(64)),
      originalName: notNull(DataTypes.STRING(255)),
      // BIGINT comes back from pg as a string; the limit (50 MB) fits an integer comfortably.
      size: {
        type: DataTypes.BIGINT,
        allowNull: false,
        get() {
          return Number(this.getDataValue('size'));
        },
      },
      sha256: notNull(DataTypes.STRING(64)),
      createdAt: DataTypes.DATE,
    },
    { tableName: 'thesis_files', updatedAt: false },
  );
}

export function defineRejection(sequelize: Sequelize) {
  return sequelize.define<RejectionModel>(
    'Rejection',
    {
      id,
      thesisId: notNull(DataTypes.INTEGER),
      reason: notNull(DataTypes.TEXT),
      adminId: nullable(DataTypes.INTEGER),
      createdAt: DataTypes.DATE,
    },
    { tableName: 'rejections', updatedAt: false },
  );
}
