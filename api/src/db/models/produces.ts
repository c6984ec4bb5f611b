import {
  DataTypes,
  type CreationOptional,
  type ModelStatic,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { id, type Row } from './row.js';
import type { BookJobStatus, BookReportEntry, CertificateKind, LetterStatus } from '@conf/common';
import type { CountryModel } from './country.js';
import type { UserModel } from './user.js';

export interface BookJobModel extends Row<BookJobModel> {
  id: CreationOptional<number>;
  status: BookJobStatus;
  /** true while queued or running, null after: a partial unique index allows one. */
  active: boolean | null;
  progress: CreationOptional<number>;
  processed: CreationOptional<number>;
  total: CreationOptional<number>;
  requestedBy: number | null;
  startedAt: CreationOptional<Date | null>;
  finishedAt: CreationOptional<Date | null>;
  heartbeatAt: CreationOptional<Date | null>;
  storedName: CreationOptional<string | null>;
  size: CreationOptional<number | null>;
  pageCount: CreationOptional<number | null>;
  included: CreationOptional<number | null>;
  problems: CreationOptional<BookReportEntry[]>;
  error: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  requester?: NonAttribute<UserModel | null>;
}

/** Passport columns are null once purged (`passportPurgedAt`). */
export interface LetterModel extends Row<LetterModel> {
  id: CreationOptional<number>;
  userId: number;
  status: CreationOptional<LetterStatus>;
  reference: CreationOptional<string | null>;
  passportName: string | null;
  passportNumber: string | null;
  passportCountryId: number | null;
  passportBirthDate: string | null;
  passportPurgedAt: CreationOptional<Date | null>;
  stayFrom: string;
  stayTo: string;
  refusalReason: CreationOptional<string | null>;
  decidedAt: CreationOptional<Date | null>;
  decidedBy: CreationOptional<number | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  user?: NonAttribute<UserModel>;
  passportCountry?: NonAttribute<CountryModel | null>;
  decider?: NonAttribute<UserModel | null>;
}

export interface CertificateModel extends Row<CertificateModel> {
  id: CreationOptional<number>;
  kind: CertificateKind;
  code: string;
  userId: number | null;
  thesisId: number | null;
  holderName: string;
  holderEmail: string;
  thesisTitle: string | null;
  holderKey: string;
  issuedAt: Date;
  issuedBy: number | null;
}

export function defineProducesModels(
  sequelize: Sequelize,
  deps: { User: ModelStatic<UserModel>; Country: ModelStatic<CountryModel> },
) {
  const BookJob = sequelize.define<BookJobModel>(
    'BookJob',
    {
      id,
      status: { type: DataTypes.STRING(16), allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: true },
      progress: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      processed: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      total: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      requestedBy: { type: DataTypes.INTEGER, allowNull: true },
      startedAt: { type: DataTypes.DATE, allowNull: true },
      finishedAt: { type: DataTypes.DATE, allowNull: true },
      heartbeatAt: { type: DataTypes.DATE, allowNull: true },
      storedName: { type: DataTypes.STRING(64), allowNull: true },
      size: {
        type: DataTypes.BIGINT,
        allowNull: true,
        get() {
          const v = this.getDataValue('size');
          return v === null ? null : Number(v);
        },
      },
      pageCount: { type: DataTypes.INTEGER, allowNull: true },
      included: { type: DataTypes.INTEGER, allowNull: true },
      problems: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      error: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'book_jobs' },
  );
  const InvitationLetter = sequelize.define<LetterModel>(
    'InvitationLetter',
    {
      id,
      userId: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'requested' },
      reference: { type: DataTypes.STRING(40), allowNull: true },
      passportName: { type: DataTypes.STRING(200), allowNull: true },
      passportNumber: { type: DataTypes.STRING(20), allowNull: true },
      passportCountryId: { type: DataTypes.INTEGER, allowNull: true },
      passportBirthDate: { type: DataTypes.DATEONLY, allowNull: true },
      passportPurgedAt: { type: DataTypes.DATE, allowNull: true },
      stayFrom: { type: DataTypes.DATEONLY, allowNull: false },
      stayTo: { type: DataTypes.DATEONLY, allowNull: false },
      refusalReason: { type: DataTypes.TEXT, allowNull: true },
      decidedAt: { type: DataTypes.DATE, allowNull: true },
      decidedBy: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'invitation_letters' },
  );
  const Certificate = sequelize.define<CertificateModel>(
    'Certificate',
    {
      id,
      kind: { type: DataTypes.STRING(16), allowNull: false },
      code: { type: DataTypes.STRING(40), allowNull: false },
      userId: { type: DataTypes.INTEGER, allowNull: true },
      thesisId: { type: DataTypes.INTEGER, allowNull: true },
      holderName: { type: DataTypes.STRING(255), allowNull: false },
      holderEmail: { type: DataTypes.STRING(254), allowNull: false },
      thesisTitle: { type: DataTypes.TEXT, allowNull: true },
      holderKey: { type: DataTypes.STRING(300), allowNull: false },
      issuedAt: { type: DataTypes.DATE, allowNull: false },
      issuedBy: { type: DataTypes.INTEGER, allowNull: true },
    },
    { tableName: 'certificates', timestamps: false },
  );
  BookJob.belongsTo(deps.User, { as: 'requester', foreignKey: 'requestedBy' });
  InvitationLetter.belongsTo(deps.User, { as: 'user', foreignKey: 'userId' });
  InvitationLetter.belongsTo(deps.User, { as: 'decider', foreignKey: 'decidedBy' });
  InvitationLetter.belongsTo(deps.Country, {
    as: 'passportCountry',
    foreignKey: 'passportCountryId',
  });
  return { BookJob, InvitationLetter, Certificate };
}
