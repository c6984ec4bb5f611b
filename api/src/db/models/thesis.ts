import { DataTypes, type CreationOptional, type NonAttribute, type Sequelize } from 'sequelize';
import { contactColumns, id, type Row } from './row.js';
import type { Currency, PersonProfile, ThesisStatus } from '@conf/common';
import type { CountryModel } from './country.js';
import type { PaymentModel } from './payment.js';
import type { TopicModel } from './topic.js';
import type { UserModel } from './user.js';

export interface ThesisModel extends Row<ThesisModel> {
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
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
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
      userId: { type: DataTypes.INTEGER, allowNull: false },
      title: { type: DataTypes.TEXT, allowNull: false },
      topicId: { type: DataTypes.INTEGER, allowNull: false },
      keywords: { type: DataTypes.ARRAY(DataTypes.STRING(60)), allowNull: false },
      status: { type: DataTypes.STRING(32), allowNull: false },
      feeAmount: { type: DataTypes.INTEGER, allowNull: true },
      feeCurrency: { type: DataTypes.STRING(3), allowNull: true },
      submittedAt: { type: DataTypes.DATE, allowNull: false },
      decidedAt: { type: DataTypes.DATE, allowNull: true },
      reviewsComplete: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'theses' },
  );
}

export function defineThesisAuthor(sequelize: Sequelize) {
  return sequelize.define<ThesisAuthorModel>(
    'ThesisAuthor',
    {
      id,
      thesisId: { type: DataTypes.INTEGER, allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(100), allowNull: false },
      surname: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      ...contactColumns,
      isCorresponding: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    },
    { tableName: 'thesis_authors', timestamps: false },
  );
}

export function defineThesisFile(sequelize: Sequelize) {
  return sequelize.define<ThesisFileModel>(
    'ThesisFile',
    {
      id,
      thesisId: { type: DataTypes.INTEGER, allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      storedName: { type: DataTypes.STRING(64), allowNull: false },
      originalName: { type: DataTypes.STRING(255), allowNull: false },
      // BIGINT comes back from pg as a string; the limit (50 MB) fits an integer comfortably.
      size: {
        type: DataTypes.BIGINT,
        allowNull: false,
        get() {
          return Number(this.getDataValue('size'));
        },
      },
      sha256: { type: DataTypes.STRING(64), allowNull: false },
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
      thesisId: { type: DataTypes.INTEGER, allowNull: false },
      reason: { type: DataTypes.TEXT, allowNull: false },
      adminId: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { tableName: 'rejections', updatedAt: false },
  );
}
