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
/** timestamptz: an instant, whatever zone the server or the reader is in. */
const instant = () => ({ type: DataTypes.DATE, allowNull: false });

/**
 * The programme: rooms, sessions and slots (the organisers' working copy), published versions
 * (frozen snapshots), the notices that open each speaker's 48-hour window, speakers' timing
 * reports, and the secret calendar links of users.
 */
export const programme: Migration = {
  name: '0050-programme',
  async up({ context: qi }) {
    await qi.createTable('programme_rooms', {
      id,
      name_en: { type: DataTypes.STRING(100), allowNull: false },
      name_az: { type: DataTypes.STRING(100), allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestamps,
    });
    await qi.createTable('programme_sessions', {
      id,
      kind: { type: DataTypes.STRING(16), allowNull: false },
      topic_id: ref('topics', 'RESTRICT', true),
      title_en: { type: DataTypes.STRING(300), allowNull: false, defaultValue: '' },
      title_az: { type: DataTypes.STRING(300), allowNull: false, defaultValue: '' },
      room_id: ref('programme_rooms', 'RESTRICT'),
      chairs: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
      starts_at: instant(),
      ends_at: instant(),
      ...timestamps,
    });
    await qi.createTable('programme_slots', {
      id,
      session_id: ref('programme_sessions', 'CASCADE', true),
      room_id: ref('programme_rooms', 'RESTRICT', true),
      kind: { type: DataTypes.STRING(16), allowNull: false },
      // One talk per abstract.
      thesis_id: { ...ref('theses', 'CASCADE', true), unique: true },
      speaker_author_id: ref('thesis_authors', 'SET NULL', true),
      title_en: { type: DataTypes.STRING(300), allowNull: false, defaultValue: '' },
      title_az: { type: DataTypes.STRING(300), allowNull: false, defaultValue: '' },
      starts_at: instant(),
      ends_at: instant(),
      ...timestamps,
    });
    await qi.addIndex('programme_sessions', ['starts_at']);
    await qi.addIndex('programme_slots', ['session_id']);
    await qi.addIndex('programme_slots', ['starts_at']);

    await qi.createTable('programme_versions', {
      id,
      version: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      snapshot: { type: DataTypes.JSONB, allowNull: false },
      published_at: instant(),
      published_by: ref('users', 'SET NULL', true),
      notified_speakers: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    });
    await qi.createTable('programme_notices', {
      id,
      version_id: ref('programme_versions'),
      thesis_id: ref('theses'),
      speaker_email: { type: DataTypes.STRING(254), allowNull: false },
      notified_at: instant(),
      deadline: instant(),
    });
    await qi.addIndex('programme_notices', ['thesis_id', 'notified_at']);

    await qi.createTable('programme_timing_reports', {
      id,
      thesis_id: ref('theses'),
      version_id: ref('programme_versions'),
      user_id: ref('users'),
      message: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'open' },
      note: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      resolved_at: { type: DataTypes.DATE, allowNull: true },
      resolved_by: ref('users', 'SET NULL', true),
      created_at: instant(),
    });
    await qi.addIndex('programme_timing_reports', ['status', 'created_at']);

    await qi.createTable('calendar_links', {
      user_id: { ...ref('users'), primaryKey: true },
      // Only the SHA-256 of the secret is kept: a database leak does not leak working links.
      secret_sha256: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      created_at: instant(),
    });
  },
  async down({ context: qi }) {
    for (const table of [
      'calendar_links',
      'programme_timing_reports',
      'programme_notices',
      'programme_versions',
      'programme_slots',
      'programme_sessions',
      'programme_rooms',
    ]) {
      await qi.dropTable(table);
    }
  },
};
