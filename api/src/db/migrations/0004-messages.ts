import { DataTypes, type QueryInterface } from 'sequelize';
import type { Migration } from './types.js';

/**
 * Messages between authors and organisers. `user_id` names the conversation (its author): each
 * author has one, and every organiser shares the other side of it.
 */
export const messages: Migration = {
  name: '0004-messages',
  async up({ context: qi }) {
    await qi.createTable('messages', {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      sender_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      from_admin: { type: DataTypes.BOOLEAN, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      attachment_stored_name: { type: DataTypes.STRING(64), allowNull: true },
      attachment_original_name: { type: DataTypes.STRING(255), allowNull: true },
      attachment_mime: { type: DataTypes.STRING(128), allowNull: true },
      attachment_size: { type: DataTypes.INTEGER, allowNull: true },
      is_seen: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      seen_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    // History pages (user_id = ? AND id < ? ORDER BY id DESC) and the contacts' last message.
    await qi.addIndex('messages', ['user_id', 'id'], { name: 'messages_conversation_idx' });
    // Unread counts touch only unseen rows, which stay few however long the history grows.
    await qi.addIndex('messages', ['user_id', 'from_admin'], {
      name: 'messages_unread_idx',
      where: { is_seen: false },
    });
  },
  async down({ context: qi }: { context: QueryInterface }) {
    await qi.dropTable('messages');
  },
};
