import {
  DataTypes,
  type CreationOptional,
  type ModelStatic,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { id, jsonList, notNull, nullable, translated } from './columns.js';
import type { Row, Translated } from './row.js';
import type { AdminSessionDto, ProgrammeTimeDto, SlotKind, TimingReportStatus } from '@conf/common';
import type { ThesisAuthorModel, ThesisModel } from './thesis.js';
import type { TopicModel } from './topic.js';
import type { UserModel } from './user.js';

export interface RoomModel extends Row<RoomModel>, Translated<'name'> {
  id: CreationOptional<number>;
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

export interface SlotModel extends Row<SlotModel>, Translated<'title'> {
  id: CreationOptional<number>;
  sessionId: number | null;
  roomId: number | null;
  kind: SlotKind;
  thesisId: number | null;
  speakerAuthorId: number | null;
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
      ...translated('name', 100),
      position: notNull(DataTypes.INTEGER, 0),
    },
    { tableName: 'programme_rooms' },
  );
  const ProgrammeSession = sequelize.define<SessionModel>(
    'ProgrammeSession',
    {
      id,
      kind: notNull(DataTypes.STRING(16)),
      topicId: nullable(DataTypes.INTEGER),
      ...translated('title', 300, ''),
      roomId: notNull(DataTypes.INTEGER),
      chairs: jsonList(),
      startsAt: notNull(DataTypes.DATE),
      endsAt: notNull(DataTypes.DATE),
    },
    { tableName: 'programme_sessions' },
  );
  const ProgrammeSlot = sequelize.define<SlotModel>(
    'ProgrammeSlot',
    {
      id,
      sessionId: nullable(DataTypes.INTEGER),
      roomId: nullable(DataTypes.INTEGER),
      kind: notNull(DataTypes.STRING(16)),
      thesisId: nullable(DataTypes.INTEGER),
      speakerAuthorId: nullable(DataTypes.INTEGER),
      ...translated('title', 300, ''),
      startsAt: notNull(DataTypes.DATE),
      endsAt: notNull(DataTypes.DATE),
    },
    { tableName: 'programme_slots' },
  );
  const ProgrammeVersion = sequelize.define<VersionModel>(
    'ProgrammeVersion',
    {
      id,
      version: notNull(DataTypes.INTEGER),
      snapshot: notNull(DataTypes.JSONB),
      publishedAt: notNull(DataTypes.DATE),
      publishedBy: nullable(DataTypes.INTEGER),
      notifiedSpeakers: notNull(DataTypes.INTEGER, 0),
    },
    { tableName: 'programme_versions', timestamps: false },
  );
  const ProgrammeNotice = sequelize.define<NoticeModel>(
    'ProgrammeNotice',
    {
      id,
      versionId: notNull(DataTypes.INTEGER),
      thesisId: notNull(DataTypes.INTEGER),
      speakerEmail: notNull(DataTypes.STRING(254)),
      notifiedAt: notNull(DataTypes.DATE),
      deadline: notNull(DataTypes.DATE),
    },
    { tableName: 'programme_notices', timestamps: false },
  );
  const TimingReport = sequelize.define<TimingReportModel>(
    'TimingReport',
    {
      id,
      thesisId: notNull(DataTypes.INTEGER),
      versionId: notNull(DataTypes.INTEGER),
      userId: notNull(DataTypes.INTEGER),
      message: notNull(DataTypes.TEXT),
      status: notNull(DataTypes.STRING(16), 'open'),
      note: notNull(DataTypes.TEXT, ''),
      resolvedAt: nullable(DataTypes.DATE),
      resolvedBy: nullable(DataTypes.INTEGER),
      createdAt: DataTypes.DATE,
    },
    { tableName: 'programme_timing_reports', updatedAt: false },
  );
  const CalendarLink = sequelize.define<CalendarLinkModel>(
    'CalendarLink',
    {
      userId: { type: DataTypes.INTEGER, primaryKey: true },
      secretSha256: notNull(DataTypes.STRING(64)),
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
