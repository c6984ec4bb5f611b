import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

/**
 * Conference settings (one row per section, JSON validated by common's schemas) and the audit
 * trail: one append-only row per change an organiser or reviewer makes. A trigger refuses UPDATE,
 * DELETE and TRUNCATE of audit rows, whoever asks, so the application cannot rewrite history.
 */
export const settingsAudit: Migration = {
  name: '0030-settings-audit',
  async up({ context: qi }) {
    await qi.createTable('settings', {
      section: { type: DataTypes.STRING(32), primaryKey: true },
      value: { type: DataTypes.JSONB, allowNull: false },
      updated_by: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });

    await qi.createTable('audit_events', {
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
      created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      // No foreign key: a cascade from users would have to rewrite rows the trigger protects.
      actor_id: { type: DataTypes.INTEGER, allowNull: true },
      actor_name: { type: DataTypes.STRING(255), allowNull: true },
      actor_role: { type: DataTypes.STRING(16), allowNull: true },
      action: { type: DataTypes.STRING(64), allowNull: false },
      resource: { type: DataTypes.STRING(32), allowNull: false },
      resource_id: { type: DataTypes.STRING(64), allowNull: true },
      before: { type: DataTypes.JSONB, allowNull: true },
      after: { type: DataTypes.JSONB, allowNull: true },
    });
    // The audit screen filters by person, resource, action and date, newest first.
    await qi.addIndex('audit_events', ['created_at', 'id'], { name: 'audit_events_time_idx' });
    await qi.addIndex('audit_events', ['actor_id', 'created_at'], {
      name: 'audit_events_actor_idx',
    });
    await qi.addIndex('audit_events', ['resource', 'resource_id', 'created_at'], {
      name: 'audit_events_resource_idx',
    });
    await qi.addIndex('audit_events', ['action', 'created_at'], {
      name: 'audit_events_action_idx',
    });

    await qi.sequelize.query(`
      CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END;
      $$;
      CREATE TRIGGER audit_events_no_rewrite BEFORE UPDATE OR DELETE ON audit_events
        FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
      CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
        FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
    `);
  },
  async down({ context: qi }) {
    await qi.dropTable('audit_events');
    await qi.sequelize.query('DROP FUNCTION IF EXISTS audit_events_append_only()');
    await qi.dropTable('settings');
  },
};
