import type { Migration } from './types.js';

/**
 * One row per author with a conversation: the id of its latest message and how many of the
 * author's messages no organiser has read. The organisers' contact list pages through this
 * table in the order of the latest message (an index), where it used to find every author's
 * latest message and unread count over the whole messages table on each request.
 *
 * Triggers on messages keep it exact in the transaction of each change, whatever writes them:
 * - insert: the conversation is created or moves to the new message; unread counts grow;
 * - update (a message read): unread counts move by the difference, applied to the row as it is
 *   when its lock is obtained, so concurrent reads and sends add up;
 * - delete (only through a user's deletion): the row is locked first, then the latest message is
 *   looked up again in a statement of its own, which sees what committed meanwhile; a
 *   conversation left without messages goes.
 * Statement triggers with transition tables, so that one statement marking many messages read
 * touches each conversation once.
 */
const FUNCTIONS = `
CREATE FUNCTION conversations_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO conversations AS c (user_id, last_message_id, unread_by_organisers)
  SELECT user_id, max(id), count(*) FILTER (WHERE NOT from_admin AND NOT is_seen)
    FROM inserted GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE
    SET last_message_id = GREATEST(c.last_message_id, EXCLUDED.last_message_id),
        unread_by_organisers = c.unread_by_organisers + EXCLUDED.unread_by_organisers;
  RETURN NULL;
END $$;

CREATE FUNCTION conversations_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations c SET unread_by_organisers = c.unread_by_organisers + d.delta
    FROM (SELECT user_id, sum(n) AS delta FROM (
            SELECT user_id, (NOT from_admin AND NOT is_seen)::int AS n FROM after_rows
            UNION ALL
            SELECT user_id, -(NOT from_admin AND NOT is_seen)::int FROM before_rows) m
          GROUP BY user_id) d
   WHERE c.user_id = d.user_id AND d.delta <> 0;
  IF EXISTS (SELECT 1 FROM after_rows a JOIN before_rows b USING (id)
              WHERE a.user_id <> b.user_id) THEN
    RAISE EXCEPTION 'a message does not move to another conversation';
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION conversations_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  author integer;
BEGIN
  FOR author IN SELECT DISTINCT user_id FROM deleted ORDER BY user_id LOOP
    PERFORM 1 FROM conversations WHERE user_id = author FOR UPDATE;
    DELETE FROM conversations
     WHERE user_id = author AND NOT EXISTS (SELECT 1 FROM messages WHERE user_id = author);
    UPDATE conversations
       SET last_message_id = (SELECT max(id) FROM messages WHERE user_id = author),
           unread_by_organisers = (SELECT count(*) FROM messages
                                    WHERE user_id = author AND NOT from_admin AND NOT is_seen)
     WHERE user_id = author;
  END LOOP;
  RETURN NULL;
END $$;
`;

export const conversations: Migration = {
  name: '0062-conversations',
  async up({ context: qi }) {
    await qi.sequelize.transaction(async (transaction) => {
      const run = (sql: string) => qi.sequelize.query(sql, { transaction });
      await run(`CREATE TABLE conversations (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        last_message_id integer NOT NULL,
        unread_by_organisers integer NOT NULL DEFAULT 0)`);
      await run('CREATE INDEX conversations_last_message_idx ON conversations (last_message_id)');
      // Writers wait here, so that no message slips between the copy and the triggers.
      await run('LOCK TABLE messages IN SHARE ROW EXCLUSIVE MODE');
      await run(`INSERT INTO conversations (user_id, last_message_id, unread_by_organisers)
        SELECT user_id, max(id), count(*) FILTER (WHERE NOT from_admin AND NOT is_seen)
          FROM messages GROUP BY user_id`);
      await run(FUNCTIONS);
      await run(`CREATE TRIGGER messages_conversations_insert AFTER INSERT ON messages
        REFERENCING NEW TABLE AS inserted
        FOR EACH STATEMENT EXECUTE FUNCTION conversations_after_insert()`);
      await run(`CREATE TRIGGER messages_conversations_update AFTER UPDATE ON messages
        REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
        FOR EACH STATEMENT EXECUTE FUNCTION conversations_after_update()`);
      await run(`CREATE TRIGGER messages_conversations_delete AFTER DELETE ON messages
        REFERENCING OLD TABLE AS deleted
        FOR EACH STATEMENT EXECUTE FUNCTION conversations_after_delete()`);
    });
  },
  async down({ context: qi }) {
    await qi.sequelize.transaction(async (transaction) => {
      const run = (sql: string) => qi.sequelize.query(sql, { transaction });
      for (const op of ['insert', 'update', 'delete']) {
        await run(`DROP TRIGGER IF EXISTS messages_conversations_${op} ON messages`);
        await run(`DROP FUNCTION IF EXISTS conversations_after_${op}()`);
      }
      await run('DROP TABLE IF EXISTS conversations');
    });
  },
};
