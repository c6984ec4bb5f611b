import { DataTypes } from 'sequelize';
import type { CreationOptional, ModelStatic, NonAttribute, Sequelize } from 'sequelize';
import { decision, id, jsonList, notNull, nullable, timestamps } from './columns.js';
import type { Decision, Row, Timestamps } from './row.js';
import type { BookJobStatus, BookReportEntry, CertificateKind, LetterStatus } from '@conf/common';
import type { CountryModel } from './country.js';
import type { UserModel } from './user.js';

export interface BookJobModel extends Row<BookJobModel>, Timestamps {
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
  requester?: NonAttribute<UserModel | null>;
}

/** Passport columns are null once purged (`passportPurgedAt`). */
export interface LetterModel extends Row<LetterModel>, Decision, Timestamps {
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
      status: notNull(DataTypes.STRING(16)),
      active: nullable(DataTypes.BOOLEAN),
      progress: notNull(DataTypes.INTEGER, 0),
      processed: notNull(DataTypes.INTEGER, 0),
      total: notNull(DataTypes.INTEGER, 0),
      requestedBy: nullable(DataTypes.INTEGER),
      startedAt: nullable(DataTypes.DATE),
      finishedAt: nullable(DataTypes.DATE),
      heartbeatAt: nullable(DataTypes.DATE),
      storedName: nullable(DataTypes.STRING(64)),
      size: {
        type: DataTypes.BIGINT,
        allowNull: true,
        get() {
          const v = this.getDataValue('size');
          return v === null ? null : Number(v);
        },
      },
      pageCount: nullable(DataTypes.INTEGER),
      included: nullable(DataTypes.INTEGER),
      problems: jsonList(),
      error: nullable(DataTypes.TEXT),
      ...timestamps,
    },
    { tableName: 'book_jobs' },
  );
  const InvitationLetter = sequelize.define<LetterModel>(
    'InvitationLetter',
    {
      id,
      userId: notNull(DataTypes.INTEGER),
      status: notNull(DataTypes.STRING(16), 'requested'),
      reference: nullable(DataTypes.STRING(40)),
      passportName: nullable(DataTypes.STRING(200)),
      passportNumber: nullable(DataTypes.STRING(20)),
      passportCountryId: nullable(DataTypes.INTEGER),
      passportBirthDate: nullable(DataTypes.DATEONLY),
      passportPurgedAt: nullable(DataTypes.DATE),
      stayFrom: notNull(DataTypes.DATEONLY),
      stayTo: notNull(DataTypes.DATEONLY),
      refusalReason: nullable(DataTypes.TEXT),
      ...decision(),
      ...timestamps,
    },
    { tableName: 'invitation_letters' },
  );
  const Certificate = sequelize.define<CertificateModel>(
    'Certificate',
    {
      id,
      kind: notNull(DataTypes.STRING(16)),
      code: notNull(DataTypes.STRING(40)),
      userId: nullable(DataTypes.INTEGER),
      thesisId: nullable(DataTypes.INTEGER),
      holderName: notNull(DataTypes.STRING(255)),
      holderEmail: notNull(DataTypes.STRING(254)),
      thesisTitle: nullable(DataTypes.TEXT),
      holderKey: notNull(DataTypes.STRING(300)),
      issuedAt: notNull(DataTypes.DATE),
      issuedBy: nullable(DataTypes.INTEGER),
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
