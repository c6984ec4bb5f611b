import { DataTypes } from 'sequelize';
import type { Migration } from './types.js';

/**
 * What the security review asked of accounts: a confirmed address (accounts that exist already
 * count as confirmed), mailed confirmation links, a per-account count of wrong current passwords,
 * and indexes for "every other link of this user" and "messages this user sent lately" (quotas).
 */
export const accountSecurity: Migration = {
  name: '0031-account-security',
  async up({ context: qi }) {
    await qi.addColumn('users', 'email_confirmed_at', { type: DataTypes.DATE, allowNull: true });
    await qi.sequelize.query('UPDATE users SET email_confirmed_at = created_at');
    await qi.addColumn('users', 'password_failures', {
      type: DataTypes.INTEGER,
      allowNull: false,
      defaultValue: 0,
    });
    await qi.addColumn('users', 'password_failures_since', {
      type: DataTypes.DATE,
      allowNull: true,
    });
    await qi.createTable('email_confirmations', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      used_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('email_confirmations', ['user_id']);
    await qi.addIndex('password_resets', ['user_id']);
    await qi.addIndex('messages', ['sender_id', 'created_at'], {
      name: 'messages_sender_time_idx',
    });
  },
  async down({ context: qi }) {
    await qi.removeIndex('messages', 'messages_sender_time_idx');
    await qi.removeIndex('password_resets', ['user_id']);
    await qi.dropTable('email_confirmations');
    await qi.removeColumn('users', 'password_failures_since');
    await qi.removeColumn('users', 'password_failures');
    await qi.removeColumn('users', 'email_confirmed_at');
  },
};
