import {
  DataTypes,
  type CreationOptional,
  type ModelStatic,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { id, type Row } from './row.js';
import type { AdminSessionDto, ProgrammeTimeDto, SlotKind, TimingReportStatus } from '@conf/common';
import type { ThesisAuthorModel, ThesisModel } from './thesis.js';
import type { TopicModel } from './topic.js';
import type { UserModel } from './user.js';

export interface RoomModel extends Row<RoomModel> {
  id: CreationOptional<number>;
  nameEn: string;
  nameAz: string;
  position: number;
}

export interface SessionModel
  extends
    Row<SessionModel>,
    // What an organiser edits of a session, under the names its DTO shows them.
    Omit<AdminSessionDto, 'id' | keyof ProgrammeTimeDto> {
  id: CreationOptional<number>;
  startsAt: Date;
  endsAt: Date;
  topic?: NonAttribute<TopicModel | null>;
  room?: NonAttribute<RoomModel>;
}

export interface SlotModel extends Row<SlotModel> {
  id: CreationOptional<number>;
  sessionId: number | null;
  roomId: number | null;
  kind: SlotKind;
  thesisId: number | null;
  speakerAuthorId: number | null;
  titleEn: string;
  titleAz: string;
  startsAt: Date;
  endsAt: Date;
  thesis?: NonAttribute<ThesisModel | null>;
  speaker?: NonAttribute<ThesisAuthorModel | null>;
}

/** A frozen published version; `snapshot` is a ProgrammeSnapshot (api/src/programme/snapshot.ts). */
export interface VersionModel extends Row<VersionModel> {
  id: CreationOptional<number>;
  version: number;
  snapshot: unknown;
  publishedAt: Date;
  publishedBy: number | null;
  notifiedSpeakers: CreationOptional<number>;
  publisher?: NonAttribute<UserModel | null>;
}

/** A speaker was told their slot at `notifiedAt`: their 48-hour window runs until `deadline`. */
export interface NoticeModel extends Row<NoticeModel> {
  id: CreationOptional<number>;
  versionId: number;
  thesisId: number;
  speakerEmail: string;
  notifiedAt: Date;
  deadline: Date;
}

export interface TimingReportModel extends Row<TimingReportModel> {
  id: CreationOptional<number>;
  thesisId: number;
  versionId: number;
  userId: number;
  message: string;
  status: CreationOptional<TimingReportStatus>;
  note: CreationOptional<string>;
  resolvedAt: CreationOptional<Date | null>;
  resolvedBy: CreationOptional<number | null>;
  createdAt: CreationOptional<Date>;
  thesis?: NonAttribute<ThesisModel>;
  user?: NonAttribute<UserModel>;
  version?: NonAttribute<VersionModel>;
}

export interface CalendarLinkModel extends Row<CalendarLinkModel> {
  userId: number;
  secretSha256: string;
  createdAt: CreationOptional<Date>;
}

const instant = () => ({ type: DataTypes.DATE, allowNull: false });

export function defineProgrammeModels(
  sequelize: Sequelize,
  deps: {
    User: ModelStatic<UserModel>;
    Topic: ModelStatic<TopicModel>;
    Thesis: ModelStatic<ThesisModel>;
    ThesisAuthor: ModelStatic<ThesisAuthorModel>;
  },
) {
  const ProgrammeRoom = sequelize.define<RoomModel>(
    'ProgrammeRoom',
    {
      id,
      nameEn: { type: DataTypes.STRING(100), allowNull: false },
      nameAz: { type: DataTypes.STRING(100), allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    },
    { tableName: 'programme_rooms' },
  );
  const ProgrammeSession = sequelize.define<SessionModel>(
    'ProgrammeSession',
    {
      id,
      kind: { type: DataTypes.STRING(16), allowNull: false },
      topicId: { type: DataTypes.INTEGER, allowNull: true },
      titleEn: { type: DataTypes.STRING(300), allowNull: false, defaultValue: '' },
      titleAz: { type: DataTypes.STRING(300), allowNull: false, defaultValue: '' },
      roomId: { type: DataTypes.INTEGER, allowNull: false },
      chairs: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      startsAt: instant(),
      endsAt: instant(),
    },
    { tableName: 'programme_sessions' },
  );
  const ProgrammeSlot = sequelize.define<SlotModel>(
    'ProgrammeSlot',
    {
      id,
      sessionId: { type: DataTypes.INTEGER, allowNull: true },
      roomId: { type: DataTypes.INTEGER, allowNull: true },
      kind: { type: DataTypes.STRING(16), allowNull: false },
      thesisId: { type: DataTypes.INTEGER, allowNull: true },
      speakerAuthorId: { type: DataTypes.INTEGER, allowNull: true },
      titleEn: { type: DataTypes.STRING(300), allowNull: false, defaultValue: '' },
      titleAz: { type: DataTypes.STRING(300), allowNull: false, defaultValue: '' },
      startsAt: instant(),
      endsAt: instant(),
    },
    { tableName: 'programme_slots' },
  );
  const ProgrammeVersion = sequelize.define<VersionModel>(
    'ProgrammeVersion',
    {
      id,
      version: { type: DataTypes.INTEGER, allowNull: false },
      snapshot: { type: DataTypes.JSONB, allowNull: false },
      publishedAt: instant(),
      publishedBy: { type: DataTypes.INTEGER, allowNull: true },
      notifiedSpeakers: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    },
    { tableName: 'programme_versions', timestamps: false },
  );
  const ProgrammeNotice = sequelize.define<NoticeModel>(
    'ProgrammeNotice',
    {
      id,
      versionId: { type: DataTypes.INTEGER, allowNull: false },
      thesisId: { type: DataTypes.INTEGER, allowNull: false },
      speakerEmail: { type: DataTypes.STRING(254), allowNull: false },
      notifiedAt: instant(),
      deadline: instant(),
    },
    { tableName: 'programme_notices', timestamps: false },
  );
  const TimingReport = sequelize.define<TimingReportModel>(
    'TimingReport',
    {
      id,
      thesisId: { type: DataTypes.INTEGER, allowNull: false },
      versionId: { type: DataTypes.INTEGER, allowNull: false },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      message: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'open' },
      note: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      resolvedAt: { type: DataTypes.DATE, allowNull: true },
      resolvedBy: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { tableName: 'programme_timing_reports', updatedAt: false },
  );
  const CalendarLink = sequelize.define<CalendarLinkModel>(
    'CalendarLink',
    {
      userId: { type: DataTypes.INTEGER, primaryKey: true },
      secretSha256: { type: DataTypes.STRING(64), allowNull: false },
      createdAt: DataTypes.DATE,
    },
    { tableName: 'calendar_links', updatedAt: false },
  );

  ProgrammeSession.belongsTo(deps.Topic, { as: 'topic', foreignKey: 'topicId' });
  ProgrammeSession.belongsTo(ProgrammeRoom, { as: 'room', foreignKey: 'roomId' });
  ProgrammeSlot.belongsTo(deps.Thesis, { as: 'thesis', foreignKey: 'thesisId' });
  ProgrammeSlot.belongsTo(deps.ThesisAuthor, { as: 'speaker', foreignKey: 'speakerAuthorId' });
  ProgrammeVersion.belongsTo(deps.User, { as: 'publisher', foreignKey: 'publishedBy' });
  TimingReport.belongsTo(deps.Thesis, { as: 'thesis', foreignKey: 'thesisId' });
  TimingReport.belongsTo(deps.User, { as: 'user', foreignKey: 'userId' });
  TimingReport.belongsTo(ProgrammeVersion, { as: 'version', foreignKey: 'versionId' });

  return {
    ProgrammeRoom,
    ProgrammeSession,
    ProgrammeSlot,
    ProgrammeVersion,
    ProgrammeNotice,
    TimingReport,
    CalendarLink,
  };
}
