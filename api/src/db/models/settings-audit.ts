import { DataTypes } from 'sequelize';
import type { CreationOptional, ModelStatic, NonAttribute, Sequelize } from 'sequelize';
import { notNull, nullable } from './columns.js';
import type { Row } from './row.js';
import type { Role, SettingsSection } from '@conf/common';
import type { UserModel } from './user.js';

/** One saved section of the conference settings. */
export interface SettingModel extends Row<SettingModel> {
  section: SettingsSection;
  value: unknown;
  updatedBy: number | null;
  updatedAt: CreationOptional<Date>;
  editor?: NonAttribute<UserModel | null>;
}

/** One change an organiser or reviewer made (append-only, see migration 0030). */
export interface AuditEventModel extends Row<AuditEventModel> {
  id: CreationOptional<string>;
  createdAt: CreationOptional<Date>;
  actorId: number | null;
  actorName: string | null;
  actorRole: Role | null;
  action: string;
  resource: string;
  resourceId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export function defineSettingsAudit(sequelize: Sequelize, User: ModelStatic<UserModel>) {
  const Setting = sequelize.define<SettingModel>(
    'Setting',
    {
      section: { type: DataTypes.STRING(32), primaryKey: true },
      value: notNull(DataTypes.JSONB),
      updatedBy: nullable(DataTypes.INTEGER),
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'settings', createdAt: false },
  );
  const AuditEvent = sequelize.define<AuditEventModel>(
    'AuditEvent',
    {
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
      createdAt: DataTypes.DATE,
      actorId: nullable(DataTypes.INTEGER),
      actorName: nullable(DataTypes.STRING(255)),
      actorRole: nullable(DataTypes.STRING(16)),
      action: notNull(DataTypes.STRING(64)),
      resource: notNull(DataTypes.STRING(32)),
      resourceId: nullable(DataTypes.STRING(64)),
      before: nullable(DataTypes.JSONB),
      after: nullable(DataTypes.JSONB),
    },
    { tableName: 'audit_events', updatedAt: false },
  );
  Setting.belongsTo(User, { as: 'editor', foreignKey: 'updatedBy' });
  return { Setting, AuditEvent };
}
