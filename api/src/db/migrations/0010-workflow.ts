import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true };
const ref = (
  model: string,
  onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT' = 'CASCADE',
  allowNull = false,
) => ({
  type: DataTypes.INTEGER,
  allowNull,
  references: { model, key: 'id' },
  onDelete,
});
const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};

/** The conference topics (sections), in the order the programme lists them. */
const TOPICS: [string, string][] = [
  ['Algebra and geometry', 'Cəbr və həndəsə'],
  ['Real and complex analysis', 'Həqiqi və kompleks analiz'],
  ['Differential equations', 'Diferensial tənliklər'],
  ['Functional analysis', 'Funksional analiz'],
  ['Probability theory and mathematical statistics', 'Ehtimal nəzəriyyəsi və riyazi statistika'],
  ['Mathematical physics', 'Riyazi fizika'],
  ['Theoretical mechanics', 'Nəzəri mexanika'],
  ['Mechanics of deformable solids', 'Deformasiya olunan bərk cisim mexanikası'],
  ['Fluid and gas mechanics', 'Maye və qaz mexanikası'],
  ['Computational mathematics', 'Hesablama riyaziyyatı'],
  ['Control and optimisation', 'İdarəetmə və optimallaşdırma'],
];

/** The author workflow: topics, participants, abstracts with authors, files and rejections, payments, activity. */
export const workflow: Migration = {
  name: '0010-workflow',
  async up({ context: qi }) {
    await qi.createTable('topics', {
      id,
      name_en: { type: DataTypes.STRING(255), allowNull: false },
      name_az: { type: DataTypes.STRING(255), allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    });
    await qi.bulkInsert(
      'topics',
      TOPICS.map(([en, az], i) => ({ name_en: en, name_az: az, position: i + 1 })),
    );

    await qi.createTable('participants', {
      id,
      user_id: { ...ref('users'), unique: true },
      status: { type: DataTypes.STRING(32), allowNull: false, defaultValue: 'in_confirmation' },
      decided_at: { type: DataTypes.DATE, allowNull: true },
      decided_by: ref('users', 'SET NULL', true),
      ...timestamps,
    });
    await qi.addIndex('participants', ['status']);

    await qi.createTable('theses', {
      id,
      user_id: ref('users'),
      title: { type: DataTypes.TEXT, allowNull: false },
      topic_id: ref('topics', 'RESTRICT'),
      keywords: { type: DataTypes.ARRAY(DataTypes.STRING(60)), allowNull: false },
      status: { type: DataTypes.STRING(32), allowNull: false },
      // The fee fixed when the abstract is accepted, so a later profile edit cannot change it.
      fee_amount: { type: DataTypes.INTEGER, allowNull: true },
      fee_currency: { type: DataTypes.STRING(3), allowNull: true },
      submitted_at: { type: DataTypes.DATE, allowNull: false },
      decided_at: { type: DataTypes.DATE, allowNull: true },
      ...timestamps,
    });
    await qi.addIndex('theses', ['user_id']);
    await qi.addIndex('theses', ['status']);
    await qi.addIndex('theses', ['topic_id']);

    await qi.createTable('thesis_authors', {
      id,
      thesis_id: ref('theses'),
      position: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(100), allowNull: false },
      surname: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      country_id: ref('countries', 'RESTRICT'),
      city: { type: DataTypes.STRING(100), allowNull: false },
      institution: { type: DataTypes.STRING(255), allowNull: false },
      phone_prefix: { type: DataTypes.STRING(16), allowNull: false },
      phone: { type: DataTypes.STRING(32), allowNull: false },
      academic_degree: { type: DataTypes.STRING(32), allowNull: false },
      academic_title: { type: DataTypes.STRING(32), allowNull: false },
      is_corresponding: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    });
    await qi.addIndex('thesis_authors', ['thesis_id', 'position'], { unique: true });

    await qi.createTable('thesis_files', {
      id,
      thesis_id: ref('theses'),
      version: { type: DataTypes.INTEGER, allowNull: false },
      stored_name: { type: DataTypes.STRING(64), allowNull: false },
      original_name: { type: DataTypes.STRING(255), allowNull: false },
      size: { type: DataTypes.BIGINT, allowNull: false },
      sha256: { type: DataTypes.STRING(64), allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('thesis_files', ['thesis_id', 'version'], { unique: true });

    await qi.createTable('rejections', {
      id,
      thesis_id: ref('theses'),
      reason: { type: DataTypes.TEXT, allowNull: false },
      admin_id: ref('users', 'SET NULL', true),
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('rejections', ['thesis_id']);

    await qi.createTable('payments', {
      id,
      thesis_id: ref('theses'),
      user_id: ref('users'),
      amount: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
      receipt_stored_name: { type: DataTypes.STRING(64), allowNull: false },
      receipt_original_name: { type: DataTypes.STRING(255), allowNull: false },
      receipt_mime: { type: DataTypes.STRING(64), allowNull: false },
      receipt_size: { type: DataTypes.INTEGER, allowNull: false },
      reason: { type: DataTypes.TEXT, allowNull: true },
      decided_at: { type: DataTypes.DATE, allowNull: true },
      decided_by: ref('users', 'SET NULL', true),
      ...timestamps,
    });
    await qi.addIndex('payments', ['thesis_id']);
    await qi.addIndex('payments', ['status']);

    await qi.createTable('activities', {
      id,
      type: { type: DataTypes.STRING(32), allowNull: false },
      user_id: ref('users', 'CASCADE', true),
      thesis_id: ref('theses', 'CASCADE', true),
      payment_id: ref('payments', 'CASCADE', true),
      participant_id: ref('participants', 'CASCADE', true),
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('activities', ['created_at']);
  },
  async down({ context: qi }) {
    for (const table of [
      'activities',
      'payments',
      'rejections',
      'thesis_files',
      'thesis_authors',
      'theses',
      'participants',
      'topics',
    ]) {
      await qi.dropTable(table);
    }
  },
};
