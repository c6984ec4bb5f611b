import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true };
const ref = (
  model: string,
  onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT' = 'CASCADE',
  allowNull = false,
) => ({ type: DataTypes.INTEGER, allowNull, references: { model, key: 'id' }, onDelete });
const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};

/**
 * Book of abstracts builds (a jobs table: one build at a time, enforced by a partial unique
 * index), visa invitation letters (passport columns are nullable: they are purged) and
 * certificates with their verification codes.
 */
export const produces: Migration = {
  name: '0051-produces',
  async up({ context: qi }) {
    await qi.createTable('book_jobs', {
      id,
      status: { type: DataTypes.STRING(16), allowNull: false },
      // A constant column, unique among active builds: the database refuses a second one.
      active: { type: DataTypes.BOOLEAN, allowNull: true },
      progress: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      processed: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      total: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      requested_by: ref('users', 'SET NULL', true),
      started_at: { type: DataTypes.DATE, allowNull: true },
      finished_at: { type: DataTypes.DATE, allowNull: true },
      heartbeat_at: { type: DataTypes.DATE, allowNull: true },
      stored_name: { type: DataTypes.STRING(64), allowNull: true },
      size: { type: DataTypes.BIGINT, allowNull: true },
      page_count: { type: DataTypes.INTEGER, allowNull: true },
      included: { type: DataTypes.INTEGER, allowNull: true },
      problems: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      error: { type: DataTypes.TEXT, allowNull: true },
      ...timestamps,
    });
    await qi.addIndex('book_jobs', ['active'], {
      name: 'book_jobs_one_active',
      unique: true,
      where: { active: true },
    });

    await qi.createTable('invitation_letters', {
      id,
      user_id: ref('users'),
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'requested' },
      reference: { type: DataTypes.STRING(40), allowNull: true, unique: true },
      passport_name: { type: DataTypes.STRING(200), allowNull: true },
      passport_number: { type: DataTypes.STRING(20), allowNull: true },
      passport_country_id: ref('countries', 'SET NULL', true),
      passport_birth_date: { type: DataTypes.DATEONLY, allowNull: true },
      passport_purged_at: { type: DataTypes.DATE, allowNull: true },
      stay_from: { type: DataTypes.DATEONLY, allowNull: false },
      stay_to: { type: DataTypes.DATEONLY, allowNull: false },
      refusal_reason: { type: DataTypes.TEXT, allowNull: true },
      decided_at: { type: DataTypes.DATE, allowNull: true },
      decided_by: ref('users', 'SET NULL', true),
      ...timestamps,
    });
    await qi.addIndex('invitation_letters', ['user_id']);
    await qi.addIndex('invitation_letters', ['status', 'created_at']);

    await qi.createTable('certificates', {
      id,
      kind: { type: DataTypes.STRING(16), allowNull: false },
      code: { type: DataTypes.STRING(40), allowNull: false, unique: true },
      user_id: ref('users', 'SET NULL', true),
      thesis_id: ref('theses', 'SET NULL', true),
      holder_name: { type: DataTypes.STRING(255), allowNull: false },
      holder_email: { type: DataTypes.STRING(254), allowNull: false },
      thesis_title: { type: DataTypes.TEXT, allowNull: true },
      // What makes a certificate unique: the kind with the participant, or the talk's speaker.
      holder_key: { type: DataTypes.STRING(300), allowNull: false },
      issued_at: { type: DataTypes.DATE, allowNull: false },
      issued_by: ref('users', 'SET NULL', true),
    });
    await qi.addIndex('certificates', ['kind', 'holder_key'], { unique: true });
    await qi.addIndex('certificates', ['user_id']);
  },
  async down({ context: qi }) {
    await qi.dropTable('certificates');
    await qi.dropTable('invitation_letters');
    await qi.dropTable('book_jobs');
  },
};
